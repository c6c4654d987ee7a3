// Tooltip of icon-only buttons: Radix, open after 700 ms,
// 300 ms skip delay, also on keyboard focus. Its own chunk, loaded on first hover or focus.

import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement } from 'react';

export const TOOLTIP_DELAYS = { delayDuration: 700, skipDelayDuration: 300 } as const;

export function IconTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAYS.delayDuration} skipDelayDuration={TOOLTIP_DELAYS.skipDelayDuration}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="tooltip" side="bottom" sideOffset={6} collisionPadding={8}>
            {label}
            <Tooltip.Arrow className="tooltip-arrow" width={12} height={6} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
