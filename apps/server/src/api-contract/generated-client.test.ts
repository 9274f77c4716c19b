/**
 * Integrators do not read the OpenAPI document, they generate a client from it. This test runs the usual TypeScript
 * chain on the document the app serves: openapi-typescript generates the types, and an integrator's program on
 * openapi-fetch (client-usage.fixture.ts) must type-check against them in strict mode, so an operation missing from
 * the document, a parameter or body it gets wrong, or an answer it types as never/unknown fails here.
 * client-misuse.fixture.ts is the negative control: each of its marked mistakes must be a type error.
 */
import { copyFile, mkdtemp, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.js';

const USAGE = 'client-usage.fixture.ts';
const MISUSE = 'client-misuse.fixture.ts';
const GENERATED = 'portal-api.ts';

/** An integrator's strict setup, as the openapi-typescript README recommends it (Bundler, noUncheckedIndexedAccess). */
const COMPILER_OPTIONS = {
  strict: true,
  noUncheckedIndexedAccess: true,
  noEmit: true,
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  lib: ['ES2022', 'DOM'],
  types: [],
  skipLibCheck: true,
  verbatimModuleSyntax: true,
};

const t = await createTestApp();
afterAll(() => t.close());

type TDiagnostic = { file: string; line: number; text: string };
let dir = '';
let diagnostics: TDiagnostic[] = [];

function toDiagnostic(d: ts.Diagnostic): TDiagnostic {
  const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
  if (!d.file || d.start === undefined) return { file: '', line: 0, text };
  return { file: d.file.fileName.slice(dir.length + 1), line: d.file.getLineAndCharacterOfPosition(d.start).line + 1, text };
}
const show = (list: TDiagnostic[]) => list.map((d) => `${d.file}:${d.line}: ${d.text}`);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-client-'));
  // The temp dir sees the monorepo's packages (openapi-fetch and what it imports) through a node_modules link.
  const packages = dirname(dirname(createRequire(import.meta.url).resolve('openapi-fetch/package.json')));
  await symlink(packages, join(dir, 'node_modules'), 'dir');

  // A copy, as openapi-typescript bundles the document in place; the served document has no type of its own here.
  const ast = await openapiTS(structuredClone(t.app.swagger()) as OpenAPI3);
  await writeFile(join(dir, GENERATED), astToString(ast));
  for (const fixture of [USAGE, MISUSE]) await copyFile(join(import.meta.dirname, fixture), join(dir, fixture));

  const { options, errors } = ts.convertCompilerOptionsFromJson(COMPILER_OPTIONS, dir);
  expect(errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n'))).toEqual([]);
  const program = ts.createProgram([GENERATED, USAGE, MISUSE].map((f) => join(dir, f)), options);
  diagnostics = ts.getPreEmitDiagnostics(program).map(toDiagnostic);
}, 60_000);

afterAll(async () => {
  if (!dir) return;
  await unlink(join(dir, 'node_modules')).catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

describe('a client generated from the OpenAPI document (openapi-typescript + openapi-fetch)', () => {
  it('generates types that compile on their own', async () => {
    const generated = await readFile(join(dir, GENERATED), 'utf8');
    expect(generated).toContain('export interface paths');
    expect(show(diagnostics.filter((d) => d.file !== USAGE && d.file !== MISUSE))).toEqual([]);
  });

  it('types an integrator program: session, list query and customer, with their answers and Problem errors', () => {
    expect(show(diagnostics.filter((d) => d.file === USAGE))).toEqual([]);
  });

  it('rejects each mistake of the negative control with the expected type error, and nothing else', async () => {
    const lines = (await readFile(join(dir, MISUSE), 'utf8')).split('\n');
    const expected = lines.flatMap((line, i) => {
      const marker = /\/\/ misuse: (.+)$/.exec(line);
      return marker ? [{ line: i + 1, text: marker[1]! }] : [];
    });
    expect(expected.length).toBeGreaterThanOrEqual(5);
    const found = diagnostics.filter((d) => d.file === MISUSE);
    const missing = expected.filter((e) => !found.some((d) => d.line === e.line && d.text.includes(e.text)));
    expect(missing.map((e) => `${MISUSE}:${e.line}: no error containing ${e.text}; errors: ${show(found).join(' | ') || 'none'}`)).toEqual([]);
    expect(show(found.filter((d) => !expected.some((e) => e.line === d.line)))).toEqual([]);
  });
});
