/**
 * The contract detail for one or more contracts (spec 001 §2.8, §4): the main contract (vertrag) and the further
 * ones (amspk) as one tab each, a spinner until every contract has loaded. With a licence plate (kennzeichen) the
 * tab of the contract whose vehicle has that plate opens first (plates compared ignoring spaces and hyphens).
 */
import { Alert, Box, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { samePlate } from '@portal/domain';
import { useActiveSession } from '../../session';
import { useContracts } from '../api/get-contract';
import { contractCoverTexts } from '../i18n/texts';
import { ContractDetailView, type TContractFocus } from './contract-detail-view';

type Props = {
  ids: readonly string[];
  variant: 'page' | 'dialog';
  layout?: 'sections' | 'kompakt';
  focus?: string | null;
  onFocusChange?: (focus: TContractFocus) => void;
  sparte?: string | null;
  onOpenContract?: (id: string, typ: string | null) => void;
  claimDate?: string | null;
  plate?: string | null;
  /** Whether any contract has an unsaved message draft. */
  onDirtyChange?: (dirty: boolean) => void;
};

export function ContractTabs({ ids, variant, layout, focus, onFocusChange, sparte, onOpenContract, claimDate, plate, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const queries = useContracts(license, ids);
  const textsReady = contractCoverTexts.useReady();
  const idPrefix = useId().replace(/:/g, '');
  const [chosen, setChosen] = useState<string | null>(null);
  const dirty = useRef(new Set<string>());
  const reportDirty = useCallback(
    (id: string, isDirty: boolean) => {
      if (isDirty) dirty.current.add(id);
      else dirty.current.delete(id);
      onDirtyChange?.(dirty.current.size > 0);
    },
    [onDirtyChange],
  );
  // One stable callback per contract, so a composer's effect does not run on every render.
  const callbacks = useRef(new Map<string, (d: boolean) => void>());
  const dirtyOf = (id: string) => {
    let cb = callbacks.current.get(id);
    if (!cb) {
      cb = (d: boolean) => reportDirty(id, d);
      callbacks.current.set(id, cb);
    }
    return cb;
  };

  if (!textsReady || queries.some((q) => q.isPending)) {
    return (
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }} data-testid="contract-detail-loading">
        <CircularProgress aria-hidden="true" />
        <Typography sx={{ color: 'text.secondary' }}>{textsReady ? t('contractCover.loading') : t('common.loading')}</Typography>
      </Stack>
    );
  }
  const view = (id: string, index: number) => (
    <ContractDetailView
      key={id}
      contractId={id}
      variant={variant}
      layout={layout}
      focus={focus}
      onFocusChange={onFocusChange}
      sparte={sparte}
      onOpenContract={onOpenContract}
      claimDate={claimDate}
      isMain={index === 0}
      onDirtyChange={dirtyOf(id)}
    />
  );
  const byPlate = plate ? ids.find((id, i) => samePlate(plate, queries[i]?.data?.Fahrzeug?.Kennzeichen)) : undefined;
  const plateMissing = !!plate && !byPlate && queries.some((q) => q.data?.Fahrzeug);
  const notice = plateMissing ? (
    <Alert severity="info" data-testid="contract-plate-not-found" data-print-hide>
      {t('contractCover.vehicleNotFound')}
    </Alert>
  ) : null;
  if (ids.length === 1) {
    return (
      <Stack spacing={2}>
        {notice}
        {view(ids[0]!, 0)}
      </Stack>
    );
  }
  const active = chosen && ids.includes(chosen) ? chosen : (byPlate ?? ids[0]!);
  return (
    <Stack spacing={2} data-testid="contract-tabs">
      {notice}
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }} data-print-hide>
        <Tabs value={active} onChange={(_, v: string) => setChosen(v)} aria-label={t('contractCover.contractTabs')} variant="scrollable" allowScrollButtonsMobile>
          {ids.map((id, i) => (
            <Tab key={id} value={id} label={queries[i]?.data?.VertragsNr ?? id} id={`${idPrefix}-tab-${i}`} aria-controls={`${idPrefix}-panel-${i}`} data-testid="contract-tab" />
          ))}
        </Tabs>
      </Box>
      {ids.map((id, i) => (
        // Every contract stays mounted (drafts survive a tab change; printing shows them all).
        <Box key={id} role="tabpanel" id={`${idPrefix}-panel-${i}`} aria-labelledby={`${idPrefix}-tab-${i}`} hidden={id !== active}>
          {view(id, i)}
        </Box>
      ))}
    </Stack>
  );
}
