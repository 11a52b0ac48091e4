'use client';

/**
 * Starts loading an overlay's code when the shopper shows they may open it
 * (a pointer over its button, focus on it, a touch), so the first opening
 * rarely waits for the network. The import is the one the overlay's island
 * makes (islands.client.tsx), so the browser fetches the code once.
 */
export function preloadDrawer(): void {
  void import('./Drawer.client');
}

export function preloadModal(): void {
  void import('./Modal.client');
}

/** The props that start loading an overlay on a shopper's intent, for its opening button. */
export function preloadOnIntent(preload: () => void) {
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}
