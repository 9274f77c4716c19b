import { useEffect, useReducer, useRef } from 'react';
import { isApiError } from '../../../lib/api-client';
import { renderFormDocuments } from '../api/render-documents';
import { INITIAL_RENDER_STATE, renderReducer, shouldRender } from './document-render-state';
import type { RiskSync } from './risk-sync';

/** The summary's documents ('Dateien'): rendered on the server when the summary shows, invalid after every change. */
export function useRenderedDocuments(license: string, riskId: string, input: { sync: RiskSync; summaryShowing: boolean; hasData: boolean; saved: boolean }) {
  const [state, dispatch] = useReducer(renderReducer, INITIAL_RENDER_STATE);
  const { sync, summaryShowing, hasData, saved } = input;

  // Every new answers object is a change (the sync keeps the object while nothing changes). Told only while there is
  // something to make invalid: a keystroke into invalid documents renders nothing here.
  const alreadyInvalid = useRef(true);
  alreadyInvalid.current = state.status === 'invalid' && state.documents.length === 0;
  useEffect(() => {
    let seen = sync.getSnapshot().data;
    return sync.subscribe(() => {
      const data = sync.getSnapshot().data;
      if (data === seen) return;
      seen = data;
      if (!alreadyInvalid.current) dispatch({ type: 'dataChanged' });
    });
  }, [sync]);

  const start = shouldRender(state, { summaryShowing, hasData, saved });
  const generation = state.generation;
  useEffect(() => {
    if (!start) return;
    dispatch({ type: 'started', generation });
    // Not aborted on unmount: a late answer of an outdated generation is dropped by the reducer.
    renderFormDocuments(license, riskId).then(
      (documents) => dispatch({ type: 'succeeded', generation, documents }),
      (error: unknown) => dispatch({ type: 'failed', generation, errorCode: isApiError(error) ? error.code : 'INTERNAL' }),
    );
  }, [start, generation, license, riskId]);

  return { ...state, retry: () => dispatch({ type: 'retry' }) };
}
