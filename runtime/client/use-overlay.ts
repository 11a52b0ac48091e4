import { useDisclosure } from '@mantine/hooks';
import { useCallback, useRef, useState } from 'react';

export interface Overlay {
  opened: boolean;
  /** Whether to render the drawer or dialog at all: from its first opening on. */
  mounted: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
}

/**
 * The state of a drawer or dialog that is only rendered once the shopper
 * first opens it. Closed, Mantine's overlays still mount their portal,
 * transition and positioning, and each sets state as it mounts: on a
 * vehicle page those re-renders ran as one synchronous task straight after
 * hydration. Once opened it stays rendered, so it can play its closing
 * transition.
 *
 * Closing gives focus back to what had it when the overlay opened. Mantine
 * does that itself only for an overlay that was already rendered when it
 * opened, so its first opening would leave focus on the page's body.
 */
export function useOverlay(): Overlay {
  const [opened, { open: show, close: hide }] = useDisclosure(false);
  const [everOpened, setEverOpened] = useState(false);
  const focusBefore = useRef<HTMLElement | null>(null);
  // Set while rendering, so the first opening renders the overlay in the same pass.
  if (opened && !everOpened) setEverOpened(true);

  const open = useCallback(() => {
    focusBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    show();
  }, [show]);
  const close = useCallback(() => {
    hide();
    const back = focusBefore.current;
    // After the overlay has let focus go (its focus trap stops with `opened`).
    if (back) window.setTimeout(() => back.isConnected && back.focus(), 0);
  }, [hide]);
  const toggle = useCallback(() => (opened ? close() : open()), [opened, open, close]);
  return { opened, mounted: opened || everOpened, open, close, toggle };
}
