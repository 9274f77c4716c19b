import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { canExportFiles, isBroker } from '@portal/domain';
import { formatCount } from '../../../lib/format';
import { rowId } from '../../../ui/data-table/data-path';
import type { TDataItem } from '../../../ui/data-table/data-query-api';
import { GRID_KEYS } from '../../../ui/data-table/list-columns';
import { ListView } from '../../../ui/data-table/list-view';
import { ListPage } from '../../../ui/list-page';
import { permissionContextOf, useActiveSession } from '../../session';
import { useGridSettings } from '../../settings';

const NO_FILTERS: never[] = [];

/** The contacts list /kontakte (spec 000 §2.7): rows open the customer at /kunde/{id}/uebersicht. */
export function CustomerListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { license, userInit } = useActiveSession();
  const ctx = permissionContextOf(userInit);
  const grid = useGridSettings(license, GRID_KEYS.KUNDE, { save: true });
  const language = i18n.language;
  const totalText = useCallback((n: number) => t('customers.total', { count: n, formatted: formatCount(n, language) }), [t, language]);
  const open = useCallback((row: TDataItem) => void navigate({ href: `/kunde/${encodeURIComponent(rowId(row))}/uebersicht` }), [navigate]);

  return (
    <ListPage title={t('customers.title')} data-testid="customer-list-page">
      <ListView
        listKey="KUNDE"
        license={license}
        broker={isBroker(ctx)}
        canExport={canExportFiles(ctx)}
        grid={grid}
        filters={NO_FILTERS}
        onOpenRow={open}
        label={t('customers.title')}
        emptyText={t('customers.empty')}
        totalText={totalText}
      />
    </ListPage>
  );
}
