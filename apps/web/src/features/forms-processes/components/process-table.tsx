import FileDownloadIcon from '@mui/icons-material/FileDownload';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Box, Button, Collapse, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseFormsProcessSort, type TFormsProcess } from '@portal/domain';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { ProcessActions, StatusChip, type TProcessActionHandlers } from './process-actions';
import { fieldText, groupProcesses, PROCESS_FIELDS, SORT_KEY_OF, type TProcessField } from './process-fields';

type Props = {
  items: readonly TFormsProcess[];
  sort: string;
  onSortChange: (sort: string) => void;
  grouped: boolean;
  /** A group header's export: the group's name (null: the rows without one) and its rows on this page. */
  onExportGroup: (group: string | null, items: readonly TFormsProcess[]) => void;
  exporting: boolean;
  handlers: TProcessActionHandlers;
};

/** Short values stay on one line; names and lists wrap, so that the table fits more of its columns. */
const NO_WRAP = new Set<TProcessField>(['status', 'created', 'validUntil', 'contract', 'claim', 'context']);
const MIN_WIDTH: Partial<Record<TProcessField, number>> = { form: 160, receivers: 190, customer: 130, address: 150, creator: 110 };
/** The actions stay in view at the right edge while the columns scroll. */
const stickyEnd = { position: 'sticky', right: 0, bgcolor: 'background.paper', boxShadow: (theme: { palette: { divider: string } }) => `inset 1px 0 0 ${theme.palette.divider}` } as const;

/** Columns beside the data: the details toggle (the hidden details column, spec 001 §2.2) and the actions. */
const COLUMN_COUNT = PROCESS_FIELDS.length + 2;

/**
 * The table view (spec 001 §2.2): every column, sortable where the server sorts, optionally grouped by group name
 * with an export per group; each row folds out its details (group, process id, form address).
 */
export function ProcessTable({ items, sort, onSortChange, grouped, onExportGroup, exporting, handlers }: Props) {
  const { t } = useTranslation();
  const current = parseFormsProcessSort(sort);
  const header = (field: TProcessField) => {
    const key = SORT_KEY_OF[field];
    const label = t(`formsProcesses.columns.${field}`);
    if (!key) return label;
    const active = current.key === key;
    const direction = active && current.desc ? 'desc' : 'asc';
    return (
      <TableSortLabel active={active} direction={active ? direction : 'asc'} onClick={() => onSortChange(active && !current.desc ? `-${key}` : key)} data-testid={`sort-${field}`}>
        {label}
      </TableSortLabel>
    );
  };
  const groups = grouped ? groupProcesses(items) : [{ name: undefined, items: [...items] }];
  return (
    // Positioned: the visually hidden header text stays inside the scrolling box instead of widening the page.
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, position: 'relative' }}>
      <Table size="small" aria-label={t('formsProcesses.title')} data-testid="process-table">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                {t('formsProcesses.columns.details')}
              </Box>
            </TableCell>
            {PROCESS_FIELDS.map((field) => (
              <TableCell key={field} sortDirection={SORT_KEY_OF[field] === current.key ? (current.desc ? 'desc' : 'asc') : false} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {header(field)}
              </TableCell>
            ))}
            <TableCell sx={{ ...stickyEnd, fontWeight: 600 }}>{t('formsProcesses.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <Fragment key={group.name ?? '\u0000'}>
              {group.name !== undefined ? (
                <TableRow data-testid="process-group" data-group={group.name ?? ''} sx={{ bgcolor: 'action.hover' }}>
                  <TableCell colSpan={COLUMN_COUNT}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                      <Typography component="h2" variant="subtitle2">
                        {group.name ?? t('formsProcesses.noGroup')}
                      </Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {t('formsProcesses.groupCount', { count: group.items.length })}
                      </Typography>
                      <Button
                        size="small"
                        startIcon={<FileDownloadIcon />}
                        onClick={() => onExportGroup(group.name ?? null, group.items)}
                        disabled={exporting}
                        aria-label={t('formsProcesses.groupExport', { group: group.name ?? t('formsProcesses.noGroup') })}
                        data-testid="group-export"
                      >
                        {t('formsProcesses.export')}
                      </Button>
                    </Box>
                  </TableCell>
                </TableRow>
              ) : null}
              {group.items.map((p) => (
                <ProcessRow key={p.Id} process={p} handlers={handlers} />
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ProcessRow({ process: p, handlers }: { process: TFormsProcess; handlers: TProcessActionHandlers }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = `process-details-${p.Id}`;
  return (
    <>
      <TableRow hover data-testid="process-row" data-risk-id={p.Id} sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={open ? t('formsProcesses.actions.hideDetails') : t('formsProcesses.actions.showDetails')}
            onClick={() => setOpen((o) => !o)}
            data-testid="process-details-toggle"
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        {PROCESS_FIELDS.map((field) => (
          <TableCell key={field} data-field={field} sx={{ whiteSpace: NO_WRAP.has(field) ? 'nowrap' : 'normal', minWidth: MIN_WIDTH[field], overflowWrap: 'anywhere' }}>
            {field === 'status' ? <StatusChip state={p.Status} /> : field === 'context' ? (p.Kontext ? t(`formsProcesses.context.${p.Kontext}`) : '') : fieldText(p, field)}
          </TableCell>
        ))}
        <TableCell sx={stickyEnd}>
          <ProcessActions process={p} handlers={handlers} />
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMN_COUNT} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit id={detailsId}>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 1.5 }} data-testid="process-details">
              <dt>{t('formsProcesses.columns.group')}</dt>
              <dd style={{ margin: 0 }}>{p.Group?.Name ?? t('formsProcesses.details.none')}</dd>
              <dt>{t('formsProcesses.details.riskId')}</dt>
              <dd style={{ margin: 0 }}>{p.RiskId}</dd>
              <dt>{t('formsProcesses.details.url')}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{p.Url}</dd>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
