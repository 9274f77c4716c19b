import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { Button, Chip, ListItemIcon, ListItemText, Menu, MenuItem, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_PROCESS_STATES, type TFormsProcessState } from '@portal/domain';

type Props = { value: readonly TFormsProcessState[]; onChange: (states: TFormsProcessState[]) => void };

/**
 * The status filter (spec 001 §2.2, §5 "any-of"): a menu of every status to tick, and the chosen ones as removable
 * chips beside it. The menu stays open while ticking, so that several can be chosen in one go.
 */
export function StatusFilter({ value, onChange }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const toggle = (state: TFormsProcessState) =>
    onChange(value.includes(state) ? value.filter((s) => s !== state) : FORMS_PROCESS_STATES.filter((s) => s === state || value.includes(s)));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="status-filter-button"
      >
        {value.length ? t('formsProcesses.statusFilter.buttonCount', { count: value.length }) : t('formsProcesses.statusFilter.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': t('formsProcesses.statusFilter.menu') } }}>
        {FORMS_PROCESS_STATES.map((state) => (
          <MenuItem key={state} role="menuitemcheckbox" aria-checked={value.includes(state)} onClick={() => toggle(state)} data-testid={`status-filter-${state}`}>
            <ListItemIcon>
              {/* A picture of a box, not a checkbox: the menu item itself is the checkbox (aria-checked). */}
              {value.includes(state) ? <CheckBoxIcon color="primary" aria-hidden="true" /> : <CheckBoxOutlineBlankIcon aria-hidden="true" />}
            </ListItemIcon>
            <ListItemText primary={t(`formsProcesses.status.${state}`)} />
          </MenuItem>
        ))}
      </Menu>
      {value.length ? (
        <Stack direction="row" spacing={1} useFlexGap component="ul" aria-label={t('formsProcesses.statusFilter.chips')} sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }} data-testid="status-chips">
          {value.map((state) => (
            <li key={state}>
              <Chip
                label={t(`formsProcesses.status.${state}`)}
                // The whole chip is the remove button (Enter, Space, Backspace or Delete), named for what it does.
                onClick={() => toggle(state)}
                onDelete={() => toggle(state)}
                aria-label={t('formsProcesses.statusFilter.remove', { status: t(`formsProcesses.status.${state}`) })}
                data-testid={`status-chip-${state}`}
              />
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
