import { Link } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { claimPath, contractOpenTarget, isDesktopUserAgent } from '@portal/domain';
import { processMessagesPath } from '../../../lib/object-links';
import { ClaimDetailDialog } from '../../claims';
import { ContractDetailDialog } from '../../contracts';
import { useActiveSession } from '../../session';
import type { TLinkedObjectTarget } from '../linked-objects';

/**
 * Opens a linked object by the opening rules of spec 000 §2.10: a contract in a dialog on desktop
 * (1200 px for KOMPAKT) else as its page; a claim of a commercial-customer licence as
 * /gewerbe_schaden/{id}, other claims in a dialog; customers and processes as their pages.
 * Render `dialogs` once where the opener is used.
 */
export function useLinkedObjectOpener(): { open: (target: TLinkedObjectTarget) => void; dialogs: ReactNode } {
  const navigate = useNavigate();
  const { userInit } = useActiveSession();
  const [contract, setContract] = useState<{ id: string; typ: string | null } | null>(null);
  const [claim, setClaim] = useState<string | null>(null);
  const open = useCallback(
    (target: TLinkedObjectTarget) => {
      switch (target.kind) {
        case 'Kunde':
          void navigate({ to: '/kunde/$id/$focus', params: { id: target.id, focus: 'uebersicht' } });
          return;
        case 'Vertrag': {
          const where = contractOpenTarget({ id: target.id, typ: target.typ, desktop: isDesktopUserAgent(navigator.userAgent) });
          if (where.kind === 'dialog') setContract({ id: target.id, typ: target.typ });
          else void navigate({ href: where.path });
          return;
        }
        case 'Schaden': {
          const path = claimPath(target.id, userInit.Kind);
          if (path.startsWith('/gewerbe_schaden/')) void navigate({ href: path });
          else setClaim(target.id);
          return;
        }
        case 'Vorgang':
          void navigate({ href: processMessagesPath(target.id) });
      }
    },
    [navigate, userInit.Kind],
  );
  const dialogs = useMemo(
    () => (
      <>
        <ContractDetailDialog contractId={contract?.id ?? null} typ={contract?.typ ?? null} onClose={() => setContract(null)} />
        <ClaimDetailDialog claimId={claim} onClose={() => setClaim(null)} />
      </>
    ),
    [contract, claim],
  );
  return { open, dialogs };
}

/** A link-styled button inside a row: opens its object and keeps the click from opening the row. */
export function LinkedObjectButton({ label, onOpen, 'data-testid': testId }: { label: string; onOpen: () => void; 'data-testid'?: string }) {
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      onClick={(e) => {
        e.stopPropagation();
        onOpen();
      }}
      onKeyDown={(e) => e.stopPropagation()}
      title={label}
      data-testid={testId}
      sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%', textAlign: 'left', verticalAlign: 'baseline', font: 'inherit' }}
    >
      {label}
    </Link>
  );
}
