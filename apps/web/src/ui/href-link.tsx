import { Link as MuiLink, type LinkProps } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/**
 * A real link (<a href>) to a path given as a string (process pages, search targets):
 * plain clicks navigate inside the app, modified clicks keep the browser's behaviour (new tab, copy link).
 */
export function HrefLink({ href, onClick, ...props }: LinkProps & { href: string }) {
  const navigate = useNavigate();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ href });
  };
  return <MuiLink href={href} onClick={handle} {...props} />;
}
