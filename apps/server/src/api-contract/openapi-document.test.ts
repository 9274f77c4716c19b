/**
 * The OpenAPI document describes every operation for integrators and client generators: a unique operationId in
 * one naming scheme (lowerCamelCase verb first), a summary, a description, and tags that the document defines.
 */
import { afterAll, describe, expect, it } from 'vitest';
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
});
