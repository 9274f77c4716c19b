/**
 * upload: 'Neues Dokument hochladen' with 'Dateien durchsuchen' (or files dropped on it); each file goes to the
 * server through the viewer's uploadFile and is listed with a download link and a remove button. Formats the
 * control does not allow are refused before anything is sent. The tooltip opens after 1000 ms (spec 001 §9).
 */
import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, CircularProgress, FormControl, FormLabel, IconButton, Link, List, ListItem, ListItemIcon, ListItemText, Tooltip, Typography } from '@mui/material';
import { validationMessage } from '@portal/forms';
import { useRef, useState, type DragEvent } from 'react';
import type { TFormFile } from '../form-runtime-contract';
import { FieldHelper, isRequired, labelOf } from '../field-parts';
import { useRuntime, useRuntimeText } from '../runtime-context';
import { allowedFormatsOf, fileSizeText, filesOf, hasAllowedFormat } from '../upload-files';
import type { TControlProps } from './control-props';

const TOOLTIP_DELAY_MS = 1000;

export function UploadControl({ cc, field }: TControlProps) {
  const { services, language } = useRuntime();
  const text = useRuntimeText();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const formats = allowedFormatsOf(cc.control.properties as { allowedFormats?: readonly string[] | null });
  const files = filesOf(field.value);
  // Files finish one after another; each adds itself to what is stored by then.
  const latest = useRef(files);
  latest.current = files;

  const upload = async (chosen: readonly File[]) => {
    const refused = chosen.filter((file) => !hasAllowedFormat(file.name, formats));
    const next = refused.map((file) => `${file.name}: ${validationMessage('uploadFormat', { formats: [...formats] }, language)}`);
    setProblems(next);
    for (const file of chosen.filter((f) => hasAllowedFormat(f.name, formats))) {
      setUploading((n) => n + 1);
      try {
        const stored: TFormFile = await services.uploadFile(cc.name, file);
        latest.current = [...latest.current, stored];
        field.setValue(latest.current);
      } catch {
        setProblems((current) => [...current, text('uploadFailed', { name: file.name })]);
      } finally {
        setUploading((n) => n - 1);
      }
    }
    field.touch();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (!field.readOnly) void upload([...event.dataTransfer.files]);
  };

  return (
    <FormControl component="fieldset" required={isRequired(cc)} error={field.error !== null} fullWidth>
      <FormLabel component="legend">{labelOf(cc)}</FormLabel>
      {!field.readOnly && (
        <Box
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
          sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
        >
          <Typography component="span" variant="body2" color="text.secondary">
            {text('uploadLabel')}
          </Typography>
          <Tooltip title={text('allowedFormats', { formats: formats.join(', ') })} describeChild enterDelay={TOOLTIP_DELAY_MS} enterNextDelay={TOOLTIP_DELAY_MS}>
            <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
              {text('browseFiles')}
            </Button>
          </Tooltip>
          <input
            ref={input}
            type="file"
            hidden
            multiple
            accept={formats.join(',')}
            aria-label={`${labelOf(cc)}: ${text('browseFiles')}`}
            data-testid={`upload-input-${cc.name}`}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              event.target.value = '';
              void upload(chosen);
            }}
          />
          {uploading > 0 && (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={18} aria-hidden />
              <Typography variant="body2">{text('uploading')}</Typography>
            </Box>
          )}
        </Box>
      )}
      {files.length > 0 && (
        <List dense disablePadding>
          {files.map((file) => (
            <ListItem
              key={file.Id}
              disableGutters
              secondaryAction={
                !field.readOnly && (
                  <IconButton edge="end" aria-label={text('removeFile', { name: file.Name })} onClick={() => field.setValue(files.filter((f) => f.Id !== file.Id))}>
                    <CloseIcon />
                  </IconButton>
                )
              }
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <InsertDriveFileOutlinedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Link href={services.fileUrl(file)} target="_blank" rel="noopener">
                    {file.Name}
                  </Link>
                }
                secondary={fileSizeText(file.Size, language)}
              />
            </ListItem>
          ))}
        </List>
      )}
      {problems.map((problem) => (
        <Alert key={problem} severity="error" sx={{ mt: 1 }} onClose={() => setProblems((current) => current.filter((p) => p !== problem))}>
          {problem}
        </Alert>
      ))}
      <FieldHelper cc={cc} field={field} />
    </FormControl>
  );
}
