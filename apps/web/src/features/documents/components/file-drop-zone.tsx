import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Snackbar, Typography } from '@mui/material';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canWrite } from '@portal/domain';
import { permissionContextOf, useActiveSession } from '../../session';
import type { TUploadLinks } from '../api';
import { DocumentUploadDialog } from './document-upload-dialog';

const hasFiles = (e: DragEvent<HTMLElement>) => Array.from(e.dataTransfer.types).includes('Files');

type Props = {
  /** What a dropped file is linked to. */
  links: TUploadLinks;
  /** Shown in the dialog: "Kunde Abt, Timm". */
  linkLabel: string;
  children: ReactNode;
  'data-testid'?: string;
};

/**
 * Files dropped onto a customer, contract, claim or process open the upload dialog with that record
 * as the link (spec 001 §2.8). Without write access (read-only, no permission) it is a plain wrapper.
 */
export function FileDropZone({ links, linkLabel, children, ...rest }: Props) {
  const { t } = useTranslation();
  const { license, userInit } = useActiveSession();
  const writable = canWrite(permissionContextOf(userInit));
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState(false);
  if (!writable) return <>{children}</>;

  const onDragEnter = (e: DragEvent<HTMLElement>) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const onDragLeave = (e: DragEvent<HTMLElement>) => {
    if (!hasFiles(e)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const onDragOver = (e: DragEvent<HTMLElement>) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (e: DragEvent<HTMLElement>) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    depth.current = 0;
    setOver(false);
    const dropped = e.dataTransfer.files[0];
    if (dropped) setFile(dropped);
  };

  return (
    <Box onDragEnter={onDragEnter} onDragLeave={onDragLeave} onDragOver={onDragOver} onDrop={onDrop} sx={{ position: 'relative' }} data-testid={rest['data-testid'] ?? 'file-drop-zone'}>
      {children}
      {over ? (
        <Box
          aria-hidden="true"
          data-testid="file-drop-overlay"
          sx={{ position: 'absolute', inset: 0, zIndex: 5, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, border: 3, borderStyle: 'dashed', borderColor: 'primary.main', borderRadius: 2, bgcolor: 'rgba(255,255,255,0.88)', pointerEvents: 'none' }}
        >
          <UploadFileIcon sx={{ fontSize: 48, color: 'primary.main' }} />
          <Typography variant="h6" component="p">
            {t('documents.upload.dropHere', { target: linkLabel })}
          </Typography>
        </Box>
      ) : null}
      <DocumentUploadDialog
        license={license}
        open={!!file}
        initialFile={file}
        links={links}
        linkLabel={linkLabel}
        onClose={() => setFile(null)}
        onUploaded={() => {
          setFile(null);
          setDone(true);
        }}
      />
      <Snackbar open={done} autoHideDuration={5000} onClose={() => setDone(false)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="success" variant="filled" onClose={() => setDone(false)} data-testid="file-drop-uploaded">
          {t('documents.messages.uploaded')}
        </Alert>
      </Snackbar>
    </Box>
  );
}
