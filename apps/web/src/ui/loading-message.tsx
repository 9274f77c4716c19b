import { CircularProgress, Stack, Typography } from '@mui/material';

/** A spinner with what is loading, announced to screen readers (role status). */
export function LoadingMessage({ text, py = 6 }: { text: string; py?: number }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py }} role="status">
      <CircularProgress aria-hidden="true" />
      <Typography>{text}</Typography>
    </Stack>
  );
}
