import type { TooltipProps } from '@mui/material/Tooltip';
import { lazy, Suspense } from 'react';

// The subpath, not '@mui/material': the entry imports the index, which would keep the Tooltip in the entry.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/**
 * MUI's Tooltip for the shell (navbar buttons below 1280 px, a long footer text): it and Popper.js load after
 * the first paint, in a chunk of their own. Until then the child shows as it is, without the tooltip.
 */
export function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
