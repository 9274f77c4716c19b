import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import ReportIcon from '@mui/icons-material/ReportProblemOutlined';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import { Box, Button, Card, CardContent, Checkbox, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type TFilter } from '@portal/domain';
import { formatCount } from '../../../lib/format';
import { getPath, rowId } from '../../../ui/data-table/data-path';
import { useListQuery, type TDataItem } from '../../../ui/data-table/data-query-api';
import type { TListSort } from '../../../ui/data-table/data-query-request';
import { ErrorAlert } from '../../../ui/error-alert';
import { documentTypeLabel } from '../document-type-label';
import { linkedObjectOf, type TLinkedObjectTarget } from '../linked-objects';
import { LinkedObjectButton } from './linked-object-opener';

/** Linked objects of a card, each with its label ("Kunde: …"). */
const LINKED_LABELS = [
  ['Kunde.Kundenname', 'documents.feed.customer'],
  ['Vertrag.VertragsNr', 'documents.feed.contract'],
  ['Schaden.NummerMakler', 'documents.feed.claim'],
  ['Vorgang.Headline', 'documents.feed.process'],
] as const;

const TYPE_ICONS: Record<string, typeof DescriptionIcon> = {
  ANGEBOT: RequestQuoteIcon,
  ANTRAG: AssignmentIcon,
  BEITRAGSRECHNUNG: ReceiptIcon,
  LETZTER_NACHTRAG: GavelIcon,
  POLICE: GavelIcon,
  SCHADENABSCHLUSSMELDUNG: ReportIcon,
  SCHADENMELDUNG: ReportIcon,
};

const text = (row: TDataItem, path: string): string => {
  const v = getPath(row, path);
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
};

type Props = {
  license: string;
  fields: readonly string[];
  filters: readonly TFilter[];
  sorts: readonly TListSort[];
  take: number;
  enabled: boolean;
  emptyContent: ReactNode;
  selectMode: boolean;
  selected: ReadonlySet<string>;
  onToggleSelected: (id: string) => void;
  titleOf: (row: TDataItem) => string;
  actions: (row: TDataItem) => ReactNode;
  onOpen: (row: TDataItem) => void;
  onOpenLinked: (target: TLinkedObjectTarget) => void;
};

/** The documents as cards (spec 000 §2.9/§2.10): type icon, title, date, folder and linked objects. */
export function DocumentFeed(props: Props) {
  const { t, i18n } = useTranslation();
  const list = useListQuery({ license: props.license, type: 'Brief', fields: props.fields, filters: props.filters, sorts: props.sorts, take: props.take, enabled: props.enabled });
  const { query, rows, total } = list;
  const language = i18n.language;
  if (query.isError && !rows.length) return <ErrorAlert error={query.error} />;
  return (
    <Stack spacing={1.5} data-testid="document-feed">
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 500 }} aria-live="polite" data-testid="data-table-total" data-total={total ?? ''}>
        {total !== undefined ? t('documents.total', { count: total, formatted: formatCount(total, language) }) : t('common.loading')}
      </Typography>
      {query.isPending && props.enabled ? (
        <Stack spacing={1}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={90} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Box sx={{ p: 4, textAlign: 'center' }} data-testid="data-table-empty">
          {props.emptyContent}
        </Box>
      ) : (
        <Stack component="ul" aria-label={t('documents.feed.label')} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => {
            const id = rowId(row);
            const title = props.titleOf(row);
            const Icon = TYPE_ICONS[text(row, 'Brieftyp')] ?? DescriptionIcon;
            const unread = !getPath(row, 'Read');
            const linked = LINKED_LABELS.flatMap(([property, key]) => {
              const link = linkedObjectOf(property, row);
              return link ? [{ ...link, key }] : [];
            });
            const folder = text(row, 'Folder');
            return (
              <Box component="li" key={id} data-testid="data-row" data-row="" data-id={id}>
                <Card variant="outlined">
                  <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
                    {props.selectMode ? (
                      <Checkbox
                        checked={props.selected.has(id)}
                        onChange={() => props.onToggleSelected(id)}
                        slotProps={{ input: { 'aria-label': t('documents.row.selectOne', { title }) } }}
                        sx={{ p: 0.5 }}
                      />
                    ) : null}
                    <Icon sx={{ color: 'primary.main', mt: 0.5 }} aria-hidden="true" />
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography
                        component="button"
                        type="button"
                        onClick={() => props.onOpen(row)}
                        sx={{ all: 'unset', cursor: 'pointer', fontWeight: unread ? 700 : 500, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' }, '&:hover': { textDecoration: 'underline' } }}
                      >
                        {title}
                      </Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {[formatDate(text(row, 'Erstellt')) ?? '', text(row, 'Brieftyp') ? documentTypeLabel(t, text(row, 'Brieftyp')) : '', folder ? t('documents.feed.folder', { folder }) : '']
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography>
                      {linked.length ? (
                        <Typography variant="body2" component="div" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
                          {linked.map((l) => (
                            <span key={l.key}>
                              {t(l.key, { value: '' })}
                              <LinkedObjectButton label={l.label} onOpen={() => props.onOpenLinked(l.target)} data-testid={`document-link-${l.target.kind}`} />
                            </span>
                          ))}
                        </Typography>
                      ) : null}
                    </Box>
                    {props.actions(row)}
                  </CardContent>
                </Card>
              </Box>
            );
          })}
        </Stack>
      )}
      {query.isFetchingNextPage ? <LinearProgress aria-label={t('dataTable.loadingMore')} /> : null}
      {query.hasNextPage && !query.isFetchingNextPage ? (
        <Button onClick={() => void query.fetchNextPage()} sx={{ alignSelf: 'center' }}>
          {t('documents.feed.more')}
        </Button>
      ) : null}
    </Stack>
  );
}
