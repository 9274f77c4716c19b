/**
 * Timing of keystrokes inside the page (form-runtime-cases.ts). Per key event, on the page's own clock:
 *
 * - `start`: the keydown's `event.timeStamp`, taken by a capture listener on window (the first script to see the
 *   key). It is when the browser created the event, so time the event waited behind other work counts too.
 * - `rendered`: in an `input` listener on window in the bubble phase, after style and layout are forced. That
 *   listener runs after React's (on the root element, below window) and after the microtask checkpoint that follows
 *   every listener, in which React renders a discrete update (the engine's `updateValue`, the controls that
 *   changed, the commit). So `rendered − start` is the keystroke's work up to a laid-out result: what has to fit
 *   in one frame. The case checks that it really sees the result: the watched control (the sum, or the typed
 *   field) holds at `rendered` the value it still holds after the frame, and that value changes from keystroke
 *   to keystroke.
 * - `painted`: a setTimeout(0) posted from the next requestAnimationFrame callback runs after that frame's
 *   rendering (style, layout, paint), i.e. once the result is on screen. `painted − start` includes waiting for
 *   the frame's vsync slot (0–16.7 ms at 60 Hz, whatever the work), so it is reported but not held to 16 ms.
 *
 * Not used: PerformanceObserver 'event' entries — they report only events of at least 16 ms (durationThreshold
 * has a floor of 16) and round durations to 8 ms, so the p50 of fast keystrokes cannot be read from them.
 *
 * The probe is page source (a string): the server's TypeScript has no DOM types, and a function handed to
 * page.evaluate would be serialised after tsx transformed it, helpers it injects not defined in the page.
 */

export type TKeystrokeSample = { start: number; rendered: number; painted: number; watchedAtRender: string | null; watchedAfterPaint: string | null };

/** Installs window.__keystrokeProbe; `watch(id)` sets the control read per keystroke, `samples` the results. */
export const INSTALL_PROBE = `(() => {
  const probe = { samples: [], pending: null, watchId: null, waiting: null };
  window.__keystrokeProbe = probe;
  const watched = () => (probe.watchId ? document.getElementById(probe.watchId)?.value ?? null : null);
  probe.watch = (id) => { probe.watchId = id; probe.samples = []; };
  probe.count = (n) => new Promise((resolve) => {
    if (probe.samples.length >= n) resolve(probe.samples.length);
    else probe.waiting = { n, resolve };
  });
  window.addEventListener('keydown', (event) => { probe.pending = { start: event.timeStamp }; }, true);
  window.addEventListener('input', () => {
    const sample = probe.pending;
    if (!sample) return;
    probe.pending = null;
    document.documentElement.getBoundingClientRect();
    sample.rendered = performance.now();
    sample.watchedAtRender = watched();
    requestAnimationFrame(() => setTimeout(() => {
      sample.painted = performance.now();
      sample.watchedAfterPaint = watched();
      probe.samples.push(sample);
      if (probe.waiting && probe.samples.length >= probe.waiting.n) {
        probe.waiting.resolve(probe.samples.length);
        probe.waiting = null;
      }
    }, 0));
  });
})()`;

export const watchControl = (id: string): string => `window.__keystrokeProbe.watch(${JSON.stringify(id)})`;
export const samplesReached = (n: number): string => `window.__keystrokeProbe.count(${n})`;
export const READ_SAMPLES = 'window.__keystrokeProbe.samples';

function isSample(value: unknown): value is TKeystrokeSample {
  if (!value || typeof value !== 'object') return false;
  const s = value as Record<string, unknown>;
  const text = (v: unknown) => v === null || typeof v === 'string';
  return typeof s.start === 'number' && typeof s.rendered === 'number' && typeof s.painted === 'number' && text(s.watchedAtRender) && text(s.watchedAfterPaint);
}

export function parseSamples(value: unknown): TKeystrokeSample[] {
  if (!Array.isArray(value) || !value.every(isSample)) throw new Error(`keystroke probe: unexpected samples ${JSON.stringify(value).slice(0, 200)}`);
  return value;
}
