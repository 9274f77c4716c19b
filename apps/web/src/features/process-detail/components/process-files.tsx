import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { fileDownloadUrl, formatDateTime, formatFileSize, type TThreadFile } from '../process-detail-rules';

type Props = { files: readonly TThreadFile[]; license: string };

/** The Dateien tab: every attachment of the thread, newest first, each a download link. */
export function ProcessFiles({ files, license }: Props) {
  const { t } = useTranslation();
  if (files.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }} data-testid="process-files-empty">
        {t('processDetail.files.empty')}
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" data-testid="process-files">
        <caption style={visuallyHidden}>{t('processDetail.files.caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('processDetail.files.name')}</TableCell>
            <TableCell>{t('processDetail.files.size')}</TableCell>
            <TableCell>{t('processDetail.files.author')}</TableCell>
            <TableCell>{t('processDetail.files.date')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {files.map((f) => (
            <TableRow key={f.Id} data-testid="process-file-row">
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link href={fileDownloadUrl(f.Url, license)} download={f.FileName} data-testid="process-file-link">
                  {f.FileName}
                </Link>
              </TableCell>
              <TableCell>{formatFileSize(f.Size)}</TableCell>
              <TableCell>{f.author}</TableCell>
              <TableCell>{formatDateTime(f.created)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
