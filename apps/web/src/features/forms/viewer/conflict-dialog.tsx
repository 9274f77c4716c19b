import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCompiledForm, TFormData } from '@portal/forms';
import { diffFormData } from './form-data-diff';
import { formatAnswer } from './format-answer';
import { keptAnswers, type TConflict } from './risk-sync';
import { useFormTexts } from './use-form-texts';

type Props = {
  conflict: TConflict | null;
  /** The user's newest answers (they may have typed on while the dialog was coming). */
  mine: TFormData;
  form: TCompiledForm | null;
  onResolve: (choice: 'mine' | 'theirs') => void;
};

/**
 * Two tabs or devices saved one risk (409 VERSION_CONFLICT, or unsent edits older than the server's version after
 * a reload): shows every answer the two versions differ in and lets the user keep theirs (their changes saved on top
 * of the server's version, whose other answers stay) or take the server's. It cannot be dismissed: nothing is
 * decided silently.
 */
export function ConflictDialog({ conflict, mine, form, onResolve }: Props) {
  const { t } = useTranslation();
  const runtime = useFormTexts();
  const titleId = useId();
  // What keeping mine would change on the server: the user's own changes, laid over the server's answers.
  const differences = useMemo(() => (conflict ? diffFormData(form, keptAnswers(conflict, mine), conflict.theirs) : []), [conflict, form, mine]);
  const words = { yes: runtime.yes, no: runtime.no, empty: t('forms.conflict.empty') };
  return (
    <Dialog open={!!conflict} aria-labelledby={titleId} maxWidth="md" fullWidth data-testid="form-conflict-dialog">
      <DialogTitle id={titleId}>{t('forms.conflict.title')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{differences.length > 0 ? t('forms.conflict.intro') : t('forms.conflict.noDifferences')}</DialogContentText>
        {differences.length > 0 ? (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">{t('forms.conflict.field')}</TableCell>
                  <TableCell component="th" scope="col">{t('forms.conflict.mine')}</TableCell>
                  <TableCell component="th" scope="col">{t('forms.conflict.theirs')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {differences.map((d) => (
                  <TableRow key={d.path} data-testid="form-conflict-row" data-path={d.path}>
                    <TableCell component="th" scope="row">{d.label}</TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{formatAnswer(d.mine, words)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{formatAnswer(d.theirs, words)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onResolve('theirs')} data-testid="form-conflict-theirs">
          {t('forms.conflict.takeTheirs')}
        </Button>
        <Button variant="contained" onClick={() => onResolve('mine')} data-testid="form-conflict-mine">
          {t('forms.conflict.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
