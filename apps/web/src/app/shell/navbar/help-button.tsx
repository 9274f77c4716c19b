import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import { IconButton } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConditionalTooltip } from '../../../ui/conditional-tooltip';
import { lazyDialog } from '../../../ui/lazy-dialog';

const HelpDialog = lazyDialog(() => import('./help-dialog').then((m) => m.HelpDialog));

/** Opens the help dialog. */
export function HelpButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ConditionalTooltip title={t('help.open')}>
        <IconButton color="inherit" aria-label={t('help.open')} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="help-button">
          <HelpOutlineIcon />
        </IconButton>
      </ConditionalTooltip>
      <HelpDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
