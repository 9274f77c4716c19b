import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, type SxProps, type Theme } from '@mui/material';

/** The navbar search's width: full in the phone bar, else by screen width. Shared by the combobox and its loading stand-in. */
export const searchFieldWidth = (compact: boolean, fullWidth: boolean) => (fullWidth ? '100%' : compact ? 220 : { sm: 240, md: 320, lg: 400 });

/** A white field on the coloured navbar. */
export const searchFieldSx: SxProps<Theme> = { '& .MuiInputBase-root': { bgcolor: 'background.paper', color: 'text.primary', borderRadius: 1 } };

export const searchFieldIcon = (
  <InputAdornment position="start">
    <SearchIcon fontSize="small" aria-hidden="true" />
  </InputAdornment>
);
