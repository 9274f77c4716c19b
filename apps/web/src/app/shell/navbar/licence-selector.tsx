import CheckIcon from '@mui/icons-material/Check';
import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUserLicense } from '@portal/domain';

type Props = { licences: readonly TUserLicense[]; active: string; onSelect: (license: string) => void };

/** Spec 000 §6: users holding several licences switch between them here. */
export function LicenceSelector({ licences, active, onSelect }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box data-testid="licence-selector">
      <Typography id={headingId} component="h3" variant="overline" sx={{ display: 'block', px: 2, pt: 1, color: 'text.secondary' }}>
        {t('shell.profile.switchLicence')}
      </Typography>
      <List dense aria-labelledby={headingId}>
        {licences.map((l) => {
          const isActive = l.License === active;
          return (
            <ListItem key={l.License} disablePadding>
              <ListItemButton
                selected={isActive}
                aria-current={isActive ? 'true' : undefined}
                onClick={() => (isActive ? undefined : onSelect(l.License))}
                data-testid={`licence-option-${l.License}`}
              >
                <ListItemIcon sx={{ minWidth: 32 }}>{isActive ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
                <ListItemText primary={l.Name} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
