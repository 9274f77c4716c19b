import DownloadIcon from '@mui/icons-material/Download';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export type TDocumentRowActionsProps = {
  title: string;
  read: boolean;
  /** Mark read only on the new-documents route (spec 000 §2.10). */
  offerRead: boolean;
  /** Read-only mode or no permission to create processes: the buttons are disabled (spec 000 §5). */
  canMarkRead: boolean;
  busy: boolean;
  /** Absent for members who may not open files (guests): no preview or download button. */
  onPreview?: () => void;
  onDownload?: () => void;
  onRead: (read: boolean) => void;
};

/** Preview, download and read/unread of one document (table row or feed card). */
export function DocumentRowActions({ title, read, offerRead, canMarkRead, busy, onPreview, onDownload, onRead }: TDocumentRowActionsProps) {
  const { t } = useTranslation();
  const withTip = (label: string, button: ReactElement) => (
    <Tooltip title={label}>
      <span>{button}</span>
    </Tooltip>
  );
  return (
    <Stack direction="row" spacing={0.25}>
      {onPreview
        ? withTip(
            t('documents.row.preview', { title }),
            <IconButton size="small" aria-label={t('documents.row.preview', { title })} onClick={onPreview} data-testid="document-row-preview">
              <VisibilityIcon fontSize="small" />
            </IconButton>,
          )
        : null}
      {onDownload
        ? withTip(
            t('documents.row.download', { title }),
            <IconButton size="small" aria-label={t('documents.row.download', { title })} onClick={onDownload} data-testid="document-row-download">
              <DownloadIcon fontSize="small" />
            </IconButton>,
          )
        : null}
      {!read && offerRead
        ? withTip(
            t('documents.row.markRead', { title }),
            <IconButton size="small" aria-label={t('documents.row.markRead', { title })} onClick={() => onRead(true)} disabled={!canMarkRead || busy} data-testid="document-row-read">
              <MarkEmailReadIcon fontSize="small" />
            </IconButton>,
          )
        : null}
      {read
        ? withTip(
            t('documents.row.markUnread', { title }),
            <IconButton size="small" aria-label={t('documents.row.markUnread', { title })} onClick={() => onRead(false)} disabled={!canMarkRead || busy} data-testid="document-row-unread">
              <MarkEmailUnreadIcon fontSize="small" />
            </IconButton>,
          )
        : null}
    </Stack>
  );
}
