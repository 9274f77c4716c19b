import { TextField } from '@mui/material';

/** A colour picker (the browser's own) with a visible label; values are #rrggbb as the API takes them. */
export function ColourField({ label, value, onChange, testId }: { label: string; value: string; onChange: (value: string) => void; testId: string }) {
  return (
    <TextField
      type="color"
      label={label}
      value={value.toLowerCase()}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      sx={{ width: 200 }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  );
}
