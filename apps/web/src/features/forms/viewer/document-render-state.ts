/**
 * The document render status of spec 001 §4: invalid → rendering → idle. Rendering starts when the risk has
 * answers, the summary page shows and the server has the newest answers (the server renders what it stored);
 * any change of the answers makes the documents invalid again, and an answer of a render started before the
 * change is thrown away (generation). `failed` is ours: the render call failed, the user can try again.
 */
import type { TRenderedFormDocument } from '../api/render-documents';

export type TRenderStatus = 'invalid' | 'rendering' | 'idle' | 'failed';

export type TRenderState = { status: TRenderStatus; documents: TRenderedFormDocument[]; generation: number; errorCode: string | null };

export type TRenderEvent =
  | { type: 'dataChanged' }
  | { type: 'started'; generation: number }
  | { type: 'succeeded'; generation: number; documents: TRenderedFormDocument[] }
  | { type: 'failed'; generation: number; errorCode: string }
  | { type: 'retry' };

export const INITIAL_RENDER_STATE: TRenderState = { status: 'invalid', documents: [], generation: 0, errorCode: null };

export function renderReducer(state: TRenderState, event: TRenderEvent): TRenderState {
  switch (event.type) {
    case 'dataChanged':
      return state.status === 'invalid' && state.documents.length === 0 ? state : { status: 'invalid', documents: [], generation: state.generation + 1, errorCode: null };
    case 'started':
      return event.generation === state.generation && state.status === 'invalid' ? { ...state, status: 'rendering' } : state;
    case 'succeeded':
      return event.generation === state.generation && state.status === 'rendering' ? { ...state, status: 'idle', documents: event.documents } : state;
    case 'failed':
      return event.generation === state.generation && state.status === 'rendering' ? { ...state, status: 'failed', errorCode: event.errorCode } : state;
    case 'retry':
      return state.status === 'failed' ? { ...state, status: 'invalid', generation: state.generation + 1, errorCode: null } : state;
  }
}

/** Whether to start rendering now. */
export function shouldRender(state: TRenderState, ctx: { summaryShowing: boolean; hasData: boolean; saved: boolean }): boolean {
  return state.status === 'invalid' && ctx.summaryShowing && ctx.hasData && ctx.saved;
}
