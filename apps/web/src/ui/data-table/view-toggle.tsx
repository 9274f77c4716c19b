import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type TListViewMode = 'grid' | 'feed';

/** A stored view read back: the table unless the feed was chosen. */
export const storedView = (raw: unknown): TListViewMode => (raw === 'feed' ? 'feed' : 'grid');
/**
 * The view chosen on phones, kept apart from the wide screens' one: phones start with the feed (cards),
 * as a table of many columns does not fit them.
 */
export const storedPhoneView = (raw: unknown): TListViewMode => (raw === 'grid' ? 'grid' : 'feed');

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
