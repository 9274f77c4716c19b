/**
 * The step indicator (MUI Stepper with the page titles; a page left with open messages is marked) and the
 * 'Zurück' / 'Weiter' buttons: 'Zurück' is hidden on the first page, 'Weiter' on the last (spec 001 §4).
 * On a narrow screen the stepper shows only the numbers and the current page's title.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Step, StepButton, StepLabel, Stepper, Typography, useMediaQuery } from '@mui/material';
import { FORM_GRID } from '@portal/forms';
import { useRuntimeText } from './runtime-context';
import type { TRuntimePage } from './runtime-pages';

export function PageStepper({ pages, current, incomplete, onSelect }: { pages: readonly TRuntimePage[]; current: number; incomplete: ReadonlySet<string>; onSelect: (index: number) => void }) {
  const text = useRuntimeText();
  const narrow = useMediaQuery(`(max-width:${FORM_GRID.layoutBreakpoint - 0.02}px)`, { noSsr: true });
  if (pages.length < 2) return null;
  return (
    <Box component="nav" aria-label={text('steps')} sx={{ mb: 3 }}>
      <Stepper nonLinear activeStep={current} alternativeLabel={!narrow}>
        {pages.map((page, index) => {
          const error = incomplete.has(page.key);
          return (
            <Step key={page.key} completed={false}>
              <StepButton
                onClick={() => onSelect(index)}
                aria-current={index === current ? 'step' : undefined}
                aria-label={narrow ? text('pageOf', { page: index + 1, count: pages.length, title: page.title }) : undefined}
                // StepButton hands `optional` to its StepLabel (one set on the label itself is overwritten).
                optional={error && !narrow ? <Typography variant="caption" color="error">{text('pageIncomplete')}</Typography> : undefined}
              >
                <StepLabel error={error}>
                  {narrow ? null : page.title}
                </StepLabel>
              </StepButton>
            </Step>
          );
        })}
      </Stepper>
      {narrow && (
        <Typography variant="subtitle2" sx={{ mt: 1, textAlign: 'center' }}>
          {text('pageOf', { page: current + 1, count: pages.length, title: pages[current]?.title ?? '' })}
        </Typography>
      )}
    </Box>
  );
}

export function PageButtons({ current, count, onBack, onNext }: { current: number; count: number; onBack: () => void; onNext: () => void }) {
  const text = useRuntimeText();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
      <Box>
        {current > 0 && (
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack}>
            {text('back')}
          </Button>
        )}
      </Box>
      <Box>
        {current < count - 1 && (
          <Button variant="contained" endIcon={<ArrowForwardIcon />} onClick={onNext}>
            {text('next')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
