import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';

type Props = { label: string; value: string; onChange: (value: string) => void; 'data-testid': string };

/** The headline search of the process feed and the process list (spec 000 §2.7, §2.8); the caller debounces. */
export function HeadlineSearchField({ label, value, onChange, ...rest }: Props) {
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ flex: 1, maxWidth: { sm: 420 } }}
      slotProps={{
        htmlInput: { maxLength: 200, 'data-testid': rest['data-testid'] },
        input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" aria-hidden="true" /></InputAdornment> },
      }}
    />
  );
}
