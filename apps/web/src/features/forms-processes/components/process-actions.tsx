import CircleIcon from '@mui/icons-material/Circle';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Chip, IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TFormsProcess, TFormsProcessState } from '@portal/domain';

/** What the page lets the rows do: open the receivers dialog, ask before expiring. */
export type TProcessActionHandlers = {
  /** CanShareForms is not false (spec 001 §6); the process's own CanEditReceivers says whether it is still open. */
  mayShare: boolean;
  onReceivers: (process: TFormsProcess) => void;
  onExpire: (process: TFormsProcess) => void;
};

/**
 * The actions of a forms process (spec 001 §2.2): start the form (its viewer URL in a new tab), edit receivers
 * (when sharing is allowed), expire (only Open or Processing, only receivers: the server's CanExpire).
 */
export function ProcessActions({ process, handlers }: { process: TFormsProcess; handlers: TProcessActionHandlers }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Tooltip title={t('formsProcesses.actions.start')}>
        <IconButton component="a" href={process.Url} target="_blank" rel="noopener" aria-label={t('formsProcesses.actions.startNamed', { name: process.Assfinetform })} data-testid="process-start">
          <OpenInNewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {handlers.mayShare && process.CanEditReceivers ? (
        <Tooltip title={t('formsProcesses.actions.receivers')}>
          <IconButton aria-label={t('formsProcesses.actions.receivers')} onClick={() => handlers.onReceivers(process)} data-testid="process-receivers">
            <GroupAddIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {process.CanExpire ? (
        <Tooltip title={t('formsProcesses.actions.expire')}>
          <IconButton aria-label={t('formsProcesses.actions.expire')} onClick={() => handlers.onExpire(process)} data-testid="process-expire">
            <EventBusyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

/** The status's colour marks the border and a dot; the text keeps the body colour, readable on any licence's theme. */
const STATUS_COLOR: Record<TFormsProcessState, string> = {
  Open: 'info.main',
  Processing: 'primary.main',
  Signing: 'warning.main',
  Completed: 'success.main',
  Expired: 'text.disabled',
};

export function StatusChip({ state }: { state: TFormsProcessState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<CircleIcon aria-hidden="true" sx={{ '&&': { color: STATUS_COLOR[state], fontSize: 10, ml: 1 } }} />}
      label={t(`formsProcesses.status.${state}`)}
      sx={{ borderColor: STATUS_COLOR[state] }}
      data-testid="process-status"
      data-status={state}
    />
  );
}
