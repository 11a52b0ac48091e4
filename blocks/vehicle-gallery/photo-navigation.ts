/**
 * Moving between photos in the full-screen view: the arrow buttons and
 * keys step one photo and wrap round at the ends (so a button never turns
 * disabled under the keyboard's focus); a swipe steps one photo the way
 * the finger moved.
 */

/** A shorter horizontal move is a tap or a wobble, not a swipe. */
export const SWIPE_MIN_DISTANCE_PX = 40;

export interface Point {
  x: number;
  y: number;
}

export type PhotoStep = 'previous' | 'next';

/**
 * A swipe to the left shows the next photo, to the right the previous one.
 * A move more vertical than horizontal is the page scrolling: no swipe.
 */
export function swipeStep(start: Point, end: Point): PhotoStep | undefined {
  const across = end.x - start.x;
  const down = end.y - start.y;
  if (Math.abs(across) < SWIPE_MIN_DISTANCE_PX || Math.abs(across) <= Math.abs(down)) return undefined;
  return across < 0 ? 'next' : 'previous';
}

export function photoIndexAfter(index: number, count: number, step: PhotoStep): number {
  if (count <= 0) return 0;
  return (index + (step === 'next' ? 1 : -1) + count) % count;
}
