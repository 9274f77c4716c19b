import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canExportFiles, isBroker } from '@portal/domain';
import { formatCount } from '../../../lib/format';
import { getPath, rowId } from '../../../ui/data-table/data-path';
import type { TDataItem } from '../../../ui/data-table/data-query-api';
import { GRID_KEYS } from '../../../ui/data-table/list-columns';
import { ListView } from '../../../ui/data-table/list-view';
import { ListPage } from '../../../ui/list-page';
import { permissionContextOf, useActiveSession } from '../../session';
import { useGridSettings } from '../../settings';
import { CompanyDialog } from '../components/company-dialog';

const NO_FILTERS: never[] = [];

/** The companies list /gesellschaften (spec 000 §2.7): selecting a row opens the company in a dialog. */
export function CompanyListPage() {
  const { t, i18n } = useTranslation();
  const { license, userInit } = useActiveSession();
  const ctx = permissionContextOf(userInit);
  const grid = useGridSettings(license, GRID_KEYS.GESELLSCHAFT, { save: true });
  const [selected, setSelected] = useState<{ id: string; name: string } | null>(null);
  const language = i18n.language;
  const totalText = useCallback((n: number) => t('companies.total', { count: n, formatted: formatCount(n, language) }), [t, language]);
  const open = useCallback((row: TDataItem) => setSelected({ id: rowId(row), name: String(getPath(row, 'Suchname') ?? '') }), []);

  return (
    <ListPage title={t('companies.title')} data-testid="company-list-page">
      <ListView
        listKey="GESELLSCHAFT"
        license={license}
        broker={isBroker(ctx)}
        canExport={canExportFiles(ctx)}
        grid={grid}
        filters={NO_FILTERS}
        onOpenRow={open}
        label={t('companies.title')}
        emptyText={t('companies.empty')}
        totalText={totalText}
        extraFields={['Suchname']}
      />
      <CompanyDialog company={selected} onClose={() => setSelected(null)} />
    </ListPage>
  );
}
