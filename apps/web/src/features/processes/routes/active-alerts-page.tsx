import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button, Menu, MenuItem } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../ui/list-page';
import { ProcessFeedView } from '../components/process-feed-view';

const JUMPS = [
  { key: 'posteingang', path: '/vorgang/posteingang' },
  { key: 'postausgang', path: '/vorgang/postausgang' },
  { key: 'verlauf', path: '/vorgang/posteingang/verlauf' },
  { key: 'aktive_Meldungen', path: '/vorgang/aktive_Meldungen' },
] as const;

/** /vorgang/aktive_Meldungen (spec 000 §2.7): the open processes flagged as notifications, with a jump menu to the post box pages. */
export function ActiveAlertsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const jumpMenu = (
    <>
      <Button
        variant="outlined"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="process-jump-menu-button"
      >
        {t('processes.jumpMenu.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': t('processes.jumpMenu.label') } }} data-testid="process-jump-menu">
        {JUMPS.map((j) => (
          <MenuItem
            key={j.key}
            selected={j.key === 'aktive_Meldungen'}
            onClick={() => {
              setAnchor(null);
              void navigate({ to: j.path });
            }}
            data-testid={`process-jump-${j.key}`}
          >
            {t(`processes.jumpMenu.${j.key}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
  return (
    <ListPage title={t('processes.pages.activeAlerts')} actions={jumpMenu} data-testid="active-alerts-page">
      <ProcessFeedView filter="aktive_Meldungen" showFilterMenu={false} />
    </ListPage>
  );
}
