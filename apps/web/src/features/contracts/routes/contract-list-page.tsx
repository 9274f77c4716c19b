import { Alert, Chip } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canExportFiles,
  hiddenProperties,
  contractListView,
  contractOpenTarget,
  CONTRACT_GROUPING_MAX_ROWS,
  isBroker,
  isDesktopUserAgent,
  type TFilter,
} from '@portal/domain';
import { formatCount } from '../../../lib/format';
import { getPath } from '../../../ui/data-table/data-path';
import type { TDataItem } from '../../../ui/data-table/data-query-api';
import { GRID_KEYS } from '../../../ui/data-table/list-columns';
import { ListView, type TGroupSpecial } from '../../../ui/data-table/list-view';
import { ViewToggle } from '../../../ui/data-table/view-toggle';
import { ErrorAlert } from '../../../ui/error-alert';
import { lazyDialog } from '../../../ui/lazy-dialog';
import { ListPage } from '../../../ui/list-page';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useIsMobile } from '../../../ui/use-media';
import { useActiveSession } from '../../session';
import { useGridSettings } from '../../settings';
import { useCard } from '../api/get-card';
import { ContractFeed } from '../components/contract-feed';
import { ContractFilterBar } from '../components/contract-filter-bar';
import {
  contractFilterFromSettings,
  contractFilterState,
  contractFilterToSettings,
  contractStatusGroup,
  CONTRACT_GROUP_KEYS,
  type TContractFilterForm,
} from '../contract-list-filters';

// The contract detail opens from a row: its code loads then, not with the list.
const ContractDetailDialog = lazyDialog(
  () => import('../components/contract-detail-dialog').then((m) => m.ContractDetailDialog),
  (props) => props.contractId !== null,
);

type Props = {
  /** /vertrag/{filter}: status, migration, Lokalpolicen, entwurfsstaende, beratungsbedarf. */
  routeFilter?: string | null;
  /** /vertrag/{filter}/{value}, e.g. status/Angebot. */
  routeValue?: string | null;
  /** ?cardId=: a dashboard card whose filter applies. */
  cardId?: string | null;
};

/**
 * The contracts list (spec 000 §2.7, §4, §6): filters turned into data-query filters by
 * contractListView only, grid or card feed, CSV export, grouping, and contract opening by spec 000
 * §2.10 (a dialog on desktop, the page elsewhere).
 */
