import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../ui/translate-error';

/** The message for a refused image: too large and wrong type in the admin's words, anything else as usual. */
export function useImageErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (isApiError(error) && error.code === 'PAYLOAD_TOO_LARGE') return t('appearance.logo.tooLarge');
    if (isApiError(error) && (error.code === 'UNSUPPORTED_MEDIA_TYPE' || error.code === 'VALIDATION')) return t('appearance.logo.wrongType');
    return translateError(t, error);
  };
}
