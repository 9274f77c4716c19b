import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  IconButton,
  InputAdornment,
  List,
  ListItem,
  ListItemText,
  Snackbar,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addReceiver, confirmsSelfRemoval, normalizeEmail, type TEditFormsProcessReceivers, type TFormsProcess } from '@portal/domain';
import { translateError } from '../../../ui/translate-error';

/** Snackbars stay 5 s (spec 001 §5, §9). */
const SNACKBAR_MS = 5000;

type Props = {
  process: TFormsProcess;
  /** The form has a custom mail template: then a 'send mail' box per receiver and 'cancel reminders' show. */
  hasTemplate: boolean;
  userEmail: string;
  role: string;
  saving: boolean;
  error: unknown;
  onCancel: () => void;
  onApply: (body: TEditFormsProcessReceivers) => void;
};

/**
 * The receivers dialog (spec 001 §2.3, §5): an e-mail input (added on Enter, Space, the plus button, and a pending
 * entry on apply), the receivers with remove buttons (removing oneself asks first, unless licence admin or admin
 * role), 'send mail' per receiver and 'cancel reminders' only when the form has a custom mail template.
 */
export function ReceiversDialog({ process, hasTemplate, userEmail, role, saving, error, onCancel, onApply }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [receivers, setReceivers] = useState<string[]>(() => process.Receivers.map(normalizeEmail));
  const [sendMail, setSendMail] = useState<Set<string>>(() => new Set());
  const [cancelReminders, setCancelReminders] = useState(false);
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState(false);
  const [duplicate, setDuplicate] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState<string | null>(null);

  /** Adds the input; answers the receivers and mail choices as they are then, or null when the input is refused. */
  const add = (): { list: string[]; mail: Set<string> } | null => {
    const result = addReceiver(receivers, input);
    if (result.ok) {
      // A receiver added now is one the mail is meant for, unless unticked.
      const mail = hasTemplate ? new Set(sendMail).add(result.added) : sendMail;
      setReceivers(result.receivers);
      setSendMail(mail);
      setInput('');
      setInputError(false);
      return { list: result.receivers, mail };
    }
    if (result.reason === 'empty') return { list: receivers, mail: sendMail };
    if (result.reason === 'duplicate') {
      setDuplicate(true);
      setInput('');
      return { list: receivers, mail: sendMail };
    }
    setInputError(true);
    return null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      add();
    }
  };
  const remove = (email: string) => {
    setReceivers((list) => list.filter((r) => r !== email));
    setSendMail((s) => {
      const next = new Set(s);
      next.delete(email);
      return next;
    });
  };
  const askRemove = (email: string) => (confirmsSelfRemoval(email, userEmail, role) ? setConfirmRemove(email) : remove(email));
  const apply = () => {
    const added = add();
    if (!added) return;
    onApply({ Receivers: added.list, SendMail: hasTemplate ? added.list.filter((r) => added.mail.has(r)) : [], CancelReminders: hasTemplate && cancelReminders });
  };

  return (
    <>
      <Dialog open onClose={saving ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="receivers-dialog">
        <DialogTitle id={titleId}>{t('formsProcesses.receivers.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            <DialogContentText>{t('formsProcesses.receivers.intro', { name: process.Assfinetform })}</DialogContentText>
            <TextField
              label={t('formsProcesses.receivers.input')}
              type="email"
              autoComplete="off"
              value={input}
              onChange={(e) => {
                setInput(e.target.value);
                setInputError(false);
              }}
              onKeyDown={onKeyDown}
              error={inputError}
              helperText={inputError ? t('formsProcesses.editFormsProcessReceiversAddError') : ' '}
              slotProps={{
                htmlInput: { 'data-testid': 'receiver-input' },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton aria-label={t('formsProcesses.receivers.add')} onClick={() => add()} edge="end" data-testid="receiver-add">
                        <AddIcon />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            {hasTemplate ? <Typography variant="body2">{t('formsProcesses.receivers.templateHint')}</Typography> : null}
            {receivers.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="receivers-empty">
                {t('formsProcesses.receivers.none')}
              </Typography>
            ) : (
              <List dense aria-label={t('formsProcesses.receivers.list')} data-testid="receivers-list" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                {receivers.map((email) => (
                  <ListItem
                    key={email}
                    sx={{ flexWrap: 'wrap', pr: 7 }}
                    data-testid="receiver-item"
                    data-email={email}
                    secondaryAction={
                      <IconButton edge="end" aria-label={t('formsProcesses.receivers.remove', { email })} onClick={() => askRemove(email)} data-testid="receiver-remove">
                        <DeleteIcon />
                      </IconButton>
                    }
                  >
                    {/* The address keeps a readable width; on a phone the mail box moves below it. */}
                    <ListItemText primary={email} sx={{ flex: '1 1 11rem', overflowWrap: 'anywhere', mr: 1 }} />
                    {hasTemplate ? (
                      <FormControlLabel
                        sx={{ mr: 0, flexShrink: 0 }}
                        control={
                          <Checkbox
                            size="small"
                            checked={sendMail.has(email)}
                            onChange={(e) => setSendMail((s) => {
                              const next = new Set(s);
                              if (e.target.checked) next.add(email);
                              else next.delete(email);
                              return next;
                            })}
                            slotProps={{ input: { 'aria-label': `${t('formsProcesses.receivers.sendMail')}: ${email}`, 'data-testid': 'receiver-send-mail' } as Record<string, string> }}
                          />
                        }
                        label={t('formsProcesses.receivers.sendMail')}
                      />
                    ) : null}
                  </ListItem>
                ))}
              </List>
            )}
            {hasTemplate ? (
              <FormControlLabel
                control={<Checkbox checked={cancelReminders} onChange={(e) => setCancelReminders(e.target.checked)} slotProps={{ input: { 'data-testid': 'receivers-cancel-reminders' } as Record<string, string> }} />}
                label={t('formsProcesses.receivers.cancelReminders')}
              />
            ) : null}
            {error ? (
              <Alert severity="error" data-testid="receivers-error">
                {t('formsProcesses.receivers.saveError')} {translateError(t, error)}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={saving} data-testid="receivers-cancel">
            {t('formsProcesses.receivers.cancel')}
          </Button>
          <Button variant="contained" onClick={apply} disabled={saving} data-testid="receivers-apply">
            {t('formsProcesses.receivers.apply')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={confirmRemove !== null} onClose={() => setConfirmRemove(null)} aria-labelledby={`${titleId}-self`} maxWidth="xs" data-testid="receivers-self-confirm">
        <DialogTitle id={`${titleId}-self`}>{t('formsProcesses.receivers.selfTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('formsProcesses.receivers.selfText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmRemove(null)} data-testid="receivers-self-keep">
            {t('formsProcesses.receivers.selfCancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (confirmRemove) remove(confirmRemove);
              setConfirmRemove(null);
            }}
            data-testid="receivers-self-remove"
          >
            {t('formsProcesses.receivers.selfConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar open={duplicate} autoHideDuration={SNACKBAR_MS} onClose={() => setDuplicate(false)} message={t('formsProcesses.receivers.alreadyAdded')} data-testid="receivers-duplicate" />
    </>
  );
}
