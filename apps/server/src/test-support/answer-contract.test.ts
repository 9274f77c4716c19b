/**
 * The hook that holds every answer of the API tests to the OpenAPI document must itself fail on a wrong answer:
 * here the real app answers, and the document it is held to is deliberately changed so that each answer breaks it
 * in one way (an undeclared status, a body against its schema, another content type, a body where none is declared).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openTestDatabase } from '../platform/db/test-database.js';
import { AnswerBreaksContractError, answerContract, holdAnswersToContract, type TOpenApi } from './answer-contract.js';
import { testConfig } from './test-app.js';

const database = await openTestDatabase();
const app = await buildApp({ database, config: testConfig() });
await app.ready();
const served = app.swagger() as TOpenApi;
const originalInject = app.inject.bind(app);
afterAll(async () => {
  await app.close();
  await database.close();
});

type TOperationDoc = { operationId?: string; responses: Record<string, { content?: Record<string, { schema?: object }> }> };

/** A copy of the served document with one operation changed. */
function tampered(operationId: string, change: (operation: TOperationDoc) => void): TOpenApi {
  const doc = structuredClone(served);
  const operation = Object.values(doc.paths ?? {})
    .flatMap((item) => Object.values(item) as TOperationDoc[])
    .find((o) => o.operationId === operationId);
  if (!operation) throw new Error(`no operation ${operationId}`);
  change(operation);
  return doc;
}

/** Runs one request through the app's inject, held to the given document. */
async function injectHeldTo(doc: TOpenApi, request: { method: 'GET' | 'POST'; url: string; payload?: object }) {
  app.inject = originalInject;
  holdAnswersToContract(app, doc);
  try {
    return await app.inject(request);
  } finally {
    app.inject = originalInject;
  }
}

describe('holding answers to the OpenAPI document', () => {
  it('lets answers through that keep the document, error answers included', async () => {
    expect((await injectHeldTo(served, { method: 'GET', url: '/api/v1/App/Status' })).statusCode).toBe(200);
    expect((await injectHeldTo(served, { method: 'GET', url: '/api/v1/auth/session' })).statusCode).toBe(401);
    const bad = await injectHeldTo(served, { method: 'POST', url: '/api/v1/auth/login', payload: { email: 'no mail', password: '' } });
    expect(bad.statusCode).toBe(400);
  });

  it('fails an answer with a status the operation does not declare', async () => {
    const doc = tampered('getSession', (o) => delete o.responses['401']);
    const answer = injectHeldTo(doc, { method: 'GET', url: '/api/v1/auth/session' });
    await expect(answer).rejects.toBeInstanceOf(AnswerBreaksContractError);
    await expect(injectHeldTo(doc, { method: 'GET', url: '/api/v1/auth/session' })).rejects.toThrow(/getSession\) answered 401, a status the document does not declare/);
  });

  it('fails a JSON body that breaks its declared schema, naming the field', async () => {
    const doc = tampered('getAppStatus', (o) => {
      const media = o.responses['200']!.content!['application/json']!;
      media.schema = { type: 'object', required: ['Locked', 'Until'], properties: { Locked: { type: 'string' } } };
    });
    const answer = injectHeldTo(doc, { method: 'GET', url: '/api/v1/App/Status' });
    await expect(answer).rejects.toThrow(/breaks its schema: .*body must have required property 'Until'.*body\/Locked must be string/);
  });

  it('fails an error answer whose body is not the Problem it declares', async () => {
    const doc = structuredClone(served) as TOpenApi & { components: { schemas: Record<string, { required?: string[] }> } };
    doc.components.schemas.Problem!.required = [...(doc.components.schemas.Problem!.required ?? []), 'instance'];
    await expect(injectHeldTo(doc, { method: 'GET', url: '/api/v1/auth/session' })).rejects.toThrow(/answered 401 with a body that breaks its schema: .*'instance'/);
  });

  it('fails an answer of a content type the document does not declare', async () => {
    const doc = tampered('getAppStatus', (o) => {
      o.responses['200']!.content = { 'text/csv': { schema: { type: 'string' } } };
    });
    await expect(injectHeldTo(doc, { method: 'GET', url: '/api/v1/App/Status' })).rejects.toThrow(/as application\/json, where the document declares text\/csv/);
  });

  it('fails a body where the document declares none', async () => {
    const doc = tampered('getAppStatus', (o) => delete o.responses['200']!.content);
    await expect(injectHeldTo(doc, { method: 'GET', url: '/api/v1/App/Status' })).rejects.toThrow(/with a body \(application\/json\), where the document declares none/);
  });

  it('checks answers read as a stream once their body is read, and leaves paths outside the API alone', () => {
    const contract = answerContract(served);
    const answer = { method: 'GET', url: '/api/v1/App/Status?x=1', statusCode: 200, headers: { 'content-type': 'application/json; charset=utf-8' } };
    expect(contract.check({ ...answer, body: null })).toEqual([]);
    expect(contract.check({ ...answer, body: '{"Locked":"no"}' })[0]).toMatch(/breaks its schema/);
    expect(contract.check({ ...answer, body: 'not json' })[0]).toMatch(/not JSON/);
    expect(contract.check({ ...answer, url: '/login', body: '<html>' })).toEqual([]);
  });
});
