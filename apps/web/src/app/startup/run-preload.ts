import type { QueryClient } from '@tanstack/react-query';
import {
  defaultStartPath,
  isLanguage,
  pickAppearance,
  resolveTargetPath,
  type TPreloadStep,
  type TUserSettings,
} from '@portal/domain';
import { getStoredLicense } from '../../lib/active-license';
import { isPreviewMode } from '../../lib/preview-mode';
import { clearTargetUrl, peekTargetUrl } from '../../lib/target-url';
import { changeAppLanguage } from '../../i18n/i18n';
import { prefetchWelcome } from '../../features/activity';
import { feedSummaryQueryOptions } from '../../features/processes';
import {
  appearancesQueryOptions,
  licencesQueryOptions,
  logActivity,
  sessionStore,
  userInitQueryOptions,
  type TActiveSession,
} from '../../features/session';
import { userSettingsQueryOptions } from '../../features/settings';
import { inboxCountQueryOptions, summaryQueryOptions } from '../../features/summary';

export type TPreloadOutcome =
  | { kind: 'done'; target: string }
  | { kind: 'failed'; error: unknown }
  /** Spec 000 §8: the Worker step fails and the screen says that no licence exists. */
  | { kind: 'no-license' }
  /** The screen was left (or the run restarted) while the calls were under way. */
  | { kind: 'cancelled' };

type TPreloadOptions = {
  queryClient: QueryClient;
  /** `?license=` of the URL that started the app. */
  licenseParam: string | null;
  onStep: (step: TPreloadStep, ok: boolean) => void;
  /** Called as soon as the licence is picked, so that the screen can offer the settings reset. */
  onLicense: (license: string) => void;
  isCancelled: () => boolean;
  /** Whether a path has a route yet; a preset's start page of a later issue falls back to /startseite. */
  isRegisteredPath: (path: string) => boolean;
  /**
   * The page the start-up will open, as soon as it is known (the deep link at once, else after the Settings
   * step), so that its code loads beside the remaining calls instead of after them.
   */
  onTarget?: (target: string) => void;
};

/** Runs one step; a failure is reported and handed back instead of thrown, so parallel steps all finish. */
async function step<T>(name: TPreloadStep, onStep: TPreloadOptions['onStep'], work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    const value = await work();
    onStep(name, true);
    return { ok: true, value };
  } catch (error) {
    onStep(name, false);
    return { ok: false, error };
  }
}

class NoLicenseError extends Error {}

/**
 * The start-up of spec 001 §4 and 000 §2.6: Worker (licences, appearances, the pick, User/Init)
 * first because every other call is licence-scoped; then Settings, Summary and Process side by
 * side; when all four succeeded, PostProcess applies appearance, activity log and language.
 * Results land in the query cache, where the shell reads them.
 */
export async function runPreload(opts: TPreloadOptions): Promise<TPreloadOutcome> {
  const { queryClient: qc, onStep, isCancelled } = opts;
  const fresh = { staleTime: 0 };
  const remembered = peekTargetUrl();
  if (remembered) opts.onTarget?.(resolveTargetPath(remembered, '/startseite'));

  const worker = await step('Worker', onStep, async () => {
    const [licences, appearances] = await Promise.all([
      qc.fetchQuery({ ...licencesQueryOptions(), ...fresh }),
      qc.fetchQuery({ ...appearancesQueryOptions(), ...fresh }),
    ]);
    const held = appearances.filter((a) => licences.some((l) => l.License === a.License));
    const appearance = pickAppearance(held, opts.licenseParam, getStoredLicense());
    if (!appearance) throw new NoLicenseError();
    opts.onLicense(appearance.License);
    const userInit = await qc.fetchQuery({ ...userInitQueryOptions(appearance.License), ...fresh });
    return { license: appearance.License, appearance, userInit, licences } satisfies TActiveSession;
  });
  if (isCancelled()) return { kind: 'cancelled' };
  if (!worker.ok) return worker.error instanceof NoLicenseError ? { kind: 'no-license' } : { kind: 'failed', error: worker.error };

  const session = worker.value;
  const { license } = session;
  // Not a step: the shell's welcome dialog (spec 000 §2.6), asked beside the steps so that it opens with the shell.
  prefetchWelcome(qc, license, session.userInit.User.Id);

  const [settings, summary, process] = await Promise.all([
    step('Settings', onStep, () => qc.fetchQuery({ ...userSettingsQueryOptions(license), ...fresh })),
    step('Summary', onStep, () =>
      Promise.all([qc.fetchQuery({ ...summaryQueryOptions(license), ...fresh }), qc.fetchQuery({ ...inboxCountQueryOptions(license), ...fresh })]),
    ),
    step('Process', onStep, () => qc.fetchQuery({ ...feedSummaryQueryOptions(license), ...fresh })),
  ]);
  if (isCancelled()) return { kind: 'cancelled' };
  const failed = [settings, summary, process].find((r) => !r.ok);
  if (failed && !failed.ok) return { kind: 'failed', error: failed.error };

  const stored: TUserSettings | undefined = settings.ok ? settings.value : undefined;
  const presetStart = defaultStartPath(session.userInit.Preset);
  const fallback = opts.isRegisteredPath(presetStart) ? presetStart : '/startseite';
  const target = resolveTargetPath(peekTargetUrl() ?? stored?.TargetUrl, fallback);
  opts.onTarget?.(target);

  const post = await step('PostProcess', onStep, () => postProcess(session));
  if (!post.ok) return { kind: 'failed', error: post.error };
  // The deep link is used once, after a successful start-up.
  clearTargetUrl();
  return { kind: 'done', target };
}

/** PostProcess: apply the licence (theme, shell data), log the start-up, take over the user's language. */
async function postProcess(session: TActiveSession): Promise<void> {
  sessionStore.activate(session);
  // Guests are read-only: the server refuses their POSTs, and their visits are not activity.
  if (!session.userInit.ReadOnly) {
    await logActivity(isPreviewMode() ? 'Preview' : 'Login', session.license).catch((error: unknown) => {
      // The activity log is bookkeeping; it must never keep a user out of the portal.
      console.warn('activity log failed', error);
    });
  }
  const language = session.userInit.User.Language;
  if (isLanguage(language)) await changeAppLanguage(language);
}
