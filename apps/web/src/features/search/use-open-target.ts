import { useNavigate, useRouter } from '@tanstack/react-router';
import { claimLink, contractLink, customerLink } from '../../lib/object-links';
import { useActiveSession } from '../session';
import type { TSearchTarget } from './find-target';
import type { TSearchHit } from './api/get-search';

/** The target of a suggestion or result: contracts carry their type in Extra. */
export function hitTarget(hit: TSearchHit): TSearchTarget | null {
  switch (hit.Type) {
    case 'Kunde':
      return { kind: 'Kunde', id: hit.Id };
    case 'Vertrag':
      return { kind: 'Vertrag', id: hit.Id, typ: hit.Extra ?? null };
    case 'Schaden':
      return { kind: 'Schaden', id: hit.Id };
    default:
      return null;
  }
}

/** Opens a search target by the opening rules (contracts: /kompakt for KOMPAKT types; claims: claimPath). */
export function useOpenTarget(): (target: TSearchTarget, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const router = useRouter();
  const { userInit } = useActiveSession();
  return (target, options = {}) => {
    const replace = options.replace ?? false;
    switch (target.kind) {
      case 'Kunde':
        void navigate({ ...customerLink(target.id), replace });
        return;
      case 'Vertrag':
        void navigate({ ...contractLink(target.id, target.typ), replace });
        return;
      case 'Schaden':
        void navigate({ ...claimLink(target.id, userInit.Kind), replace });
        return;
      case 'gewerbe_schaden':
        void navigate({ to: '/gewerbe_schaden/$id', params: { id: target.id }, replace });
        return;
      case 'path':
        if (replace) router.history.replace(target.path);
        else router.history.push(target.path);
    }
  };
}
