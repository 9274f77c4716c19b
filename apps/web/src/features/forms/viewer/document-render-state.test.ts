import { describe, expect, it } from 'vitest';
import { INITIAL_RENDER_STATE, renderReducer, shouldRender, type TRenderState } from './document-render-state';

const doc = { Id: 'v2-schadenmeldung', Name: 'Schadenmeldung.pdf', Url: '/api/v1/Forms/Risk/r/Documents/d', SignatureFields: ['Versicherungsnehmer'] };
const ready = { summaryShowing: true, hasData: true, saved: true };

describe('document render status (invalid → rendering → idle)', () => {
  it('renders only with answers, on the summary, once the server has them', () => {
    expect(shouldRender(INITIAL_RENDER_STATE, ready)).toBe(true);
    expect(shouldRender(INITIAL_RENDER_STATE, { ...ready, summaryShowing: false })).toBe(false);
    expect(shouldRender(INITIAL_RENDER_STATE, { ...ready, hasData: false })).toBe(false);
    expect(shouldRender(INITIAL_RENDER_STATE, { ...ready, saved: false })).toBe(false);
  });

  it('goes invalid → rendering → idle with the documents', () => {
    let s: TRenderState = renderReducer(INITIAL_RENDER_STATE, { type: 'started', generation: 0 });
    expect(s.status).toBe('rendering');
    expect(shouldRender(s, ready)).toBe(false);
    s = renderReducer(s, { type: 'succeeded', generation: 0, documents: [doc] });
    expect(s).toMatchObject({ status: 'idle', documents: [doc] });
  });

  it('a change of the answers invalidates the documents and drops the answer of a render started before', () => {
    let s = renderReducer(INITIAL_RENDER_STATE, { type: 'started', generation: 0 });
    s = renderReducer(s, { type: 'dataChanged' });
    expect(s).toMatchObject({ status: 'invalid', generation: 1 });
    s = renderReducer(s, { type: 'succeeded', generation: 0, documents: [doc] });
    expect(s).toMatchObject({ status: 'invalid', documents: [] });
    s = renderReducer(renderReducer(s, { type: 'started', generation: 1 }), { type: 'succeeded', generation: 1, documents: [doc] });
    expect(renderReducer(s, { type: 'dataChanged' })).toMatchObject({ status: 'invalid', documents: [] });
  });

  it('a failed render can be retried', () => {
    let s = renderReducer(INITIAL_RENDER_STATE, { type: 'started', generation: 0 });
    s = renderReducer(s, { type: 'failed', generation: 0, errorCode: 'NETWORK' });
    expect(s).toMatchObject({ status: 'failed', errorCode: 'NETWORK' });
    expect(shouldRender(s, ready)).toBe(false);
    s = renderReducer(s, { type: 'retry' });
    expect(shouldRender(s, ready)).toBe(true);
  });
});