export function ContractListPage({ routeFilter = null, routeValue = null, cardId = null }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { license, userInit } = useActiveSession();
  const mobile = useIsMobile();
  const broker = isBroker({ role: userInit.Role, preset: userInit.Preset, permissions: userInit.Permissions });
  const privatePreset = userInit.Preset === 'Privat';
  const canExport = canExportFiles({ features: userInit.Features, role: userInit.Role });
  const hidden = useMemo(() => hiddenProperties('Vertrag', { features: userInit.Features, role: userInit.Role }), [userInit.Features, userInit.Role]);

  // Whether settings are saved depends on the route only (the migration list keeps none).
  const saveSettings = contractListView({ routeFilter, routeValue, state: {} }).saveSettings;
  const grid = useGridSettings(license, GRID_KEYS.VERTRAG, { save: saveSettings });

  const [form, setForm] = useState<TContractFilterForm | null>(null);
  if (form === null && grid.ready) setForm(contractFilterFromSettings(saveSettings ? grid.saved?.Filter : undefined));
  const current = form ?? contractFilterFromSettings(undefined);
  const product = useDebouncedValue(current.product);

  const card = useCard(license, cardId);
  const cardFilter = card.data?.AdditionalProperties
    ? ({ Property: card.data.AdditionalProperties.Property, Operator: card.data.AdditionalProperties.Operator, Value: card.data.AdditionalProperties.Value } as Pick<TFilter, 'Property' | 'Operator' | 'Value'>)
    : null;

  const view = useMemo(
    () => contractListView({ routeFilter, routeValue, state: contractFilterState(current, product, { broker, privatePreset }), card: cardFilter }),
    // The form object changes identity with every edit; its content decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [routeFilter, routeValue, JSON.stringify(current), product, broker, privatePreset, JSON.stringify(cardFilter)],
  );

  const change = useCallback(
    (next: TContractFilterForm) => {
      setForm(next);
      grid.update({ Filter: contractFilterToSettings(next) });
    },
    [grid],
  );

  const [dialog, setDialog] = useState<{ id: string; typ: string | null } | null>(null);
  const open = useCallback(
    (row: TDataItem) => {
      const id = String(getPath(row, 'Id') ?? '');
      const typ = (getPath(row, 'Typ') as string | null | undefined) ?? null;
      const target = contractOpenTarget({ id, typ, desktop: isDesktopUserAgent(navigator.userAgent), lokalpolice: getPath(row, 'Lokalpolice') === true });
      if (target.kind === 'dialog') setDialog({ id, typ });
      else void navigate({ href: target.path });
    },
    [navigate],
  );

  const language = i18n.language;
  const totalText = useCallback((n: number) => t('contracts.total', { count: n, formatted: formatCount(n, language) }), [t, language]);
  const groupSpecial = useCallback(
    (property: string): TGroupSpecial | undefined =>
      property === 'ComputedStatus' || property === 'Status'
        ? { keyOf: contractStatusGroup, labels: { [CONTRACT_GROUP_KEYS.offers]: t('contracts.groups.offers'), [CONTRACT_GROUP_KEYS.active]: t('contracts.groups.active') } }
        : property === 'Beratungsgebiet'
          ? { keyOf: (v: string) => v, labels: { '': t('contracts.groups.withoutAdviceArea') } }
          : undefined,
    [t],
  );
  const cardName = card.data ? (language.startsWith('en') ? card.data.Name.en : card.data.Name.de) || card.data.Name.de || '' : '';
  const enabled = form !== null && (!cardId || !card.isPending);
  const viewKey = mobile ? 'phoneView' : 'view';
  const feed = current[viewKey] === 'feed';

  return (
    <ListPage
      title={t(view.titleKey)}
      data-testid="contract-list-page"
      filters={
        <>
          {cardId && card.isError ? <ErrorAlert error={card.error} /> : null}
          {cardId && card.isError ? <Alert severity="warning">{t('contracts.cardError')}</Alert> : null}
          {cardName ? <Chip label={t('contracts.cardFilter', { name: cardName })} sx={{ alignSelf: 'flex-start' }} data-testid="card-filter" /> : null}
          <ContractFilterBar license={license} form={current} onChange={change} broker={broker} privatePreset={privatePreset} adviceForced={view.adviceForced} />
        </>
      }
    >
      <ListView
        listKey="VERTRAG"
        license={license}
        broker={broker}
        canExport={canExport}
        hidden={hidden}
        grid={grid}
        filters={view.filters}
        enabled={enabled}
        onOpenRow={open}
        label={t(view.titleKey)}
        emptyText={t('contracts.empty')}
        totalText={totalText}
        groupBy={{ value: current.groupBy, onChange: (groupBy) => change({ ...current, groupBy }), maxRows: CONTRACT_GROUPING_MAX_ROWS, special: groupSpecial }}
        toolbar={<ViewToggle value={feed ? 'feed' : 'grid'} onChange={(mode) => change({ ...current, [viewKey]: mode })} />}
        alternative={
          feed
            ? ({ sorts }) => (
                <ContractFeed license={license} filters={view.filters} sorts={sorts} enabled={enabled} onOpen={open} totalText={totalText} emptyText={t('contracts.empty')} />
              )
            : null
        }
      />
      <ContractDetailDialog contractId={dialog?.id ?? null} typ={dialog?.typ ?? null} onClose={() => setDialog(null)} />
    </ListPage>
  );
}
