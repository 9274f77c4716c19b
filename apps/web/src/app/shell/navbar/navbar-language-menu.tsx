import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type TLanguage } from '@portal/domain';
import { changeAppLanguage } from '../../../i18n/i18n';
import { LanguageMenuButton } from '../../../ui/language-menu-button';
import { useActiveSession, useUpdateLanguageMutation } from '../../../features/session';

/** The navbar's language menu: switches the UI at once and stores the choice with the user. */
export function NavbarLanguageMenu({ compact }: { compact: boolean }) {
  const { i18n } = useTranslation();
  const { userInit } = useActiveSession();
  const update = useUpdateLanguageMutation();

  const choose = (language: TLanguage) => {
    void changeAppLanguage(language);
    // Read-only sessions may not write; their choice stays on this device.
    if (!userInit.ReadOnly) update.mutate(language);
  };

  return <LanguageMenuButton languages={SUPPORTED_LANGUAGES} current={i18n.language} onSelect={choose} compact={compact} />;
}
