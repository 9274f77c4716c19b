import { useEffect, useReducer } from 'react';
import type { TFormData } from '@portal/forms';
import { isApiError } from '../../../lib/api-client';
import { renderFormDocuments } from '../api/render-documents';
import { INITIAL_RENDER_STATE, renderReducer, shouldRender } from './document-render-state';

/** The summary's documents ('Dateien'): rendered on the server when the summary shows, invalid after every change. */
export function useRenderedDocuments(license: string, riskId: string, input: { data: TFormData; summaryShowing: boolean; saved: boolean }) {
  const [state, dispatch] = useReducer(renderReducer, INITIAL_RENDER_STATE);
  const { data, summaryShowing, saved } = input;

  // Every new answers object is a change (the sync keeps the object while nothing changes).
  useEffect(() => dispatch({ type: 'dataChanged' }), [data]);

  const start = shouldRender(state, { summaryShowing, hasData: Object.keys(data).length > 0, saved });
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
