import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { completeStep, initialPreloadState, type TPreloadState, type TPreloadStep } from '@portal/domain';
import { isRouteRegistered } from '../router/is-route-registered';
import { preloadRouteChunks } from '../router/preload-route-chunks';
import { runPreload, type TPreloadOutcome } from './run-preload';

type TStepAction = { type: 'step'; step: TPreloadStep; ok: boolean } | { type: 'restart' };

function preloadReducer(state: TPreloadState, action: TStepAction): TPreloadState {
  return action.type === 'restart' ? initialPreloadState() : completeStep(state, action.step, action.ok);
}

export type TStartup = {
  steps: TPreloadState;
  /** null while the run is under way. */
  outcome: Exclude<TPreloadOutcome, { kind: 'cancelled' }> | null;
  /** The licence picked by the Worker step (or null before it). */
  license: string | null;
  /** Increases with every (re)start; timers restart with it. */
  attempt: number;
  restart: () => void;
};

/** Drives the preload checklist with the domain state machine and leaves for the target when done. */
export function useStartup(licenseParam: string | null): TStartup {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const [steps, dispatch] = useReducer(preloadReducer, undefined, initialPreloadState);
  const [outcome, setOutcome] = useState<TStartup['outcome']>(null);
  const [license, setLicense] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Each run owns its results; a newer run (or leaving the screen) makes it stop reporting.
    let cancelled = false;
    void runPreload({
      queryClient,
      licenseParam,
      isCancelled: () => cancelled,
      isRegisteredPath: (path) => isRouteRegistered(router, path),
      onTarget: (target) => preloadRouteChunks(router, target),
      onStep: (step, ok) => {
        if (!cancelled) dispatch({ type: 'step', step, ok });
      },
      onLicense: (picked) => {
        if (!cancelled) setLicense(picked);
      },
    }).then((result) => {
      if (cancelled || result.kind === 'cancelled') return;
      setOutcome(result);
      if (result.kind === 'done') void navigate({ href: result.target, replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [attempt, licenseParam, queryClient, navigate, router]);

  const restart = useCallback(() => {
    dispatch({ type: 'restart' });
    setOutcome(null);
    setAttempt((n) => n + 1);
  }, []);

  return { steps, outcome, license, attempt, restart };
}
