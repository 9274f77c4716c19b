/**
 * Keeps one risk's answers in step with the server (spec 001 §4 save indicator, §9 autosave 1000 ms) and loses
 * nothing on the way: every edit goes to the browser's `formPages` store first, then to the server after the
 * debounce. A server that is away gets the edits again with a growing pause (and at once when the browser is
 * back online or the tab gets the focus); a stale version (another tab or device saved meanwhile) stops the
 * saving and hands the user a conflict to decide. No React here, so the rules can be tested with fake timers.
 */
import type { TFieldError, TFormRiskStatus, TSaveFormRiskResult } from '@portal/domain';
import type { TFormData } from '@portal/forms';
import { isApiError } from '../../../lib/api-client';
import { mineOnTop } from './form-data-diff';
import { writeFormPagesEntry, type TFormPagesEntry, type TStorageLike } from './form-pages-store';

export const AUTOSAVE_DEBOUNCE_MS = 1000;
/**
 * An edit reaches the browser's store at most this long after it was made, and leaving the page (pagehide, a hidden
 * tab) writes at once: the read-modify-write of the whole `formPages` key per keystroke took 1–2 ms of a 16 ms
 * frame on a form of 200 rows; now one write covers the keystrokes of a quarter second.
 */
export const STORE_DELAY_MS = 250;
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * saved: the server has every edit · pending: edits wait for the debounce or are on their way ('Speichern...') ·
 * offline: the server is unreachable, edits are kept and retried · conflict: another tab or device saved meanwhile ·
 * failed: the server refused the save (the message says why) · transferred: read-only, nothing more is saved.
 */
export type TSaveStatus = 'saved' | 'pending' | 'offline' | 'conflict' | 'failed' | 'transferred';

/**
 * `base`: the server's answers the user's edits started from, when known; keeping mine then lays only the user's
 * own changes over the server's answers (what the other side changed stays). Unknown after a reload that finds
 * edits based on an older version: keeping mine then keeps all of them.
 */
export type TConflict = { mine: TFormData; theirs: TFormData; theirsVersion: number; base: TFormData | null };

/** What "keep mine" would save: the user's changes over the server's answers. */
export function keptAnswers(conflict: TConflict, mine: TFormData): TFormData {
  return conflict.base ? mineOnTop(conflict.base, mine, conflict.theirs) : mine;
}

export type TRiskSyncSnapshot = {
  status: TSaveStatus;
  /** The answers as the user sees them (the newest edit). */
  data: TFormData;
  /** The server version `data` is based on. */
  version: number;
  dirty: boolean;
  conflict: TConflict | null;
  /** The validation issues of the last save (a draft may be incomplete). */
  issues: TFieldError[];
  /** The code of the last refused save (failed), for its translated message. */
  errorCode: string | null;
  /** False when the browser refused to keep the edits (storage blocked or full): they live in this tab only. */
  stored: boolean;
  /** Edits made after the risk was transferred elsewhere: they could not be saved. */
  lostToTransfer: boolean;
};

/**
 * The sync's state without the answers, for the viewer's frame: it changes when the save state does, not with every
 * keystroke (the viewer around a form of 200 rows need not render again for each one).
 */
export type TRiskSyncView = Omit<TRiskSyncSnapshot, 'data'> & { hasData: boolean };

function viewOf(snapshot: TRiskSyncSnapshot): TRiskSyncView {
  const { data, ...rest } = snapshot;
  return { ...rest, hasData: Object.keys(data).length > 0 };
}

function sameView(a: TRiskSyncView, b: TRiskSyncView): boolean {
  return (Object.keys(a) as (keyof TRiskSyncView)[]).every((key) => Object.is(a[key], b[key]));
}

