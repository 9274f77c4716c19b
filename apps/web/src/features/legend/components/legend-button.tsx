import CategoryIcon from '@mui/icons-material/Category';
import { Button, IconButton } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConditionalTooltip } from '../../../ui/conditional-tooltip';
import { lazyDialog } from '../../../ui/lazy-dialog';

const LegendDialog = lazyDialog(() => import('./legend-dialog').then((m) => m.LegendDialog));

type Props = {
  /** 'icon' in the navbar, 'text' on pages and in the help dialog. */
  variant?: 'icon' | 'text';
  color?: 'inherit' | 'primary';
};

/** Opens the legend of the insurance-line icons; the focus returns here when it closes. */
export function LegendButton({ variant = 'icon', color = 'inherit' }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      {variant === 'icon' ? (
        <ConditionalTooltip title={t('legend.open')}>
          <IconButton color={color} aria-label={t('legend.open')} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="legend-button">
            <CategoryIcon />
          </IconButton>
        </ConditionalTooltip>
      ) : (
        <Button color={color} startIcon={<CategoryIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="legend-button">
          {t('legend.open')}
        </Button>
      )}
      <LegendDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
