import '../i18n/german';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  IconButton,
  InputLabel,
  LinearProgress,
  MenuItem,
  Select,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuditEntry } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { useActiveSession } from '../../session';
import { useAuditLog } from '../api';
import { auditDiff } from '../audit-diff';

/** Areas to filter by: the `<area>.` prefix of the actions the administration records. */
const AREAS = ['appearance', 'logo', 'card', 'viewPreset', 'detail', 'permissionTemplate', 'infoWidget', 'endUser', 'pdfTemplate'] as const;

/** The administration audit log (issue 12 §11): who changed what and when, with before and after as a diff. */
export default function AuditLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { license } = useActiveSession();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('md'));
  const titleId = useId();
  const areaLabelId = useId();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [area, setArea] = useState('');
  const [expanded, setExpanded] = useState<number | null>(null);
  const log = useAuditLog(license, { page: page + 1, pageSize, action: area ? `${area}.` : '' }, open);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const who = (e: TAuditEntry) => e.Actor.Name || e.Actor.Email || t('auditLog.deletedUser');
  const what = (action: string) => t(`auditLog.actions.${action}`, { defaultValue: action });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth fullScreen={fullScreen} data-testid="audit-log-dialog">
      <DialogTitle id={titleId}>{t('auditLog.title')}</DialogTitle>
      <DialogContent>
        <FormControl size="small" sx={{ minWidth: 220, my: 1 }}>
          <InputLabel id={areaLabelId} shrink>
            {t('auditLog.area')}
          </InputLabel>
          <Select
            labelId={areaLabelId}
            label={t('auditLog.area')}
            notched
            displayEmpty
            value={area}
            onChange={(e) => {
              setArea(e.target.value);
              setPage(0);
            }}
            data-testid="audit-log-area"
          >
            <MenuItem value="">{t('auditLog.allAreas')}</MenuItem>
            {AREAS.map((a) => (
              <MenuItem key={a} value={a}>
                {t(`auditLog.areas.${a}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {log.isFetching ? <LinearProgress aria-label={t('auditLog.loading')} /> : <Box sx={{ height: 4 }} />}
        {log.isError ? <ErrorAlert error={log.error} /> : null}
        {log.data && log.data.Items.length === 0 ? <Typography sx={{ py: 2 }}>{t('auditLog.empty')}</Typography> : null}
        {log.data && log.data.Items.length > 0 ? (
          <TableContainer>
            <Table size="small" aria-label={t('auditLog.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('auditLog.when')}</TableCell>
                  <TableCell>{t('auditLog.who')}</TableCell>
                  <TableCell>{t('auditLog.what')}</TableCell>
                  <TableCell>{t('auditLog.target')}</TableCell>
                  <TableCell>
                    <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                      {t('auditLog.details')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {log.data.Items.map((e) => {
                  const open = expanded === e.Id;
                  const diff = open ? auditDiff(e.Before, e.After) : [];
                  return (
                    <Fragment key={e.Id}>
                      <TableRow hover data-testid="audit-log-row">
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{when.format(new Date(e.At))}</TableCell>
                        <TableCell>{who(e)}</TableCell>
                        <TableCell>{what(e.Action)}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 220 }}>{e.Target ?? '—'}</TableCell>
                        <TableCell padding="checkbox">
                          <IconButton size="small" aria-expanded={open} aria-label={t('auditLog.showChange')} onClick={() => setExpanded(open ? null : e.Id)}>
                            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                          </IconButton>
                        </TableCell>
                      </TableRow>
                      <TableRow>
                        <TableCell colSpan={5} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
                          <Collapse in={open} unmountOnExit>
                            <Box sx={{ py: 1 }} data-testid="audit-log-diff">
                              {diff.length === 0 ? (
                                <Typography variant="body2">{t('auditLog.noDifference')}</Typography>
                              ) : (
                                <Table size="small" aria-label={t('auditLog.change')}>
                                  <TableHead>
                                    <TableRow>
                                      <TableCell>{t('auditLog.field')}</TableCell>
                                      <TableCell>{t('auditLog.before')}</TableCell>
                                      <TableCell>{t('auditLog.after')}</TableCell>
                                    </TableRow>
                                  </TableHead>
                                  <TableBody>
                                    {diff.map((d) => (
                                      <TableRow key={d.path}>
                                        <TableCell sx={{ fontFamily: 'monospace' }}>{d.path}</TableCell>
                                        <TableCell sx={{ overflowWrap: 'anywhere', color: 'error.dark' }}>{d.before || '—'}</TableCell>
                                        <TableCell sx={{ overflowWrap: 'anywhere', color: 'success.dark' }}>{d.after || '—'}</TableCell>
                                      </TableRow>
                                    ))}
                                  </TableBody>
                                </Table>
                              )}
                            </Box>
                          </Collapse>
                        </TableCell>
                      </TableRow>
                    </Fragment>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
        {log.data ? (
          <TablePagination
            component="div"
            count={log.data.Total}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[10, 25, 50, 100]}
            onPageChange={(_, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('auditLog.rowsPerPage')}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('auditLog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
