import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useBlocker } from '@tanstack/react-router';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canMarkRead as canMarkReadRule, canWrite as canWriteRule, type TPostProcessMessage } from '@portal/domain';
import { isApiError } from '../../../lib/api-client';
import { DetailTabPanel, DetailTabs } from '../../../ui/detail/detail-tabs';
import { pageHeadingSx } from '../../../ui/detail/page-heading';
import { QueryState } from '../../../ui/detail/query-state';
import { UnsavedChangesDialog } from '../../../ui/unsaved-changes-dialog';
import { usePageTitle } from '../../../ui/use-page-title';
import { permissionContextOf, useActiveSession } from '../../session';
import { usePostMessageMutation, useProcessDetail, useReadStatusMutation, useUploadFileMutation } from '../api';
import { hasUnsentReply, leavesProcess, normaliseProcessFocus, PROCESS_FOCUSES, threadFiles, type TProcessFocus } from '../process-detail-rules';
import { AttachDialog } from './attach-dialog';
import { MessageThread } from './message-thread';
import { ProcessFiles } from './process-files';
import { ProcessSummary } from './process-summary';
import { ReplyBox } from './reply-box';

type Props = { processRef: string; focus: string | undefined; onFocusChange: (focus: TProcessFocus) => void };

const hasFiles = (e: DragEvent<HTMLElement>) => Array.from(e.dataTransfer.types).includes('Files');

/**
 * The process page (spec 000 §3 process feed item, §4; spec 001 §2.1 vorgang/{id}/{focus}): status,
 * linked objects, the thread with the reply box and the files. Files dropped anywhere on the page open
 * the attach dialog (spec 001 §2.8); leaving with a typed, unsent reply asks first.
 *
 * Opening the page does not mark the process read: a process has one read flag for both sides
 * (docs/api-processes.md), marking needs CanCreateProcesses, and the spec keeps explicit read/unread
 * buttons (000 §2.9, §5) — a customer merely looking would otherwise hide the news from the broker's post box.
 */
export function ProcessDetailView({ processRef, focus, onFocusChange }: Props) {
  const { t } = useTranslation();
  const { license, userInit } = useActiveSession();
  const permissions = permissionContextOf(userInit);
  const canWrite = canWriteRule(permissions);
  const query = useProcessDetail(license, processRef);
  const p = query.data;
  const id = p?.Id ?? '';
  const post = usePostMessageMutation(license, processRef, id);
  const read = useReadStatusMutation(license, processRef, id);
  const upload = useUploadFileMutation(license, processRef, id);
  const idPrefix = useId().replace(/:/g, '');
  const active = normaliseProcessFocus(focus);
  const [reply, setReply] = useState('');
  const [attach, setAttach] = useState<{ open: boolean; files: readonly File[] }>({ open: false, files: [] });
  const [dragging, setDragging] = useState(false);
  usePageTitle(p?.Headline ?? t('processDetail.title'));

  const dirty = hasUnsentReply(reply);
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirty && leavesProcess(current.pathname, next.pathname),
    enableBeforeUnload: () => dirty,
    disabled: !dirty,
    withResolver: true,
  });

  const send = (body: TPostProcessMessage) =>
    post.mutate(body, {
      onSuccess: () => setReply(''),
    });
  const openAttach = (files: readonly File[] = []) => setAttach({ open: true, files });

  if (!p) {
    const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <Stack spacing={2} data-testid="process-detail" data-state={query.isError ? 'error' : 'loading'}>
        <Typography variant="h4" component="h1" sx={pageHeadingSx}>
          {t('processDetail.title')}
        </Typography>
        {notFound ? (
          <Alert severity="warning" data-testid="process-not-found">
            {t('processDetail.notFound')}
          </Alert>
        ) : (
          <QueryState query={query} data-testid="process-error" />
        )}
      </Stack>
    );
  }

  const files = threadFiles(p);
  const dropProps = canWrite
    ? {
        onDragOver: (e: DragEvent<HTMLElement>) => {
          if (!hasFiles(e) || attach.open) return;
          e.preventDefault();
          setDragging(true);
        },
        onDragLeave: (e: DragEvent<HTMLElement>) => {
          if (e.currentTarget === e.target) setDragging(false);
        },
        onDrop: (e: DragEvent<HTMLElement>) => {
          if (!hasFiles(e) || attach.open) return;
          e.preventDefault();
          setDragging(false);
          openAttach(Array.from(e.dataTransfer.files));
        },
      }
    : {};

  return (
    <Stack
      spacing={2.5}
      data-testid="process-detail"
      data-state="ready"
      data-process-id={p.Id}
      {...dropProps}
      sx={{ maxWidth: 1200, position: 'relative', outline: dragging ? 2 : 0, outlineStyle: 'dashed', outlineColor: 'primary.main', outlineOffset: 8, borderRadius: 1 }}
    >
      <Typography variant="h4" component="h1" sx={pageHeadingSx} data-testid="process-detail-heading">
        {p.Headline}
      </Typography>
      {dragging ? (
        <Alert severity="info" data-testid="process-drop-overlay">
          {t('processDetail.upload.dropOverlay')}
        </Alert>
      ) : null}
      <ProcessSummary
        process={p}
        licenseKind={userInit.Kind}
        canMarkRead={canMarkReadRule(permissions)}
        readPending={read.isPending}
        readError={read.error}
        onRead={(r) => read.mutate(r)}
        onUpload={canWrite ? () => openAttach() : null}
      />
      <Box component="section" aria-label={t('processDetail.tabsLabel')}>
        <DetailTabs
          tabs={PROCESS_FOCUSES.map((f) => ({ value: f, label: `${t(`processDetail.tabs.${f}`)} (${f === 'nachrichten' ? p.Messages.length : files.length})` }))}
          value={active}
          onChange={(v) => onFocusChange(normaliseProcessFocus(v))}
          label={t('processDetail.tabsLabel')}
          idPrefix={idPrefix}
        />
        <DetailTabPanel value="nachrichten" active={active} idPrefix={idPrefix}>
          <Stack spacing={3}>
            <MessageThread messages={p.Messages} license={license} />
            <ReplyBox
              process={p}
              text={reply}
              onTextChange={(text) => {
                setReply(text);
                if (post.isSuccess || post.isError) post.reset();
              }}
              canWrite={canWrite}
              sending={post.isPending}
              sendError={post.error}
              sent={post.isSuccess}
              onSend={send}
              onAttach={() => openAttach()}
            />
          </Stack>
        </DetailTabPanel>
        <DetailTabPanel value="dateien" active={active} idPrefix={idPrefix}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            {canWrite ? (
              <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => openAttach()} data-testid="process-files-attach">
                {t('processDetail.reply.attach')}
              </Button>
            ) : null}
            <ProcessFiles files={files} license={license} />
          </Stack>
        </DetailTabPanel>
      </Box>
      <AttachDialog open={attach.open} initialFiles={attach.files} upload={(input) => upload.mutateAsync(input)} onClose={() => setAttach({ open: false, files: [] })} />
      <UnsavedChangesDialog open={blocker.status === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </Stack>
  );
}
