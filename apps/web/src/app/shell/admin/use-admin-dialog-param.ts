import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * The admin dialog named by `?admin=<entry id>` (ADMIN_ENTRIES): a link or reload opens the same administration
 * dialog. Returns the id (or null) and a setter that adds or removes the parameter on the current page.
 */
export function useAdminDialogParam(): [string | null, (id: string | null) => void] {
  const navigate = useNavigate();
  const value = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).admin });
  const id = typeof value === 'string' && value ? value : null;
  const setId = useCallback(
    (next: string | null) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => {
          const { admin: _drop, ...rest } = prev;
          return next ? { ...rest, admin: next } : rest;
        },
        replace: true,
      }),
    [navigate],
  );
  return [id, setId];
}
