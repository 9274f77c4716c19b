/**
 * The message/file/process panel of the contract (spec 001 §2.8, §4): the contract's activity (processes, messages,
 * files), collapsed unless the view was opened with focus=Nachricht, and a composer for a new message about the
 * contract. A started draft is reported upwards, so that closing the dialog asks first (unsaved-changes dialog).
 */
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Alert, Button, Collapse, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_MESSAGE_SUBJECT_MAX, CONTRACT_MESSAGE_TEXT_MAX } from '@portal/domain';
import { translateError } from '../../../ui/translate-error';
import { ActivityFeed } from '../../activity';
import { useActiveSession } from '../../session';
import type { TContractDetail } from '../api/get-contract';
import { useWriteContractMessage } from '../api/write-contract-message';

type Props = {
  contract: TContractDetail;
  level: 2 | 3;
  initiallyOpen: boolean;
  composing: boolean;
  onComposingChange: (open: boolean) => void;
  onDirtyChange?: (dirty: boolean) => void;
};

export function ContractMessagePanel({ contract: c, level, initiallyOpen, composing, onComposingChange, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const regionId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const [sent, setSent] = useState(false);
  const expanded = open || composing;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 }, '@media print': { display: 'none' } }} data-testid="contract-message-panel" data-expanded={expanded}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} component={`h${level}`} variant="h6">
          {t('contractCover.sections.messages')}
        </Typography>
        <Button
          onClick={() => {
            if (expanded) onComposingChange(false);
            setOpen(!expanded);
          }}
          aria-expanded={expanded}
          aria-controls={regionId}
          endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          data-testid="contract-message-toggle"
        >
          {expanded ? t('contractCover.actions.hideMessages') : t('contractCover.actions.showMessages')}
        </Button>
      </Stack>
      <Collapse in={expanded} id={regionId} unmountOnExit={false}>
        <Stack spacing={2} sx={{ mt: 2 }}>
          {sent && !composing ? (
            <Alert severity="success" onClose={() => setSent(false)} data-testid="contract-message-sent">
              {t('contractCover.message.sent')}
            </Alert>
          ) : null}
          {composing ? (
            <MessageComposer
              contract={c}
              onDone={(wasSent) => {
                setSent(wasSent);
                onComposingChange(false);
              }}
              onDirtyChange={onDirtyChange}
            />
          ) : null}
          {expanded ? <ActivityFeed scope={{ Vertrag: c.Id }} /> : null}
        </Stack>
      </Collapse>
    </Paper>
  );
}

function MessageComposer({ contract: c, onDone, onDirtyChange }: { contract: TContractDetail; onDone: (sent: boolean) => void; onDirtyChange?: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const [subject, setSubject] = useState(() => t('contractDetail.heading', { number: c.VertragsNr }));
  const [text, setText] = useState('');
  const write = useWriteContractMessage(license, c.Id);
  const dirty = text.trim() !== '';
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  // A composer that goes away takes its draft with it.
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const submit = () => {
    if (!dirty || !subject.trim()) return;
    write.mutate(
      { Betreff: subject.trim(), Text: text.trim() },
      {
        onSuccess: () => {
          setText('');
          onDone(true);
        },
      },
    );
  };
  return (
    <Stack
      component="form"
      spacing={1.5}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="contract-message-composer"
      aria-label={t('contractCover.message.title')}
    >
      {write.isError ? <Alert severity="error">{translateError(t, write.error) || t('contractCover.message.failed')}</Alert> : null}
      <TextField label={t('contractCover.message.subject')} value={subject} onChange={(e) => setSubject(e.target.value)} required size="small" slotProps={{ htmlInput: { maxLength: CONTRACT_MESSAGE_SUBJECT_MAX } }} />
      <TextField
        label={t('contractCover.message.text')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        required
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: CONTRACT_MESSAGE_TEXT_MAX, 'data-testid': 'contract-message-text' } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => onDone(false)} disabled={write.isPending}>
          {t('contractCover.message.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={!dirty || !subject.trim() || write.isPending} data-testid="contract-message-send">
          {t('contractCover.message.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
