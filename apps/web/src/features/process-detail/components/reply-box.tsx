import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Alert, Box, Button, CircularProgress, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPostProcessMessage, TProcessDetail } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { REPLY_MAX, replyChoices, replyTextError, settledBy } from '../process-detail-rules';

type TTextType = 'Info' | 'Antwort';

type Props = {
  process: Pick<TProcessDetail, 'Aktion' | 'Dirty'>;
  text: string;
  onTextChange: (text: string) => void;
  canWrite: boolean;
  sending: boolean;
  sendError: unknown;
  /** The last send succeeded and nothing was typed since. */
  sent: boolean;
  onSend: (body: TPostProcessMessage) => void;
  onAttach: () => void;
};

/**
 * The reply form: text (1..5000 characters) sent as Info or Antwort; a Bestätigen button when the process
 * waits for a confirmation; attaching files opens the upload dialog. The text lives in the page, so it
 * survives switching tabs and live updates of the thread, and the page guards it against leaving.
 */
export function ReplyBox({ process, text, onTextChange, canWrite, sending, sendError, sent, onSend, onAttach }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const typeLabelId = useId();
  const [type, setType] = useState<TTextType>('Antwort');
  const [touched, setTouched] = useState(false);
  const choices = replyChoices(process);
  const error = replyTextError(text);
  const showError = touched && error !== null;
  const settles = settledBy(process, type);

  const send = () => {
    setTouched(true);
    if (error) return;
    onSend({ Text: text.trim(), Type: type });
    setTouched(false);
  };
  const confirm = () => {
    if (error === 'tooLong') {
      setTouched(true);
      return;
    }
    onSend({ Text: text.trim() || t('processDetail.reply.confirmText'), Type: 'Bestaetigung' });
    setTouched(false);
  };

  if (!canWrite) {
    return (
      <Alert severity="info" data-testid="process-reply-readonly">
        {t('processDetail.reply.readOnly')}
      </Alert>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
      data-testid="process-reply"
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('processDetail.reply.title')}
      </Typography>
      <Stack spacing={1.5}>
        {sendError ? <ErrorAlert error={sendError} data-testid="process-reply-error" /> : null}
        {sent && !text ? (
          <Alert severity="success" data-testid="process-reply-sent">
            {t('processDetail.reply.sent')}
          </Alert>
        ) : null}
        <TextField
          label={t('processDetail.reply.label')}
          value={text}
          onChange={(e) => onTextChange(e.target.value)}
          onBlur={() => text && setTouched(true)}
          multiline
          minRows={3}
          maxRows={12}
          fullWidth
          required
          error={showError}
          helperText={showError ? (error === 'required' ? t('processDetail.reply.required') : t('processDetail.reply.tooLong', { max: REPLY_MAX })) : t('processDetail.reply.count', { count: text.length, max: REPLY_MAX })}
          slotProps={{ htmlInput: { maxLength: REPLY_MAX, 'data-testid': 'process-reply-text' } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <FormLabel id={typeLabelId} sx={{ mr: 1 }}>
            {t('processDetail.reply.type')}
          </FormLabel>
          <RadioGroup row aria-labelledby={typeLabelId} value={type} onChange={(e) => setType(e.target.value as TTextType)} data-testid="process-reply-type">
            {choices.types.map((ty) => (
              <FormControlLabel key={ty} value={ty} control={<Radio size="small" />} label={t(`processDetail.types.${ty}`)} data-testid={`process-reply-type-${ty}`} />
            ))}
          </RadioGroup>
        </Stack>
        {settles.action ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="process-reply-settles">
            {t('processDetail.reply.settlesAction')}
          </Typography>
        ) : null}
        {choices.confirm ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('processDetail.reply.confirmSettles')}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={sending}
            startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <SendIcon />}
            data-testid="process-reply-send"
          >
            {t('processDetail.reply.send')}
          </Button>
          {choices.confirm ? (
            <Button variant="contained" color="success" onClick={confirm} disabled={sending} startIcon={<TaskAltIcon />} data-testid="process-reply-confirm">
              {t('processDetail.reply.confirm')}
            </Button>
          ) : null}
          <Button variant={choices.documents ? 'contained' : 'outlined'} onClick={onAttach} disabled={sending} startIcon={<AttachFileIcon />} data-testid="process-attach">
            {t('processDetail.reply.attach')}
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('processDetail.reply.dropHint')}
        </Typography>
      </Stack>
    </Box>
  );
}
