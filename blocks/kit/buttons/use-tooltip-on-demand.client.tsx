'use client';
import type { TooltipProps } from '@mantine/core';
import { lazy, type ReactNode, type RefObject, Suspense, useRef, useState } from 'react';

const Tooltip = lazy(() => import('./LazyTooltip.client').then((module) => ({ default: module.Tooltip })));

type TipProps = Omit<TooltipProps, 'target' | 'opened' | 'children' | 'events'>;

/** Spread onto the control the tooltip belongs to. */
export interface TipTargetProps<Target extends HTMLElement> {
  ref: RefObject<Target | null>;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/**
 * A tooltip for one control, rendered from the first time the shopper points
 * at or focuses it. Wrapped round its control, Mantine's tooltip mounts a
 * portal, a transition and its positioning with every card, and each sets
 * state as it mounts: on a search page, 21 cards' hearts re-rendered so
 * straight after hydration. Here the control stands alone and the tooltip
 * follows it by reference, opened while pointed at or focused. Its code
 * (Popover's positioning, floating-ui) loads the first time one is wanted,
 * not with every page that has a card.
 */
export function useTooltipOnDemand<Target extends HTMLElement>(): {
  targetProps: TipTargetProps<Target>;
  tooltip: (props: TipProps) => ReactNode;
} {
  const ref = useRef<Target>(null);
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpened(true);
  };
  const hide = () => setOpened(false);
  return {
    targetProps: { ref, onMouseEnter: show, onMouseLeave: hide, onFocus: show, onBlur: hide },
    tooltip: (props) =>
      wanted ? (
        <Suspense fallback={null}>
          <Tooltip {...props} target={ref} opened={opened} />
        </Suspense>
      ) : null,
  };
}
