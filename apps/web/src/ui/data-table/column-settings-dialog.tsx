import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  IconButton,
  InputLabel,
  List,
  ListItem,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPropertyDef } from '@portal/domain';
import { ErrorAlert } from '../error-alert';
import { moveItem, setColumnSort, toggleColumn } from './column-order';
import type { TListSort } from './data-query-request';

export type TColumnChoice = { columns: string[]; sorts: TListSort[] };

type Props = {
  open: boolean;
  onClose: () => void;
  /** Every column the user may choose. */
  available: readonly TPropertyDef[];
  labelOf: (property: string) => string;
  current: TColumnChoice;
  defaults: TColumnChoice;
  onSave: (choice: TColumnChoice) => void;
  saving?: boolean;
  error?: unknown;
};

/**
 * The column choice of a list (spec 000 §2.4): all columns (searchable by name), the current columns
 * in order (drag, or move up/down with buttons), and a sort per column. Saved per user and list.
 */
export function ColumnSettingsDialog({ open, onClose, available, labelOf, current, defaults, onSave, saving, error }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [state, setState] = useState<TColumnChoice>(current);
  const [search, setSearch] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);

  // Each opening starts from the list's current columns (state derived from props during render).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setState(current);
      setSearch('');
    }
  }

  const sortable = useMemo(() => new Set(available.filter((d) => !d.noSort).map((d) => d.name)), [available]);
  const all = useMemo(() => {
    const q = search.trim().toLowerCase();
    return [...available]
      .map((d) => ({ name: d.name, label: labelOf(d.name) }))
      .filter((c) => !q || c.label.toLowerCase().includes(q))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [available, labelOf, search]);

  const move = (from: number, to: number) => setState((s) => ({ ...s, columns: moveItem(s.columns, from, to) }));
  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (dragFrom !== null) move(dragFrom, to);
    setDragFrom(null);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth data-testid="column-settings-dialog">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('dataTable.columns.title')}
        <IconButton aria-label={t('common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {error ? <ErrorAlert error={error} /> : null}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: error ? 2 : 0 }}>
          <Box sx={{ flex: 1, minWidth: 0 }} component="section" aria-labelledby={`${titleId}-all`}>
            <Typography id={`${titleId}-all`} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {t('dataTable.columns.all')}
            </Typography>
            <TextField
              size="small"
              fullWidth
              label={t('dataTable.columns.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'column-settings-search' } }}
            />
            <List dense sx={{ maxHeight: 420, overflow: 'auto' }}>
              {all.map((c) => (
                <ListItem key={c.name} disablePadding>
                  <FormControlLabel
                    sx={{ ml: 0, width: '100%' }}
                    control={
                      <Checkbox
                        size="small"
                        checked={state.columns.includes(c.name)}
                        onChange={(e) => setState((s) => toggleColumn(s, c.name, e.target.checked))}
                        slotProps={{ input: { 'data-testid': `column-option-${c.name}` } as object }}
                      />
                    }
                    label={c.label}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
          <Box sx={{ flex: 1.7, minWidth: 0 }} component="section" aria-labelledby={`${titleId}-current`}>
            <Typography id={`${titleId}-current`} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {t('dataTable.columns.current')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('dataTable.columns.dragHint')}
            </Typography>
            {state.columns.length === 0 ? (
              <Typography role="alert" sx={{ color: 'error.main' }}>
                {t('dataTable.columns.noneChosen')}
              </Typography>
            ) : null}
            <List dense data-testid="column-settings-current">
              {state.columns.map((name, index) => {
                const label = labelOf(name);
                const sortAt = state.sorts.findIndex((s) => s.Property === name);
                const sort = sortAt >= 0 ? (state.sorts[sortAt]?.Direction ?? 'asc') : 'none';
                const sortId = `${titleId}-sort-${index}`;
                return (
                  <ListItem
                    key={name}
                    draggable
                    onDragStart={() => setDragFrom(index)}
                    onDragOver={(e) => e.preventDefault()}
                    onDrop={(e) => onDrop(e, index)}
                    onDragEnd={() => setDragFrom(null)}
                    data-testid={`column-current-${name}`}
                    sx={{ gap: 1, py: 0.75, border: 1, borderColor: dragFrom === index ? 'primary.main' : 'divider', borderRadius: 1, mb: 0.5, bgcolor: 'background.paper' }}
                  >
                    <DragIndicatorIcon fontSize="small" sx={{ cursor: 'grab', color: 'text.secondary' }} aria-hidden="true" />
                    <Typography sx={{ flex: 1, minWidth: 120, overflowWrap: 'anywhere' }}>{label}</Typography>
                    <FormControl size="small" sx={{ width: 160, flexShrink: 0 }} disabled={!sortable.has(name)}>
                      <InputLabel id={sortId}>{t('dataTable.columns.sort')}</InputLabel>
                      <Select
                        labelId={sortId}
                        label={t('dataTable.columns.sort')}
                        value={sort}
                        onChange={(e) => setState((s) => ({ ...s, sorts: setColumnSort(s.sorts, name, e.target.value as 'asc' | 'desc' | 'none') }))}
                        inputProps={{ 'aria-label': t('dataTable.columns.sortOf', { column: label }) }}
                      >
                        <MenuItem value="none">{t('dataTable.columns.sortNone')}</MenuItem>
                        <MenuItem value="asc">
                          {sortAt >= 0 && state.sorts.length > 1 ? `${sortAt + 1}. ` : ''}
                          {t('dataTable.columns.sortAsc')}
                        </MenuItem>
                        <MenuItem value="desc">
                          {sortAt >= 0 && state.sorts.length > 1 ? `${sortAt + 1}. ` : ''}
                          {t('dataTable.columns.sortDesc')}
                        </MenuItem>
                      </Select>
                    </FormControl>
                    <IconButton size="small" aria-label={t('dataTable.columns.moveUp', { column: label })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('dataTable.columns.moveDown', { column: label })}
                      disabled={index === state.columns.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={t('dataTable.columns.remove', { column: label })} onClick={() => setState((s) => toggleColumn(s, name, false))}>
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </ListItem>
                );
              })}
            </List>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => setState(defaults)} data-testid="column-settings-reset">
          {t('dataTable.columns.reset')}
        </Button>
        <Stack direction="row" spacing={1}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="contained" disabled={saving || state.columns.length === 0} onClick={() => onSave(state)} data-testid="column-settings-save">
            {t('common.save')}
          </Button>
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
