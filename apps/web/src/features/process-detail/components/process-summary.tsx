import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { Alert, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TProcessDetail } from '@portal/domain';
import { claimLink, contractLink, customerLink } from '../../../lib/object-links';
import { DetailSection } from '../../../ui/detail/detail-section';
import { FieldList, type TField } from '../../../ui/detail/field-list';
import { ErrorAlert } from '../../../ui/error-alert';
import { TextLink } from '../../../ui/text-link';
import { formatDateTime } from '../process-detail-rules';

type Props = {
  process: TProcessDetail;
  licenseKind: string;
  canMarkRead: boolean;
  readPending: boolean;
  readError: unknown;
  onRead: (read: boolean) => void;
  /** The call to action of a process that waits for documents. */
  onUpload: (() => void) | null;
};

/** Status chips, the required action, the pending-confirmation warning, linked objects and the read buttons. */
export function ProcessSummary({ process: p, licenseKind, canMarkRead, readPending, readError, onRead, onUpload }: Props) {
  const { t } = useTranslation();
  const done = p.KundenStatus === 'Ok';
  const fields: TField[] = [
    { key: 'Kunde', label: t('processDetail.fields.Kunde'), value: p.Kunde ? <TextLink {...customerLink(p.Kunde.Id)}>{p.Kunde.Kundenname}</TextLink> : null },
    { key: 'Vertrag', label: t('processDetail.fields.Vertrag'), value: p.Vertrag ? <TextLink {...contractLink(p.Vertrag.Id, p.Vertrag.Typ ?? null)}>{p.Vertrag.VertragsNr}</TextLink> : null },
    { key: 'Schaden', label: t('processDetail.fields.Schaden'), value: p.Schaden ? <TextLink {...claimLink(p.Schaden.Id, licenseKind)}>{p.Schaden.NummerMakler}</TextLink> : null },
    { key: 'Art', label: t('processDetail.fields.Art'), value: isKind(p.Art) ? t(`processDetail.kinds.${p.Art}`) : p.Art },
    { key: 'Richtung', label: t('processDetail.fields.Richtung'), value: p.Richtung === 'in' || p.Richtung === 'out' ? t(`processDetail.status.${p.Richtung}`) : p.Richtung },
    { key: 'Erstellt', label: t('processDetail.fields.Erstellt'), value: formatDateTime(p.Erstellt) },
    { key: 'LetzteNachricht', label: t('processDetail.fields.LetzteNachricht'), value: formatDateTime(p.LastMessage?.Created) },
  ];
  const action = p.Aktion === 'confirmation' || p.Aktion === 'answer' || p.Aktion === 'documents' ? p.Aktion : null;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="process-status" aria-label={t('processDetail.status.label')} role="group">
        <Chip size="small" color={done ? 'success' : 'warning'} label={done ? t('processDetail.status.done') : t('processDetail.status.open')} data-testid="process-status-kunden" data-state={p.KundenStatus} />
        <Chip size="small" variant="outlined" label={p.Active ? t('processDetail.status.active') : t('processDetail.status.closed')} data-testid="process-status-active" data-state={p.Active ? 'active' : 'closed'} />
        <Chip
          size="small"
          variant={p.Read ? 'outlined' : 'filled'}
          color={p.Read ? 'default' : 'primary'}
          label={p.Read ? t('processDetail.status.read') : t('processDetail.status.unread')}
          data-testid="process-status-read"
          data-state={p.Read ? 'read' : 'unread'}
        />
      </Stack>
      {action ? (
        <Alert
          severity="info"
          data-testid="process-required-action"
          data-action={action}
          action={
            action === 'documents' && onUpload ? (
              <Button color="inherit" size="small" onClick={onUpload} data-testid="process-upload-required">
                {t('processDetail.upload.documentsRequired')}
              </Button>
            ) : undefined
          }
        >
          {t(`processDetail.action.${action}`)}
        </Alert>
      ) : null}
      {p.Dirty ? (
        <Alert severity="warning" data-testid="process-dirty">
          {t('processDetail.dirty')}
        </Alert>
      ) : null}
      <DetailSection
        title={t('processDetail.details')}
        data-testid="process-details"
        actions={
          <Button
            size="small"
            variant="outlined"
            onClick={() => onRead(!p.Read)}
            disabled={!canMarkRead || readPending}
            startIcon={readPending ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : p.Read ? <MarkEmailUnreadIcon /> : <MarkEmailReadIcon />}
            data-testid={p.Read ? 'process-mark-unread' : 'process-mark-read'}
          >
            {p.Read ? t('processDetail.markUnread') : t('processDetail.markRead')}
          </Button>
        }
      >
        <Stack spacing={2}>
          {readError ? <ErrorAlert error={readError} data-testid="process-read-error" /> : null}
          {!canMarkRead ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('processDetail.readNotAllowed')}
            </Typography>
          ) : null}
          <FieldList fields={fields} columns={3} data-testid="process-fields" />
        </Stack>
      </DetailSection>
    </Stack>
  );
}

const KINDS = ['task', 'message', 'offer', 'inquiry'] as const;
const isKind = (kind: string): kind is (typeof KINDS)[number] => (KINDS as readonly string[]).includes(kind);
