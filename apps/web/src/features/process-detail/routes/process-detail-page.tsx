import { useNavigate } from '@tanstack/react-router';
import { ProcessDetailView } from '../components/process-detail-view';
import { normaliseProcessFocus, type TProcessFocus } from '../process-detail-rules';

/** /vorgang/{id or access token}/{focus}: the tabs follow the URL (nachrichten, dateien). */
export function ProcessDetailPage({ processRef, focus }: { processRef: string; focus?: string }) {
  const navigate = useNavigate();
  const change = (next: TProcessFocus) => {
    if (next !== normaliseProcessFocus(focus)) void navigate({ to: '/vorgang/$id/$focus', params: { id: processRef, focus: next }, replace: true });
  };
  return <ProcessDetailView processRef={processRef} focus={focus} onFocusChange={change} />;
}
