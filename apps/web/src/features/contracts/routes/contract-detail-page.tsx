import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import { Button, Stack } from '@mui/material';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveSession } from '../../session';
import { UnsavedChangesDialog } from '../../../ui/unsaved-changes-dialog';
import { usePageTitle } from '../../../ui/use-page-title';
import { useContract } from '../api/get-contract';
import { normaliseContractFocus, type TContractFocus } from '../components/contract-detail-view';
import { ContractTabs } from '../components/contract-tabs';
import { claimDateOf, contractIds, type TContractSearch } from '../contract-search';

type Props = {
  id: string;
  focus?: string;
  sparte?: string;
  /** /vertrag/… or /kompakt/… (spec 001 §2.1): tabs stay on the same kind of page. */
  base: 'vertrag' | 'kompakt';
  /** Query parameters of spec 001 §2.8 (vertrag, amspk, schadentag, kennzeichen, focus). */
  search?: TContractSearch;
};

/**
 * /vertrag/{id}/{focus}[/{sparte}]: the contract detail as a page (spec 001 §2.8). /kompakt/{id}/{focus}: the
 * commercial compact contract (spec 000 §2.11) with the tabs contract, children and prior damages and a
 * maximise/minimise toggle.
 */
export function ContractDetailPage({ id, focus, sparte, base, search = {} }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { license } = useActiveSession();
  const ids = contractIds(id, search);
  const contract = useContract(license, ids[0]!);
  const [maximised, setMaximised] = useState(false);
  // Leaving the page over an unsaved message draft asks first (spec 001 §4), as closing the dialog does; the
  // compact view's tabs (same contract, another focus) do not.
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker({ shouldBlockFn: ({ next }) => dirty && !next.pathname.includes(id), enableBeforeUnload: () => dirty, disabled: !dirty, withResolver: true });
  usePageTitle(contract.data ? t('contractDetail.heading', { number: contract.data.VertragsNr }) : t('contractDetail.dialogTitle'));

  const changeFocus = (next: TContractFocus) => {
    if (next === normaliseContractFocus(focus)) return;
    void navigate({ to: '/kompakt/$id/$focus', params: { id, focus: next }, search, replace: true });
  };
  const kompakt = base === 'kompakt';

  return (
    <Stack spacing={2} sx={{ maxWidth: kompakt && maximised ? 'none' : 1200 }} data-testid="contract-detail-page" data-maximised={kompakt ? maximised : undefined}>
      {kompakt ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', display: { xs: 'none', md: 'flex' } }} data-print-hide>
          <Button
            size="small"
            startIcon={maximised ? <CloseFullscreenIcon /> : <OpenInFullIcon />}
            onClick={() => setMaximised((m) => !m)}
            aria-pressed={maximised}
            data-testid="kompakt-maximise"
          >
            {maximised ? t('contractCover.kompakt.minimise') : t('contractCover.kompakt.maximise')}
          </Button>
        </Stack>
      ) : null}
      <ContractTabs
        ids={ids}
        variant="page"
        layout={kompakt ? 'kompakt' : 'sections'}
        focus={search.focus ?? focus}
        onFocusChange={kompakt ? changeFocus : undefined}
        sparte={sparte}
        claimDate={claimDateOf(search.schadentag)}
        plate={search.kennzeichen ?? null}
        onDirtyChange={setDirty}
      />
      <UnsavedChangesDialog open={blocker.status === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </Stack>
  );
}
