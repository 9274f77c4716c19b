/**
 * gptUpload: a document goes to the viewer's aiImport; the proposed values are listed with the notice that AI
 * results may be wrong, and only 'Importieren' writes them into the form (issue 10 item 3).
 */
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormLabel, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { proposedValues, type TProposedValue } from '../ai-import-proposal';
import { FieldHelper, labelOf } from '../field-parts';
import { useRuntime, useRuntimeText } from '../runtime-context';
import { allowedFormatsOf } from '../upload-files';
import type { TControlProps } from './control-props';

type TImport = { state: 'idle' } | { state: 'running' } | { state: 'failed' } | { state: 'proposed'; values: TProposedValue[] };

export function AiImportControl({ cc, field }: TControlProps) {
  const { services, store } = useRuntime();
  const text = useRuntimeText();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [run, setRun] = useState<TImport>({ state: 'idle' });
  const formats = allowedFormatsOf(cc.control.properties as { allowedFormats?: readonly string[] | null });
  if (field.readOnly) return null;

  const start = async (file: File) => {
    setRun({ state: 'running' });
    try {
      const { values } = await services.aiImport(cc.name, file);
      setRun({ state: 'proposed', values: proposedValues(store.state.form, values) });
    } catch {
      setRun({ state: 'failed' });
    }
  };

  const apply = (values: TProposedValue[]) => {
    store.setValues(values.map((v) => ({ path: { name: v.name }, key: v.name, value: v.value })));
    setRun({ state: 'idle' });
  };

  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend">{labelOf(cc)}</FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {/* 'Durchsuchen': the uploader's default caption (spec 001 §9); the legend above says what it is for. */}
        <Button variant="outlined" startIcon={<AutoAwesomeOutlinedIcon />} disabled={run.state === 'running'} onClick={() => input.current?.click()}>
          {text('browse')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={formats.join(',')}
          aria-label={text('aiImportChoose')}
          data-testid={`ai-import-input-${cc.name}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void start(file);
          }}
        />
        {run.state === 'running' && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} aria-hidden />
            <Typography variant="body2">{text('aiImportRunning')}</Typography>
          </Box>
        )}
      </Box>
      {run.state === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setRun({ state: 'idle' })}>
          {text('aiImportFailed')}
        </Alert>
      )}
      <FieldHelper cc={cc} field={field} />
      <Dialog open={run.state === 'proposed'} onClose={() => setRun({ state: 'idle' })} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{text('aiImportTitle')}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {text('aiImportNotice')}
          </Alert>
          {run.state === 'proposed' && run.values.length === 0 && <Typography>{text('aiImportNothing')}</Typography>}
          {run.state === 'proposed' && run.values.length > 0 && (
            <Table size="small">
              <TableBody>
                {run.values.map((v) => (
                  <TableRow key={v.name}>
                    <TableCell component="th" scope="row">
                      {v.label}
                    </TableCell>
                    <TableCell>{v.text}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRun({ state: 'idle' })}>{text('cancel')}</Button>
          <Button variant="contained" disabled={run.state !== 'proposed' || run.values.length === 0} onClick={() => run.state === 'proposed' && apply(run.values)}>
            {text('aiImport')}
          </Button>
        </DialogActions>
      </Dialog>
    </FormControl>
  );
}
