import MenuIcon from '@mui/icons-material/Menu';
import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConditionalTooltip } from '../../../ui/conditional-tooltip';
import { SIDENAV_ID } from '../sidenav/sidenav';

type Props = { open: boolean; onToggle: () => void };

/** Shows or hides the sidenav. */
export function SidenavToggleButton({ open, onToggle }: Props) {
  const { t } = useTranslation();
  const label = t(open ? 'shell.sidenav.hide' : 'shell.sidenav.show');
  return (
    <ConditionalTooltip title={label}>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={label}
        aria-expanded={open}
        aria-controls={SIDENAV_ID}
        onClick={onToggle}
        data-testid="sidenav-toggle"
      >
        <MenuIcon />
      </IconButton>
    </ConditionalTooltip>
  );
}
