/**
 * The body of a content page. The server sends HTML it rendered from Markdown and sanitised; it is sanitised here a
 * second time with the same allow-list (DOMPurify, loaded only with this page), so that a page row written around
 * the API still cannot run script. In-portal links navigate inside the app; modified clicks keep the browser's way.
 */
import { Box } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';

const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'em', 'del', 'blockquote', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img'];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'align', 'start', 'target', 'rel'];

export function sanitizeContentHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

export function SafeHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeContentHtml(html), [html]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const anchor = (e.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ href });
  };
  return (
    <Box
      data-testid="content-page-body"
      onClick={onClick}
      sx={{
        typography: 'body1',
        lineHeight: 1.7,
        '& h1, & h2, & h3, & h4': { lineHeight: 1.3, mt: 3, mb: 1, fontWeight: 500 },
        '& h1': { typography: 'h4' },
        '& h2': { typography: 'h5' },
        '& h3': { typography: 'h6' },
        '& > :first-of-type': { mt: 0 },
        '& a': { color: 'primary.main' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, my: 2, pl: 2, color: 'text.secondary' },
        '& table': { borderCollapse: 'collapse', my: 2, width: '100%', display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 0.75, textAlign: 'left' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& pre': { overflowX: 'auto', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 },
      }}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
