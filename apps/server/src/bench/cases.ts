/**
 * Benchmark cases in the order they run (later cases may use what earlier ones left in ctx.shared).
 * Add a measurement by writing a case module next to this file and listing it here.
 */
import type { BenchCase } from './bench-case.js';
import { coldStartEmptyCase, coldStartSeededCase } from './cold-start-cases.js';
import { seedPgliteCase, seedPostgresCase } from './seed-cases.js';
import { LIST_CASES } from './list-cases.js';
import { analysisPostgresCase } from './analysis-cases.js';
import { LOAD_CASES } from './load-cases.js';
import { zipCase } from './zip-cases.js';
import { lighthouseCase } from './lighthouse-cases.js';
import { formsEngineCase } from './forms-cases.js';
import { formRuntimeCase } from './form-runtime-cases.js';

export const BENCH_CASES: readonly BenchCase[] = [seedPgliteCase, coldStartSeededCase, coldStartEmptyCase, zipCase, seedPostgresCase, ...LIST_CASES, analysisPostgresCase, ...LOAD_CASES, lighthouseCase, formsEngineCase, formRuntimeCase];
