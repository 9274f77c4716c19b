import { Alert, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type TNeedsAnalysisMember } from '@portal/domain';
import { translateError } from '../../../ui/translate-error';
import { useActiveSession } from '../../session';
import { memberNeedsAnalysesQueryOptions } from '../api';

type Props = { open: boolean; onClose: () => void };

/** What the answers feed (issue 12 item 4): the licence's staff see each member's situation and the cover it points to. */
export function MemberAnalysesDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const query = useQuery({ ...memberNeedsAnalysesQueryOptions(license, page + 1, pageSize), enabled: open, placeholderData: keepPreviousData });
  const data = query.data;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="member-analyses-title" data-testid="member-analyses-dialog">
      <DialogTitle id="member-analyses-title">{t('needsAnalysis.members.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('needsAnalysis.members.intro')}
        </Typography>
        {query.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}
        {query.isError ? <Alert severity="error">{translateError(t, query.error)}</Alert> : null}
        {data && data.Total === 0 ? <Alert severity="info">{t('needsAnalysis.members.empty')}</Alert> : null}
        {data && data.Total > 0 ? (
          <TableContainer>
            <Table size="small" aria-labelledby="member-analyses-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('needsAnalysis.members.member')}</TableCell>
                  <TableCell>{t('needsAnalysis.members.situation')}</TableCell>
                  <TableCell>{t('needsAnalysis.members.recommended')}</TableCell>
                  <TableCell>{t('needsAnalysis.members.saved')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.Items.map((m) => (
                  <MemberRow key={m.UserId} member={m} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
        {data && data.Total > 0 ? (
          <TablePagination
            component="div"
            count={data.Total}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[10, 25, 50]}
            onPageChange={(_, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('needsAnalysis.members.perPage')}
            labelDisplayedRows={({ from, to, count }) => t('common.pagination.displayed', { from, to, count })}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('needsAnalysis.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function MemberRow({ member }: { member: TNeedsAnalysisMember }) {
  const { t } = useTranslation();
  const { Entry } = member;
  const about = [
    t(`needsAnalysis.private.${Entry.PrivateSituation}`),
    t(`needsAnalysis.professional.${Entry.BeruflicheSituation}`),
    ...Entry.WasBinIch.map((v) => t(`needsAnalysis.am.${v}`)),
    ...Entry.WasBesitzeIch.map((v) => `${t('needsAnalysis.members.owns')} ${t(`needsAnalysis.own.${v}`)}`),
  ];
  return (
    <TableRow data-testid={`member-analysis-${member.UserId}`}>
      <TableCell>
        <Typography variant="body2">{member.Name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {member.Email}
        </Typography>
      </TableCell>
      <TableCell>{about.join(' · ')}</TableCell>
      <TableCell>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {member.Recommended.map((c) => (
            <Chip key={c} size="small" label={t(`needsAnalysis.coverage.${c}`)} />
          ))}
        </Stack>
      </TableCell>
      <TableCell>{formatDate(member.Saved)}</TableCell>
    </TableRow>
  );
}
