/**
 * The OpenAPI document passes Spectral (spectral:oas and the project's rules) without an error or a warning, and the
 * project's rules do catch what they are for.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.js';
import { formatFinding, lintOpenApiDocument } from './openapi-ruleset.js';

const t = await createTestApp();
afterAll(() => t.close());

type TDoc = { paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, unknown>; 'x-no-403'?: string }>> };

describe('Spectral on the OpenAPI document', () => {
  it('finds no error and no warning', async () => {
    const findings = await lintOpenApiDocument(t.app.swagger());
    expect(findings.map(formatFinding)).toEqual([]);
  }, 60_000);

  it('refuses an operationId out of style, a missing 401 or 403, and an error that is not a Problem', async () => {
    const doc = structuredClone(t.app.swagger()) as unknown as TDoc;
    const contract = doc.paths['/api/v1/Vertrag/{id}']!.get!;
    contract.operationId = 'Vertrag_lesen';
    delete contract.responses['401'];
    const sessions = doc.paths['/api/v1/auth/sessions']!.get!;
    delete sessions['x-no-403'];
    contract.responses['404'] = { description: 'Not found', content: { 'application/json': { schema: { type: 'object' } } } };
    const codes = (await lintOpenApiDocument(doc)).map((f) => `${f.code} ${f.path.slice(0, 3).join('.')}`);
    expect(codes).toEqual(expect.arrayContaining([
      'portal-operation-id paths./api/v1/Vertrag/{id}.get',
      'portal-error-statuses paths./api/v1/Vertrag/{id}.get',
      'portal-error-statuses paths./api/v1/auth/sessions.get',
      'portal-problem-answers paths./api/v1/Vertrag/{id}.get',
    ]));
  }, 60_000);
});
