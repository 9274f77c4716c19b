/**
 * What is still missing, on the summary page before sending: each open message with its control and page, a
 * link that opens the page at that control. The server refuses a transfer with exactly these (issue 10 §7).
 */
import { Alert, AlertTitle, Link, List, ListItem } from '@mui/material';
import { formIssues, validationMessage } from '@portal/forms';
import { labelOf } from './field-parts';
import { useRuntime, useRuntimeSelector, useRuntimeText } from './runtime-context';

export type TOpenIssue = { key: string; pageIndex: number; text: string };

/** At most this many are listed; the step indicator marks the pages of the rest. */
const MAX_LISTED = 20;

const sameIssues = (a: TOpenIssue[], b: TOpenIssue[]) => a.length === b.length && a.every((issue, i) => issue.key === b[i]!.key && issue.text === b[i]!.text);

export function OpenIssues({ onOpen }: { onOpen: (pageIndex: number, fieldKey: string) => void }) {
  const { language } = useRuntime();
  const text = useRuntimeText();
  const issues = useRuntimeSelector((snapshot) => {
    const { form } = snapshot.form;
    return formIssues(snapshot.form)
      .slice(0, MAX_LISTED)
      .map((issue): TOpenIssue => {
        const cc = form.controls.get(issue.name)!;
        const page = form.definition.pages[cc.pageIndex]?.properties.Überschrift?.trim() || String(cc.pageIndex + 1);
        const label = issue.rows.length > 0 ? `${labelOf(cc)} ${issue.rows.map((r) => r + 1).join('.')}` : labelOf(cc);
        return { key: issue.path, pageIndex: cc.pageIndex, text: text('openIssue', { label, page, message: validationMessage(issue.key, issue.params, language) }) };
      });
  }, sameIssues);
  if (issues.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }} data-testid="open-issues">
      <AlertTitle>{text('openIssues')}</AlertTitle>
      <List dense disablePadding>
        {issues.map((issue) => (
          <ListItem key={issue.key} disableGutters sx={{ py: 0 }}>
            <Link component="button" type="button" variant="body2" onClick={() => onOpen(issue.pageIndex, issue.key)} sx={{ textAlign: 'left' }}>
              {issue.text}
            </Link>
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
