import type { ReactElement } from 'react';
import { LazyTooltip } from './lazy-tooltip';
import { useTooltipsEnabled } from './use-media';

type Props = { title: string; children: ReactElement };

/**
 * A tooltip that is only active below 1280 px (spec 000 §2.2). The wrapped control carries its own
 * aria-label, so switching the tooltip off never takes the name away from assistive technology.
 */
export function ConditionalTooltip({ title, children }: Props) {
  const enabled = useTooltipsEnabled();
  if (!enabled) return children;
  return (
    <LazyTooltip title={title} describeChild={false}>
      {/* A span keeps the tooltip working when the wrapped button is disabled. */}
      <span style={{ display: 'inline-flex' }}>{children}</span>
    </LazyTooltip>
  );
}
