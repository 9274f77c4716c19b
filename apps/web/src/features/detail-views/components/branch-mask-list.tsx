import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Checkbox, IconButton, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDetailDefinitionItem } from '@portal/domain';

type Props = {
  masks: readonly TDetailDefinitionItem[];
  selected: readonly string[];
  onToggle: (id: string) => void;
  onNew: () => void;
  onEdit: (definition: TDetailDefinitionItem) => void;
  onDelete: (definition: TDetailDefinitionItem) => void;
};

/**
 * The line-of-business masks with new/edit/delete (spec 000 §2.4). A set uses at most one mask per branch: while
 * one is chosen, the others of its branch are disabled (spec 000 §4).
 */
export function BranchMaskList({ masks, selected, onToggle, onNew, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const takenTypes = new Set(masks.filter((m) => selected.includes(m.Id)).map((m) => m.Type));
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1} data-testid="branch-masks">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3" id={headingId}>
          {t('detailViews.branchMasks')}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={onNew} data-testid="branch-mask-new">
          {t('detailViews.newBranchMask')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('detailViews.branchMasksHint')}
      </Typography>
      {masks.length === 0 ? (
        <Typography variant="body2">{t('detailViews.noBranchMasks')}</Typography>
      ) : (
        <List dense disablePadding>
          {masks.map((m) => {
            const checked = selected.includes(m.Id);
            const text = `${m.Type} – ${m.Name}`;
            return (
              <ListItem
                key={m.Id}
                disableGutters
                secondaryAction={
                  <>
                    <IconButton aria-label={`${t('detailViews.editView')}: ${text}`} onClick={() => onEdit(m)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton edge="end" aria-label={`${t('detailViews.deleteView')}: ${text}`} onClick={() => onDelete(m)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </>
                }
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Checkbox
                    edge="start"
                    checked={checked}
                    disabled={!checked && takenTypes.has(m.Type)}
                    onChange={() => onToggle(m.Id)}
                    slotProps={{ input: { 'aria-label': t('detailViews.useInConfiguration', { name: text }) } }}
                  />
                </ListItemIcon>
                <ListItemText primary={m.Name} secondary={m.Type} />
              </ListItem>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
