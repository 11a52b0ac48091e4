import { describe, expect, it } from 'vitest';
import { photoIndexAfter, SWIPE_MIN_DISTANCE_PX, swipeStep } from './photo-navigation';

const start = { x: 200, y: 300 };

describe('a swipe in the full-screen photo view', () => {
  it(`needs a horizontal move of ${SWIPE_MIN_DISTANCE_PX} px: 39 px is not a swipe, 40 px is`, () => {
    expect(SWIPE_MIN_DISTANCE_PX).toBe(40);
    expect(swipeStep(start, { x: 161, y: 300 })).toBeUndefined();
    expect(swipeStep(start, { x: 160, y: 300 })).toBe('next');
    expect(swipeStep(start, { x: 239, y: 300 })).toBeUndefined();
    expect(swipeStep(start, { x: 240, y: 300 })).toBe('previous');
  });

  it('goes to the next photo on a swipe left and the previous one on a swipe right', () => {
    expect(swipeStep(start, { x: 20, y: 310 })).toBe('next');
    expect(swipeStep(start, { x: 380, y: 290 })).toBe('previous');
  });

  it('is no swipe when the move is as vertical as it is horizontal, or more (the page scrolling)', () => {
    expect(swipeStep(start, { x: 100, y: 400 })).toBeUndefined();
    expect(swipeStep(start, { x: 100, y: 399 })).toBe('next');
    expect(swipeStep(start, { x: 210, y: 600 })).toBeUndefined();
  });

  it('is no swipe for a tap', () => {
    expect(swipeStep(start, start)).toBeUndefined();
  });
});

describe('stepping between photos', () => {
  it('steps one photo either way', () => {
    expect(photoIndexAfter(3, 12, 'next')).toBe(4);
    expect(photoIndexAfter(3, 12, 'previous')).toBe(2);
  });

  it('wraps round at both ends', () => {
    expect(photoIndexAfter(11, 12, 'next')).toBe(0);
    expect(photoIndexAfter(0, 12, 'previous')).toBe(11);
  });

  it('stays on the only photo', () => {
    expect(photoIndexAfter(0, 1, 'next')).toBe(0);
    expect(photoIndexAfter(0, 1, 'previous')).toBe(0);
  });
});
