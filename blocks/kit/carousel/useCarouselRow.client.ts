'use client';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The gap between cards in a carousel row, in pixels. */
export const CAROUSEL_GAP_PX = 16;
/** Scroll positions within a pixel of an end count as the end (fractional zoom levels). */
const END_TOLERANCE_PX = 1;

export interface CarouselEnds {
  atStart: boolean;
  atEnd: boolean;
}

/**
 * A row of cards that scrolls sideways, stepped by previous and next
 * buttons: where the row stands (so a button is disabled at its end), a step
 * of one card (instant for shoppers who ask for less motion), and the
 * keyboard's focus kept: a button pressed to its end hands focus to the
 * other one rather than leaving it on a disabled button.
 */
export function useCarouselRow<Row extends HTMLElement>() {
  const row = useRef<Row>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pressed = useRef<'previous' | 'next' | null>(null);
  const [ends, setEnds] = useState<CarouselEnds>({ atStart: true, atEnd: false });

  // Ends that did not move keep their state: measured as the row mounts, a new object re-rendered the whole carousel straight after hydration.
  const measure = useCallback(() => {
    const element = row.current;
    if (!element) return;
    const atStart = element.scrollLeft <= END_TOLERANCE_PX;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - END_TOLERANCE_PX;
    setEnds((shown) => (shown.atStart === atStart && shown.atEnd === atEnd ? shown : { atStart, atEnd }));
  }, []);

  // Measured once the browser has laid the row out (a ResizeObserver's first call) and whenever the row changes size (a phone
  // turned, a web font arriving), which the window's resize event missed; read as the row mounted, its sizes made the browser
  // lay the page out there and then, in the task of effects that follows hydration.
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    element.addEventListener('scroll', measure, { passive: true });
    const sized = new ResizeObserver(measure);
    sized.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      sized.disconnect();
    };
  }, [measure]);

  useEffect(() => {
    const reachedEnd = (pressed.current === 'next' && ends.atEnd) || (pressed.current === 'previous' && ends.atStart);
    if (!reachedEnd) return;
    const [gone, other] = pressed.current === 'next' ? [next.current, previous.current] : [previous.current, next.current];
    const focused = document.activeElement;
    if (other && !other.disabled && (focused === gone || focused === document.body || focused === null)) other.focus();
    pressed.current = null;
  }, [ends]);

  const step = (direction: -1 | 1) => {
    const element = row.current;
    if (!element) return;
    pressed.current = direction === 1 ? 'next' : 'previous';
    const card = element.querySelector('li');
    const distance = direction * (card ? card.getBoundingClientRect().width + CAROUSEL_GAP_PX : element.clientWidth);
    // Asked at the press rather than kept in state: a media-query hook sets its state as it mounts, re-rendering the row.
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: distance, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return { row, previous, next, ends, step };
}
