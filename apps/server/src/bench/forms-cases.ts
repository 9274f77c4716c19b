/**
 * The forms engine after one keystroke (issue 10: a 40-control form with a repeating group of 200 rows
 * re-evaluates conditions and calculations within one frame, 16 ms). The engine is the one the browser
 * runs (@portal/forms); here it runs in Node on the same machine, without React.
 *
 * The form is forms-bench-form.ts (40 controls, a repeating group of 200 rows; the browser case uses it too).
 * Timed: `updateValue` for a keystroke in row 100 (its amount, the sum over all
 * rows, the total and the conditions on it follow), for the factor every row reads (200 amounts
 * follow), and for an unrelated text; the full evaluation for comparison. Warm-up, then strictly one
 * after another; p50/p95 by nearest rank. Budget: p95 ≤ 16 ms for each keystroke.
 */
import { compileForm, evaluateForm, updateValue, type TFieldPath, type TFormState } from '@portal/forms';
import type { BenchCase, BenchMeasurement } from './bench-case.js';
import { benchFormData, benchFormDefinition, type TJson } from './forms-bench-form.js';
import { ms, summarise } from './latency.js';

export const KEYSTROKE_BUDGET_MS = 16;
const WARMUP_RUNS = 200;
const TIMED_RUNS = 2_000;
const FULL_RUNS = 100;

/** Times `keystroke(i)` on a state that moves on with every keystroke, as typing does. */
function timeKeystrokes(start: TFormState, keystroke: (state: TFormState, i: number) => TFormState) {
  let state = start;
  for (let i = 0; i < WARMUP_RUNS; i++) state = keystroke(state, i);
  const samples: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const started = performance.now();
    state = keystroke(state, i);
    samples.push(performance.now() - started);
  }
  return { latency: summarise(samples), state };
}

function keystrokeMeasurements(label: string, start: TFormState, path: TFieldPath, valueOf: (i: number) => unknown, check: (state: TFormState) => void): BenchMeasurement[] {
  const { latency, state } = timeKeystrokes(start, (s, i) => updateValue(s, path, valueOf(i)));
  check(state);
  const failed = latency.p95 > KEYSTROKE_BUDGET_MS;
  return [
    { metric: `${label}, p50`, value: latency.p50, note: `${latency.n} keystrokes, max ${ms(latency.max)}` },
    { metric: `${label}, p95`, value: latency.p95, note: `budget ≤ ${KEYSTROKE_BUDGET_MS} ms`, failed },
  ];
}

function expectEqual(actual: unknown, expected: unknown, what: string): void {
  if (actual !== expected) throw new Error(`${what}: expected ${String(expected)}, got ${String(actual)}`);
}

export const formsEngineCase: BenchCase = {
  name: 'Forms engine',
  async run(ctx) {
    const compiled = compileForm(benchFormDefinition());
    expectEqual(compiled.controls.size, 40, 'controls in the bench form');
    expectEqual(compiled.issues.length, 0, 'definition issues');
    const fullSamples: number[] = [];
    let state = evaluateForm(compiled, benchFormData());
    for (let i = 0; i < FULL_RUNS; i++) {
      const started = performance.now();
      state = evaluateForm(compiled, benchFormData());
      fullSamples.push(performance.now() - started);
    }
    const full = summarise(fullSamples);
    ctx.log(`full evaluation p50 ${ms(full.p50)}, ${state.cells.size} places, ${state.errors.size} issues`);

    const rowsOf = (s: TFormState) => s.data.Positionen as TJson[];
    const sumOf = (s: TFormState) => rowsOf(s).reduce((sum, row) => sum + (row.Betrag as number), 0);
    const sumMatches = (s: TFormState) => expectEqual(Math.abs((s.data.Summe as number) - sumOf(s)) < 0.01, true, 'Summe after the keystrokes');
    return [
      ...keystrokeMeasurements('keystroke in row 100 of 200 (amount, sum, total, conditions)', state, { name: 'Menge', rows: [99] }, (i) => String((i % 9) + 1), sumMatches),
      ...keystrokeMeasurements('keystroke in the factor all 200 rows read', state, { name: 'Faktor' }, (i) => String(1 + (i % 5) / 10), sumMatches),
      ...keystrokeMeasurements('keystroke in an unrelated text', state, { name: 'Ort' }, (i) => 'Berlin'.slice(0, (i % 6) + 1), () => undefined),
      { metric: 'full evaluation (load), p50', value: full.p50, note: `${full.n} runs, p95 ${ms(full.p95)}; for comparison` },
    ];
  },
};
