/**
 * The OpenAPI document describes every operation for integrators and client generators: a unique operationId in
 * one naming scheme (lowerCamelCase verb first), a summary, a description, and tags that the document defines.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@portal/domain';
import { createTestApp } from '../test-support/test-app.js';
import { listOperations, type TOpenApiDocument } from './openapi-operations.js';

const t = await createTestApp();
afterAll(() => t.close());
const doc = t.app.swagger() as TOpenApiDocument & { tags?: { name: string; description?: string }[] };
type TDescribed = { operationId?: string; summary?: string; description?: string; tags?: string[] };
const described = (method: string, path: string) => doc.paths![path]![method.toLowerCase()] as TDescribed;

describe('the OpenAPI document', () => {
  const operations = listOperations(doc);

  it('gives every operation a unique lowerCamelCase operationId, a summary and a description', () => {
    const problems: string[] = [];
    const ids = new Map<string, string>();
    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      const d = described(op.method, op.path);
      if (!d.operationId || !/^[a-z][A-Za-z0-9]+$/.test(d.operationId)) problems.push(`${name}: operationId ${d.operationId ?? 'missing'}`);
      else if (ids.has(d.operationId)) problems.push(`${name}: operationId ${d.operationId} also on ${ids.get(d.operationId)}`);
      else ids.set(d.operationId, name);
      if (!d.summary?.trim()) problems.push(`${name}: no summary`);
      if (!d.description || d.description.trim().length < 20) problems.push(`${name}: no description`);
    }
    expect(problems).toEqual([]);
    expect(operations.length).toBeGreaterThan(50);
  });

  it('tags every operation with tags the document defines and describes', () => {
    const defined = new Map((doc.tags ?? []).map((tag) => [tag.name, tag.description ?? '']));
    const problems: string[] = [];
    const used = new Set<string>();
    for (const op of operations) {
      const tags = described(op.method, op.path).tags ?? [];
      if (tags.length !== 1) problems.push(`${op.method} ${op.path}: ${tags.length} tags`);
      for (const tag of tags) {
        used.add(tag);
        if (!defined.get(tag)) problems.push(`${op.method} ${op.path}: tag ${tag} not defined with a description`);
      }
    }
    for (const tag of defined.keys()) if (!used.has(tag)) problems.push(`tag ${tag} defined but unused`);
    expect(problems).toEqual([]);
  });

  it('declares the error answers of every operation with the shared Problem schema, whose code lists every error code', () => {
    const full = doc as unknown as { components: { schemas: Record<string, { properties: { code: { enum: string[] } } }> }; paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> }>> };
    expect(full.components.schemas.Problem!.properties.code.enum).toEqual([...ERROR_CODES]);
    const problems: string[] = [];
    for (const op of operations) {
      const responses = full.paths[op.path]![op.method.toLowerCase()]!.responses;
      const statuses = Object.keys(responses);
      for (const needed of ['400', '503'].filter((s) => !(op.path.startsWith('/api/health') || op.path === '/api/v1/App/Status') || s === '400')) {
        if (!statuses.includes(needed)) problems.push(`${op.method} ${op.path}: no ${needed}`);
      }
      if (op.licenseScoped && !statuses.includes('403')) problems.push(`${op.method} ${op.path}: licence-scoped without 403`);
      if (op.pathParams.length && !statuses.includes('404')) problems.push(`${op.method} ${op.path}: ids without 404`);
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const ref = responses[status]!.content?.['application/problem+json']?.schema?.$ref;
        // The health and readiness checks answer their own body with 503; every other error is a problem.
        if (ref !== '#/components/schemas/Problem' && !((op.path === '/api/health' || op.path === '/api/health/ready') && status === '503')) problems.push(`${op.method} ${op.path}: ${status} is not a Problem`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares a body for every success answer: JSON schema, CSV, the file types, the event stream, or 204 without one', () => {
    const full = doc as unknown as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>> };
    const problems: string[] = [];
    for (const op of operations) {
      const responses = full.paths[op.path]![op.method.toLowerCase()]!.responses;
      const successes = Object.entries(responses).filter(([status]) => Number(status) < 300);
      if (successes.length === 0) problems.push(`${op.method} ${op.path}: no success answer`);
      for (const [status, answer] of successes) {
        if (status === '204') {
          if (answer.content) problems.push(`${op.method} ${op.path}: 204 with a body`);
          continue;
        }
        const media = Object.entries(answer.content ?? {});
        if (media.length === 0 || media.some(([, m]) => !m.schema)) problems.push(`${op.method} ${op.path}: ${status} without a declared body`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes every answer in words, not with the generator\'s placeholder', () => {
    const text = JSON.stringify(doc.paths);
    expect(text).not.toContain('Default Response');
  });

  it('marks bodies that may be left out as optional, with the object schema alone', () => {
    const body = (path: string) => (doc.paths![path]!.post as { requestBody?: { required?: boolean; content: Record<string, { schema: { type?: string } }> } }).requestBody;
    for (const path of ['/api/v1/auth/logout', '/api/v1/auth/guest', '/api/v1/auth/sessions/end']) {
      expect(body(path)?.required, path).toBe(false);
      expect(body(path)?.content['application/json']?.schema.type, path).toBe('object');
    }
    expect(body('/api/v1/auth/login')?.required).toBe(true);
  });
});
