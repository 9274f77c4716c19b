import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { needsAnalysisBlocks } from '@portal/domain';
import { lazyDialog } from '../../../ui/lazy-dialog';
import { useActiveSession } from '../../session';
import { needsAnalysisQueryOptions } from '../api';
import { needsAnalysisTexts } from '../i18n/texts';

const NeedsAnalysisDialog = lazyDialog(() => Promise.all([import('./needs-analysis-dialog'), needsAnalysisTexts.load()]).then(([m]) => m.NeedsAnalysisDialog));

/**
 * Spec 001 §4 "App start: needs analysis": where the licence offers and enforces it and the member has not answered
 * yet, a blocking dialog opens over the shell; once saved the user goes to the start page. A failed check lets the
 * user in (001 §8: "Needs analysis check fails: go to the start page").
 */
export function NeedsAnalysisCheck() {
  const { license } = useActiveSession();
  const query = useQuery(needsAnalysisQueryOptions(license));
  const navigate = useNavigate();
  const blocks = query.data !== undefined && needsAnalysisBlocks(query.data);
  // Stays mounted after the save (the cache no longer blocks), so the dialog closes with its transition and snackbar.
  const [shown, setShown] = useState(false);
  const [done, setDone] = useState(false);
  if (blocks && !shown) setShown(true);
  if (!shown) return null;
  return (
    <NeedsAnalysisDialog
      open={!done}
      blocking
      license={license}
      initial={null}
      onClose={() => {
        setDone(true);
        void navigate({ to: '/startseite' });
      }}
    />
  );
}
