/**
 * Spec (search and favourites, §8 and §9): a toast follows each watchlist
 * change, and the toast queue holds 1 toast. Saving car 1, saving car 2,
 * then removing car 1 must leave "Car Removed" on screen, never an earlier
 * message over it: a new toast replaces the one shown.
 *
 * The server answers each change in its own time, so a toast is ordered by
 * when its change was made (its `sequence`), not by when its answer came: a
 * slow answer to an earlier change never covers a later change's toast.
 */
export const TOAST_QUEUE_SIZE = 1;

export interface Sequenced {
  /** Rises with each change the shopper makes on the page. */
  sequence: number;
}

/** The queue once `toast` arrives: at most TOAST_QUEUE_SIZE toasts, the latest changes' last. */
export function queueToast<Toast extends Sequenced>(queue: readonly Toast[], toast: Toast): Toast[] {
  const newest = queue.at(-1);
  if (newest && newest.sequence > toast.sequence) return [...queue];
  return [...queue.filter((queued) => queued.sequence < toast.sequence), toast].slice(-TOAST_QUEUE_SIZE);
}

/** The queue with a toast closed by the shopper. */
export function closeToast<Toast extends Sequenced>(queue: readonly Toast[], sequence: number): Toast[] {
  return queue.filter((queued) => queued.sequence !== sequence);
}
