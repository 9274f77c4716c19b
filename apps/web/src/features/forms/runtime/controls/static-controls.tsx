/** Controls without an answer: hint (a text for the reader) and clock (the current time, ticking). */
import { Alert, Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { helpOf, labelOf } from '../field-parts';
import { useRuntime } from '../runtime-context';
import type { TControlProps } from './control-props';

export function HintControl({ cc }: TControlProps) {
  const help = helpOf(cc);
  return (
    <Alert severity="info" variant="outlined">
      {labelOf(cc)}
      {help && (
        <Typography variant="body2" color="text.secondary">
          {help}
        </Typography>
      )}
    </Alert>
  );
}

const LOCALES = { de: 'de-DE', en: 'en-GB', pl: 'pl-PL' } as const;

export function ClockControl({ cc }: TControlProps) {
  const { language } = useRuntime();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const label = cc.control.properties.Überschrift?.trim();
  return (
    <Box role="group" aria-label={label || undefined}>
      {label && (
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
      )}
      <Typography component="time" variant="h5" dateTime={now.toISOString()} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {now.toLocaleTimeString(LOCALES[language], { hour: '2-digit', minute: '2-digit', second: '2-digit' })}
      </Typography>
    </Box>
  );
}
