import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canExportFiles, isBroker, objectFilters, type TFilter } from '@portal/domain';
import { formatCount } from '../../../lib/format';
import { rowId } from '../../../ui/data-table/data-path';
import type { TDataItem } from '../../../ui/data-table/data-query-api';
import { GRID_KEYS } from '../../../ui/data-table/list-columns';
import { ListView } from '../../../ui/data-table/list-view';
import { ListPage } from '../../../ui/list-page';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { permissionContextOf, useActiveSession } from '../../session';
import { useGridSettings } from '../../settings';
import { ObjectFilterBar } from '../components/object-filter-bar';
import { EMPTY_OBJECT_FILTER, objectFilterFromSettings, objectFilterToSettings, OBJECT_FILTER_ERROR_KEYS, type TObjectFilterForm } from '../object-filter-form';

const NO_FILTERS: TFilter[] = [];

/**
 * /adresse (Adressen) and /objekte (Objekte: only rows with the object flag, with the object filter
 * bar for licences that have it). Rows open /adresse/{id}.
 */
export function AddressListPage({ mode }: { mode: 'addresses' | 'objects' }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { license, userInit } = useActiveSession();
  const ctx = permissionContextOf(userInit);
  const objects = mode === 'objects';
  const filterBar = objects && userInit.Features.ObjectFilter;
  const grid = useGridSettings(license, objects ? GRID_KEYS.OBJEKT : GRID_KEYS.ADRESSE, { save: true });

  const [form, setForm] = useState<TObjectFilterForm | null>(null);
  if (form === null && grid.ready) setForm(filterBar ? objectFilterFromSettings(grid.saved?.Filter) : EMPTY_OBJECT_FILTER);
  const current = form ?? EMPTY_OBJECT_FILTER;
  const debounced = useDebouncedValue(current);
  const result = useMemo(() => (objects ? objectFilters(filterBar ? debounced : {}) : null), [objects, filterBar, debounced]);
  const lastValid = useRef<TFilter[]>(NO_FILTERS);
  if (result?.ok) lastValid.current = result.filters;
  const filters = result === null ? NO_FILTERS : result.ok ? result.filters : lastValid.current;
  const errors =
    result && !result.ok
      ? Object.fromEntries(
          result.errors.map((e) => {
            const key = OBJECT_FILTER_ERROR_KEYS[e.message];
            return [e.field, key ? t(key) : e.message];
          }),
        )
      : {};

  const change = useCallback(
    (next: TObjectFilterForm) => {
      setForm(next);
      grid.update({ Filter: objectFilterToSettings(next) });
    },
    [grid],
  );
  const language = i18n.language;
  const totalText = useCallback(
    (n: number) => (objects ? t('addresses.objectsTotal', { count: n, formatted: formatCount(n, language) }) : t('addresses.total', { count: n, formatted: formatCount(n, language) })),
    [t, language, objects],
  );
  const open = useCallback((row: TDataItem) => void navigate({ href: `/adresse/${encodeURIComponent(rowId(row))}` }), [navigate]);
  const title = objects ? t('addresses.objectsTitle') : t('addresses.title');

  return (
    <ListPage title={title} data-testid={objects ? 'object-list-page' : 'address-list-page'} filters={filterBar ? <ObjectFilterBar form={current} onChange={change} errors={errors} /> : null}>
      <ListView
        key={mode}
        listKey="ADRESSE"
        license={license}
        broker={isBroker(ctx)}
        canExport={canExportFiles(ctx)}
        grid={grid}
        filters={filters}
        enabled={form !== null}
        onOpenRow={open}
        label={title}
        emptyText={objects ? t('addresses.objectsEmpty') : t('addresses.empty')}
        totalText={totalText}
      />
    </ListPage>
  );
}
