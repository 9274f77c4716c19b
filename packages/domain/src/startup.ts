/** The preload checklist of the start-up screen (spec 000 §2.6, §4). */
export const PRELOAD_STEPS = ['Settings', 'Worker', 'Summary', 'Process', 'PostProcess'] as const;
export type TPreloadStep = (typeof PRELOAD_STEPS)[number];
export const STEP_STATES = ['Wait', 'Open', 'Success', 'Failure'] as const;
export type TStepState = (typeof STEP_STATES)[number];
export type TPreloadState = Record<TPreloadStep, TStepState>;

/** Seconds after which the start-up screen offers to reset all settings. */
export const RESET_SETTINGS_AFTER_SECONDS = 20;

export function initialPreloadState(): TPreloadState {
  return { Settings: 'Open', Worker: 'Open', Summary: 'Open', Process: 'Open', PostProcess: 'Wait' };
}

/**
 * One step finished. When all but PostProcess succeeded, PostProcess moves to Open
 * (post-processing runs, then it is set to Success).
 */
export function completeStep(state: TPreloadState, step: TPreloadStep, ok: boolean): TPreloadState {
  const next: TPreloadState = { ...state, [step]: ok ? 'Success' : 'Failure' };
  const mainDone = PRELOAD_STEPS.filter((s) => s !== 'PostProcess').every((s) => next[s] === 'Success');
  if (step !== 'PostProcess' && mainDone && next.PostProcess === 'Wait') next.PostProcess = 'Open';
  return next;
}

export const isInitialised = (state: TPreloadState): boolean => PRELOAD_STEPS.every((s) => state[s] === 'Success');
export const hasFailure = (state: TPreloadState): boolean => PRELOAD_STEPS.some((s) => state[s] === 'Failure');
