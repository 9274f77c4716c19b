import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type TListViewMode = 'grid' | 'feed';

/** Switches a list between the table and the card feed. */
export function ViewToggle({ value, onChange }: { value: TListViewMode; onChange: (mode: TListViewMode) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, mode: TListViewMode | null) => mode && onChange(mode)}
      aria-label={t('dataTable.view.label')}
      data-testid="view-toggle"
    >
      <ToggleButton value="grid" aria-label={t('dataTable.view.grid')} data-testid="view-toggle-grid">
        <TableRowsIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="feed" aria-label={t('dataTable.view.feed')} data-testid="view-toggle-feed">
        <ViewModuleIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
