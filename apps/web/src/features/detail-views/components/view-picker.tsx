import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TDetailDefinitionItem } from '@portal/domain';

type Props = {
  label: string;
  /** The definition types this picker offers (the first is the one a new view gets). */
  types: readonly string[];
  definitions: readonly TDetailDefinitionItem[];
  selected: readonly string[];
  onSelect: (id: string | null) => void;
  onNew: (type: string) => void;
  onEdit: (definition: TDetailDefinitionItem) => void;
  onDelete: (definition: TDetailDefinitionItem) => void;
  testId: string;
};

/** One picker of the dialog (a type's detail mask or table): which view the set uses, and new/edit/delete of views. */
export function ViewPicker({ label, types, definitions, selected, onSelect, onNew, onEdit, onDelete, testId }: Props) {
  const { t } = useTranslation();
  const options = definitions.filter((d) => types.includes(d.Type));
  const current = options.find((d) => selected.includes(d.Id)) ?? null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={label}
        value={current?.Id ?? ''}
        onChange={(e) => onSelect(e.target.value || null)}
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': testId } as object } }}
      >
        <MenuItem value="">{t('detailViews.none')}</MenuItem>
        {options.map((d) => (
          <MenuItem key={d.Id} value={d.Id} data-testid={`${testId}-option`}>
            {d.Name}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={t('detailViews.newView')}>
        <IconButton aria-label={`${t('detailViews.newView')}: ${label}`} onClick={() => onNew(types[0]!)} data-testid={`${testId}-new`}>
          <AddIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('detailViews.editView')}>
        <span>
          <IconButton aria-label={`${t('detailViews.editView')}: ${label}`} disabled={!current} onClick={() => current && onEdit(current)} data-testid={`${testId}-edit`}>
            <EditIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('detailViews.deleteView')}>
        <span>
          <IconButton aria-label={`${t('detailViews.deleteView')}: ${label}`} disabled={!current} onClick={() => current && onDelete(current)} data-testid={`${testId}-delete`}>
            <DeleteOutlineIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