export type TRiskSyncOptions = {
  riskId: string;
  save: (data: TFormData, version: number) => Promise<TSaveFormRiskResult>;
  storage: TStorageLike | null;
  /** The viewer replaces the runtime's answers (the user took the server's, or another tab's). */
  onReplaceData: (data: TFormData) => void;
  debounceMs?: number;
  timers?: { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
};

export type TRiskSyncStart = {
  /** The server's risk as loaded. */
  server: { Data: TFormData; Version: number; Status: TFormRiskStatus };
  /** The browser's entry for the risk, if any (restored after a reload). */
  local: TFormPagesEntry | null;
};

const isUnreachable = (e: unknown): boolean =>
  !isApiError(e) || e.code === 'NETWORK' || e.status >= 500 || e.status === 429 || e.status === 408;

function sameData(a: TFormData, b: TFormData): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

export class RiskSync {
  private snapshot: TRiskSyncSnapshot;
  private view: TRiskSyncView;
  private page: number;
  private readonly listeners = new Set<() => void>();
  private timer: unknown = null;
  private storeTimer: unknown = null;
  private inFlight = false;
  private failures = 0;
  private disposed = false;
  private readonly timers: NonNullable<TRiskSyncOptions['timers']>;
  /** The answers the server holds at `version`, as far as this tab knows (null: unknown). */
  private serverData: TFormData | null;

  constructor(
    private readonly options: TRiskSyncOptions,
    start: TRiskSyncStart,
  ) {
    this.timers = options.timers ?? { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };
    const { server, local } = start;
    this.page = local?.page ?? 0;
    this.serverData = server.Data;
    const base: TRiskSyncSnapshot = {
      status: 'saved',
      data: server.Data,
      version: server.Version,
      dirty: false,
      conflict: null,
      issues: [],
      errorCode: null,
      stored: true,
      lostToTransfer: false,
    };
    this.view = viewOf(base);
    // Only a draft is edited: a risk being signed, transferred or expired is read-only (issue 11).
    if (server.Status !== 'draft') {
      this.snapshot = { ...base, status: 'transferred', lostToTransfer: !!local?.dirty && !sameData(local.data, server.Data) };
      this.persist();
    } else if (local?.dirty && !sameData(local.data, server.Data)) {
      // Unsent edits from before the reload: sent at once when based on the server's version, otherwise the
      // server moved on meanwhile and the user decides.
      this.snapshot =
        local.baseVersion === server.Version
          ? { ...base, data: local.data, dirty: true, status: 'pending' }
          : { ...base, data: local.data, version: local.baseVersion, dirty: true, status: 'conflict', conflict: { mine: local.data, theirs: server.Data, theirsVersion: server.Version, base: null } };
    } else {
      this.snapshot = base;
      this.persist();
    }
    this.view = viewOf(this.snapshot);
  }

  /**
   * Sends restored edits; called once the viewer shows them (not in the constructor: React may build an instance
   * it throws away, which must not send).
   */
  start(): void {
    if (this.snapshot.status === 'pending' && this.timer === null && !this.inFlight) this.schedule(0);
  }

  getSnapshot = (): TRiskSyncSnapshot => this.snapshot;

  /** The state without the answers; the same object while nothing but the answers changed. */
  getView = (): TRiskSyncView => this.view;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The page to open (restored after a reload). */
  get initialPage(): number {
    return this.page;
  }

  /** An edit of the runtime: stored at once, sent after the debounce. */
  edit(data: TFormData): void {
    // The runtime hands over a new object only when an answer changed: no need to compare 200 rows as JSON per keystroke.
    if (this.snapshot.status === 'transferred' || data === this.snapshot.data) return;
    const waiting = this.snapshot.status === 'conflict' || this.snapshot.status === 'offline';
    this.update({ data, dirty: true, status: waiting ? this.snapshot.status : 'pending', errorCode: null });
    this.persistSoon();
    if (!waiting) this.schedule(this.options.debounceMs ?? AUTOSAVE_DEBOUNCE_MS);
  }

  setPage(page: number): void {
    if (page === this.page) return;
    this.page = page;
    this.persist();
  }

  /** Sends pending edits now (before a transfer, when the connection is back, on focus); resolves when saved or failed. */
  async flush(): Promise<void> {
    if (this.snapshot.status === 'conflict' || this.snapshot.status === 'transferred') return;
    this.clearTimer();
    while (this.snapshot.dirty && !this.disposed) {
      if (this.inFlight) {
        await new Promise<void>((resolve) => {
          const off = this.subscribe(() => {
            if (!this.inFlight) {
              off();
              resolve();
            }
          });
        });
        continue;
      }
      const ok = await this.send();
      if (!ok) return;
    }
  }

  /** The browser is back online or the tab got the focus: try the waiting edits now instead of after the pause. */
  retryNow(): void {
    if (this.snapshot.dirty && (this.snapshot.status === 'offline' || this.snapshot.status === 'failed')) {
      this.failures = 0;
      this.schedule(0);
    }
  }

  /** The user's answer to a conflict: keep theirs (saved on top of the server's version) or take the server's. */
  resolveConflict(choice: 'mine' | 'theirs'): void {
    const conflict = this.snapshot.conflict;
    if (!conflict) return;
    this.serverData = conflict.theirs;
    if (choice === 'mine') {
      const kept = keptAnswers(conflict, this.snapshot.data);
      const merged = !sameData(kept, this.snapshot.data);
      this.update({ conflict: null, data: kept, version: conflict.theirsVersion, dirty: true, status: 'pending' });
      this.persist();
      if (merged) this.options.onReplaceData(kept);
      this.schedule(0);
    } else {
      this.update({ conflict: null, data: conflict.theirs, version: conflict.theirsVersion, dirty: false, status: 'saved' });
      this.persist();
      this.options.onReplaceData(conflict.theirs);
    }
  }

  /**
   * Another tab of this browser wrote the risk's entry (the `storage` event). Without unsent edits here, this tab
   * takes the other's answers over (the other tab sends them); with unsent edits on both sides the server's
   * version check decides and the conflict dialog shows what differs.
   */
  otherTabWrote(entry: TFormPagesEntry | null): void {
    if (!entry || this.snapshot.status === 'transferred') return;
    if (sameData(entry.data, this.snapshot.data)) {
      if (!this.snapshot.dirty && entry.baseVersion > this.snapshot.version) this.update({ version: entry.baseVersion });
      return;
    }
    if (this.snapshot.dirty || this.inFlight || this.snapshot.conflict) return;
    // The other tab's answers may not be on the server yet: this tab's base is unknown until it saves or loads.
    this.serverData = entry.dirty ? null : entry.data;
    this.update({ data: entry.data, version: Math.max(entry.baseVersion, this.snapshot.version), dirty: false, status: 'saved' });
    this.options.onReplaceData(entry.data);
  }

  /** The risk was transferred (here): nothing more is saved. */
  markTransferred(data: TFormData, version: number): void {
    this.clearTimer();
    this.serverData = data;
    this.update({ status: 'transferred', data, version, dirty: false, conflict: null });
    this.persist();
  }

  /** Writes an edit still waiting for STORE_DELAY_MS now (the page is being left or hidden). */
  flushStorage(): void {
    if (this.storeTimer !== null) this.persist();
  }

  dispose(): void {
    this.flushStorage();
    this.disposed = true;
    this.clearTimer();
    this.listeners.clear();
  }

  private update(patch: Partial<TRiskSyncSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    const view = viewOf(this.snapshot);
    if (!sameView(view, this.view)) this.view = view;
    for (const listener of [...this.listeners]) listener();
  }

  private persistSoon(): void {
    if (this.storeTimer !== null) return;
    this.storeTimer = this.timers.set(() => {
      this.storeTimer = null;
      this.persist();
    }, STORE_DELAY_MS);
  }

  private persist(): void {
    if (this.storeTimer !== null) this.timers.clear(this.storeTimer);
    this.storeTimer = null;
    const { data, version, dirty } = this.snapshot;
    const stored = writeFormPagesEntry(this.options.storage, this.options.riskId, { data, baseVersion: version, page: this.page, dirty });
    if (stored !== this.snapshot.stored) this.update({ stored });
  }

  private clearTimer(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = this.timers.set(() => {
      this.timer = null;
      void this.send();
    }, ms);
  }

  /** One save of the newest answers; true when the server took them. */
  private async send(): Promise<boolean> {
    if (this.inFlight || this.disposed || !this.snapshot.dirty || this.snapshot.conflict || this.snapshot.status === 'transferred') return false;
    this.clearTimer();
    const sent = this.snapshot.data;
    const base = this.snapshot.version;
    this.flushStorage();
    this.inFlight = true;
    // A retry after failures keeps saying offline until the server answers.
    this.update({ status: this.failures > 0 ? 'offline' : 'pending' });
    try {
      const result = await this.options.save(sent, base);
      if (this.disposed) return false;
      this.failures = 0;
      this.serverData = result.Data;
      const newer = this.snapshot.data !== sent;
      this.inFlight = false;
      this.update({ version: result.Version, dirty: newer, status: newer ? 'pending' : 'saved', issues: result.Errors, errorCode: null });
      this.persist();
      // Edits made while the save was on its way go out after their own debounce.
      if (newer) this.schedule(this.options.debounceMs ?? AUTOSAVE_DEBOUNCE_MS);
      return true;
    } catch (error) {
      this.inFlight = false;
      if (this.disposed) return false;
      this.onSaveFailed(error);
      return false;
    }
  }

  private onSaveFailed(error: unknown): void {
    if (isApiError(error) && error.code === 'VERSION_CONFLICT' && error.current) {
      const theirs = error.current.Data;
      const theirsVersion = error.current.Version;
      if (typeof theirs === 'object' && theirs !== null && !Array.isArray(theirs) && typeof theirsVersion === 'number') {
        if (sameData(theirs as TFormData, this.snapshot.data)) {
          // The other side saved exactly these answers: nothing to decide.
          this.serverData = theirs as TFormData;
          this.update({ version: theirsVersion, dirty: false, status: 'saved' });
          this.persist();
        } else {
          this.update({ status: 'conflict', conflict: { mine: this.snapshot.data, theirs: theirs as TFormData, theirsVersion, base: this.serverData } });
        }
        return;
      }
    }
    if (isApiError(error) && error.code === 'FORM_TRANSFERRED') {
      this.update({ status: 'transferred', dirty: false, lostToTransfer: true });
      this.persist();
      return;
    }
    if (isUnreachable(error)) {
      this.failures += 1;
      this.update({ status: 'offline' });
      this.schedule(Math.min(RETRY_FIRST_MS * 2 ** (this.failures - 1), RETRY_MAX_MS));
      return;
    }
    // Refused (too large, a session that ended, …): kept in the browser, sent again with the next edit or retry.
    this.update({ status: 'failed', errorCode: isApiError(error) ? error.code : 'INTERNAL' });
  }
}
