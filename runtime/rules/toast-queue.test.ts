import { describe, expect, it } from 'vitest';
import { SLIDING_ANIMATION_MS } from './sliding-animation';
import { closeToast, queueToast, TOAST_QUEUE_SIZE } from './toast-queue';

const toast = (sequence: number, title: string) => ({ sequence, title });

describe('spec search §8/§9: the toast queue holds 1 toast, the latest change’s', () => {
  it('holds 1 toast, and toasts slide in 300 ms like every sliding part', () => {
    expect(TOAST_QUEUE_SIZE).toBe(1);
    expect(SLIDING_ANIMATION_MS).toBe(300);
  });

  it('save car 1, save car 2, remove car 1: Car Removed is the one shown', () => {
    let queue = queueToast([], toast(1, 'Car Saved In Watchlist: car 1'));
    queue = queueToast(queue, toast(2, 'Car Saved In Watchlist: car 2'));
    queue = queueToast(queue, toast(3, 'Car Removed: car 1'));
    expect(queue).toEqual([toast(3, 'Car Removed: car 1')]);
  });

  it('a slow answer to an earlier change never covers the toast of a later one', () => {
    const queue = queueToast([], toast(3, 'Car Removed: car 1'));
    expect(queueToast(queue, toast(2, 'Car Saved In Watchlist: car 2'))).toEqual([toast(3, 'Car Removed: car 1')]);
  });

  it('closing the toast shown empties the queue; closing an older one changes nothing', () => {
    const queue = queueToast([], toast(5, 'Car Removed'));
    expect(closeToast(queue, 5)).toEqual([]);
    expect(closeToast(queue, 4)).toEqual(queue);
  });
});
