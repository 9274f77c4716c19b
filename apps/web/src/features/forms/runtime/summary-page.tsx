/** A summary page: every other page's answers compactly and read-only, then the viewer's content (documents, send). */
import { Box, Typography } from '@mui/material';
import type { TFormState } from '@portal/forms';
import type { ReactNode } from 'react';
import { compactControlLayout } from './control-layout';
import { ControlGrid } from './control-view';
import { RuntimeContextProvider, useRuntime, useRuntimeSelector, useRuntimeText } from './runtime-context';
import { summarisedPages } from './runtime-pages';
import { OpenIssues } from './open-issues';

export function SummaryPage({ summary, onOpenIssue }: { summary?: (state: TFormState) => ReactNode; onOpenIssue: (pageIndex: number, fieldKey: string) => void }) {
  const runtime = useRuntime();
  const text = useRuntimeText();
  const state = useRuntimeSelector((snapshot) => snapshot.form);
  const pages = summarisedPages(state)
    .map((page) => ({ ...page, layout: compactControlLayout(state, page.controls) }))
    .filter((page) => page.layout.length > 0);
  return (
    <RuntimeContextProvider value={{ ...runtime, forceReadOnly: true }}>
      {!state.context.readOnly && <OpenIssues onOpen={onOpenIssue} />}
      {pages.length === 0 && <Typography color="text.secondary">{text('noAnswers')}</Typography>}
      {pages.map((page) => (
        <Box component="section" key={page.index} aria-label={page.title} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {page.title}
          </Typography>
          <ControlGrid items={page.layout} rows={[]} />
        </Box>
      ))}
      {summary && <Box sx={{ mt: 3 }}>{summary(state)}</Box>}
    </RuntimeContextProvider>
  );
}
