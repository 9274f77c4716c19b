import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZCardInput, type TCardInput } from '@portal/domain';

/** Parses a copied card (the JSON "copy card" puts on the clipboard); null when it is not one. */
export function parsePastedCard(text: string): TCardInput | null {
  try {
    const parsed = ZCardInput.safeParse({ ...(JSON.parse(text) as object), ParentId: null });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Paste card (spec 000 §2.5 control cards): a card copied as JSON, from this or another licence. */
export function PasteCardDialog({ open, onClose, onPaste }: { open: boolean; onClose: () => void; onPaste: (card: TCardInput) => Promise<void> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (!open) return;
    setInvalid(false);
    // Prefills from the clipboard where the browser allows reading it.
    navigator.clipboard?.readText().then((s) => parsePastedCard(s) && setText(s)).catch(() => undefined);
  }, [open]);
  const paste = async () => {
    const card = parsePastedCard(text);
    if (!card) return setInvalid(true);
    await onPaste(card);
    setText('');
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="paste-card-dialog">
      <DialogTitle id={titleId}>{t('cards.admin.paste')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('cards.paste.hint')}</DialogContentText>
        <TextField label={t('cards.paste.json')} value={text} onChange={(e) => setText(e.target.value)} multiline minRows={6} fullWidth error={invalid} slotProps={{ htmlInput: { 'data-testid': 'paste-card-json', spellCheck: false } }} />
        {invalid ? <Alert severity="error" sx={{ mt: 1 }}>{t('cards.paste.invalid')}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cards.editor.cancel')}</Button>
        <Button variant="contained" onClick={() => void paste()} disabled={!text.trim()} data-testid="paste-card-submit">
          {t('cards.paste.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
