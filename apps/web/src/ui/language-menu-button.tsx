import TranslateIcon from '@mui/icons-material/Translate';
import CheckIcon from '@mui/icons-material/Check';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@portal/domain';

/** Language names are shown in their own language (endonyms), so they are not translated. */
const ENDONYMS: Record<TLanguage, string> = { de: 'Deutsch', en: 'English', pl: 'Polski', es: 'Español', cs: 'Čeština' };

type Props = {
  languages: readonly TLanguage[];
  current: string;
  onSelect: (language: TLanguage) => void;
  /** The code only, for the compact mobile navbar. */
  compact?: boolean;
};

/** A button with the current language that opens a menu of the offered languages. */
export function LanguageMenuButton({ languages, current, onSelect, compact = false }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const code = current.slice(0, 2).toUpperCase();

  const open = (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget);
  const choose = (language: TLanguage) => {
    setAnchor(null);
    if (language !== current) onSelect(language);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={compact ? undefined : <TranslateIcon />}
        onClick={open}
        aria-label={t('language.menuLabel', { code })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="language-menu-button"
        sx={{ minWidth: compact ? 36 : 0, px: compact ? 0.5 : 1.5 }}
      >
        {code}
      </Button>
      {/* Kept inside the page's header landmark, so the open menu is part of it for assistive technology. */}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} disablePortal>
        {languages.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            role="menuitemradio"
            aria-checked={language === current}
            selected={language === current}
            onClick={() => choose(language)}
            data-testid={`language-option-${language}`}
          >
            <ListItemIcon>{language === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{ENDONYMS[language]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
