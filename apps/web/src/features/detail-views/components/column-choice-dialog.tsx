/**
 * The table column-choice dialog (spec 000 §2.4): all columns of the type's catalogue, the current columns with
 * their name, grid flag and sort, and the locked flag. Also edits the view's name and, for a line-of-business mask,
 * its branch. Saves the view (POST/PUT DetailCustomization/Definition).
 */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definitionDataType, isBranchMaskType, type TDetailColumn, type TDetailDefinitionInput, type TDetailDefinitionItem } from '@portal/domain';
import { choosableProperties } from '../../../ui/data-table/list-columns';
import { columnLabel } from '../../../ui/data-table/column-label';
import { useIsMobile } from '../../../ui/use-media';
import { translateError } from '../../../ui/translate-error';
import { useSaveDetailDefinition } from '../api/detail-views';

type TBranch = { Spartenkuerzel: string; Spartenbezeichnung: string | null };

type Props = {
  license: string;
  /** The view to edit, or a new one of `type` (a branch mask when `type` is null). */
  definition: TDetailDefinitionItem | null;
  type: string | null;
  branches: readonly TBranch[];
  onClose: () => void;
  onSaved: (saved: TDetailDefinitionItem) => void;
};

type TSort = 'asc' | 'desc' | '';

export default function ColumnChoiceDialog({ license, definition, type, branches, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const mobile = useIsMobile();
  const titleId = useId();
  const save = useSaveDetailDefinition(license);
  const lang = i18n.language.slice(0, 2) as 'de' | 'en' | 'pl';
  const branchMask = definition ? isBranchMaskType(definition.Type) : type === null;
  const [name, setName] = useState(definition?.Name ?? '');
  const [viewType, setViewType] = useState(definition?.Type ?? type ?? '');
  const [columns, setColumns] = useState<TDetailColumn[]>(definition?.Columns ?? []);
  const [locked, setLocked] = useState(definition?.Settings.ColumnsLocked ?? false);
  const [filter, setFilter] = useState('');
  const [touched, setTouched] = useState(false);
  const dataType = definitionDataType(viewType || 'VERTRAG');
  const all = useMemo(() => choosableProperties(dataType, true), [dataType]);
  const label = (path: string, column?: TDetailColumn) => columnLabel(t, i18n.language, dataType, path, column);
  const chosen = new Set(columns.map((c) => c.Path));
  const folded = filter.trim().toLowerCase();
  const available = all.filter((p) => !chosen.has(p.name) && (!folded || label(p.name).toLowerCase().includes(folded) || p.name.toLowerCase().includes(folded)));
  const nameError = touched && !name.trim();
  const typeError = touched && !viewType;
  const columnsError = touched && columns.length === 0;

  const add = (path: string) => {
    const def = all.find((p) => p.name === path);
    setColumns((cs) => [...cs, { Id: `${path}-${Date.now().toString(36)}`, DisplayName: label(path), DataType: def?.type ?? 'string', OnGrid: true, Path: path, Sort: null }]);
  };
  const update = (i: number, patch: Partial<TDetailColumn>) => setColumns((cs) => cs.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const move = (i: number, by: -1 | 1) =>
    setColumns((cs) => {
      const next = [...cs];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item!);
      return next;
    });
  const rename = (i: number, value: string) => {
    const column = columns[i]!;
    const labels = { ...column.Settings?.LanguageLabels, [lang]: value || undefined };
    update(i, { DisplayName: value || column.Path, Settings: { ...column.Settings, LanguageLabels: labels } });
  };

  const submit = () => {
    setTouched(true);
    if (!name.trim() || !viewType || columns.length === 0) return;
    const input: TDetailDefinitionInput = { Name: name.trim(), Type: viewType, Columns: columns, Settings: { ColumnsLocked: locked } };
    save.mutate({ id: definition?.Id ?? null, input }, { onSuccess: onSaved });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth fullScreen={mobile} aria-labelledby={titleId} data-testid="column-choice-dialog">
      <DialogTitle id={titleId}>{definition ? t('detailViews.columns.titleOf', { name: definition.Name }) : t('detailViews.columns.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('detailViews.columns.viewName')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              error={nameError}
              helperText={nameError ? t('detailViews.nameRequired') : ' '}
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': 'column-choice-name', maxLength: 200 } }}
            />
            {branchMask ? (
              <TextField
                select
                label={t('detailViews.columns.branch')}
                value={viewType}
                onChange={(e) => setViewType(e.target.value)}
                required
                error={typeError}
                helperText={typeError ? t('detailViews.nameRequired') : ' '}
                sx={{ minWidth: 240 }}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'column-choice-branch' } as object } }}
              >
                {branches.map((b) => (
                  <MenuItem key={b.Spartenkuerzel} value={b.Spartenkuerzel}>
                    {b.Spartenkuerzel} – {b.Spartenbezeichnung ?? ''}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField label={t('detailViews.columns.viewType')} value={viewType} disabled sx={{ minWidth: 240 }} helperText=" " />
            )}
          </Stack>
          <FormControlLabel control={<Switch checked={locked} onChange={(e) => setLocked(e.target.checked)} data-testid="column-choice-locked" />} label={t('detailViews.columns.locked')} />
          {columnsError ? <Alert severity="error">{t('detailViews.columns.atLeastOne')}</Alert> : null}
          {save.isError ? <Alert severity="error">{translateError(t, save.error)}</Alert> : null}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
            <Box sx={{ flex: 1, minWidth: 0 }} component="section" aria-labelledby={`${titleId}-all`}>
              <Typography variant="subtitle1" component="h3" id={`${titleId}-all`}>
                {t('detailViews.columns.allColumns')}
              </Typography>
              <TextField size="small" label={t('detailViews.columns.filter')} value={filter} onChange={(e) => setFilter(e.target.value)} fullWidth sx={{ my: 1 }} />
              <List dense sx={{ maxHeight: 420, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="column-choice-available">
                {available.map((p) => (
                  <ListItem
                    key={p.name}
                    secondaryAction={
                      <IconButton edge="end" aria-label={t('detailViews.columns.add', { name: label(p.name) })} onClick={() => add(p.name)} data-testid={`column-add-${p.name}`}>
                        <AddIcon />
                      </IconButton>
                    }
                  >
                    <ListItemText primary={label(p.name)} secondary={p.name} />
                  </ListItem>
                ))}
              </List>
            </Box>
            <Box sx={{ flex: 2, minWidth: 0 }} component="section" aria-labelledby={`${titleId}-current`}>
              <Typography variant="subtitle1" component="h3" id={`${titleId}-current`}>
                {t('detailViews.columns.currentColumns')}
              </Typography>
              {columns.length === 0 ? <Typography sx={{ color: 'text.secondary', my: 1 }}>{t('detailViews.columns.noColumns')}</Typography> : null}
              <List dense data-testid="column-choice-current">
                {columns.map((c, i) => {
                  const shown = label(c.Path, c);
                  return (
                    <ListItem key={c.Id} divider sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid={`column-current-${c.Path}`}>
                      <TextField
                        size="small"
                        label={t('detailViews.columns.displayName')}
                        value={c.Settings?.LanguageLabels?.[lang] ?? label(c.Path)}
                        onChange={(e) => rename(i, e.target.value)}
                        helperText={c.Path}
                        sx={{ flex: '1 1 200px' }}
                      />
                      <FormControlLabel control={<Checkbox checked={c.OnGrid} onChange={(e) => update(i, { OnGrid: e.target.checked })} />} label={t('detailViews.columns.onGrid')} />
                      <TextField
                        select
                        size="small"
                        label={t('detailViews.columns.sort')}
                        value={(c.Sort ?? '') as TSort}
                        onChange={(e) => update(i, { Sort: (e.target.value as TSort) || null })}
                        sx={{ width: 150 }}
                        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                      >
                        <MenuItem value="">{t('detailViews.columns.sortNone')}</MenuItem>
                        <MenuItem value="asc">{t('detailViews.columns.sortAsc')}</MenuItem>
                        <MenuItem value="desc">{t('detailViews.columns.sortDesc')}</MenuItem>
                      </TextField>
                      <Box>
                        <IconButton aria-label={t('detailViews.columns.moveUp', { name: shown })} disabled={i === 0} onClick={() => move(i, -1)}>
                          <ArrowUpwardIcon />
                        </IconButton>
                        <IconButton aria-label={t('detailViews.columns.moveDown', { name: shown })} disabled={i === columns.length - 1} onClick={() => move(i, 1)}>
                          <ArrowDownwardIcon />
                        </IconButton>
                        <IconButton aria-label={t('detailViews.columns.remove', { name: shown })} onClick={() => setColumns((cs) => cs.filter((_, j) => j !== i))}>
                          <DeleteOutlineIcon />
                        </IconButton>
                      </Box>
                    </ListItem>
                  );
                })}
              </List>
            </Box>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detailViews.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending} data-testid="column-choice-save">
          {t('detailViews.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
