import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderEditor } from '../shell/test-support/render-editor';
import { Outline } from './Outline.client';
import { NEAR_VIEW_MARGIN, resetNearViewObserver } from './use-near-view.client';

/** A browser's IntersectionObserver as far as the outline uses it: the test says what is near. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  readonly observed = new Set<Element>();
  // On the prototype, as in browsers that support it: that is where the outline looks.
  get scrollMargin() {
    return this.options.scrollMargin ?? '0px';
  }
  constructor(
    readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void,
    readonly options: IntersectionObserverInit & { scrollMargin?: string },
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
}

const observer = () => FakeIntersectionObserver.last!;
const handle = (name: RegExp) => screen.getByRole('button', { name });
/** A binding gives its handle dnd-kit's description: the row can be picked up and dropped on. */
const ready = (element: HTMLElement) => element.getAttribute('aria-roledescription') === 'sortable';
/** The section's item, and the handle of the promo card in its slot. */
function sectionParts() {
  const item = handle(/^Move Section/).closest('li')!;
  return { item, promoCard: within(item).getByRole('button', { name: /^Move Promo card/ }) };
}

function reportNear(test: (element: Element) => boolean) {
  act(() => observer().report([...observer().observed].map((target) => ({ target, isIntersecting: test(target) }))));
}

describe('outline rows near the screen (drag-and-drop work kept to what the marketer can reach)', () => {
  let original: typeof globalThis.IntersectionObserver | undefined;
  beforeEach(() => {
    original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    resetNearViewObserver();
  });
  afterEach(() => {
    resetNearViewObserver();
    if (original) globalThis.IntersectionObserver = original;
    else delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('editor outline: one observer, widened past the panel by NEAR_VIEW_MARGIN, watches top-level rows; blocks in a slot follow their container', () => {
    renderEditor(<Outline />);
    expect(observer().options).toMatchObject({ rootMargin: NEAR_VIEW_MARGIN, scrollMargin: NEAR_VIEW_MARGIN });
    const { item, promoCard } = sectionParts();
    expect(observer().observed.has(item)).toBe(true);
    expect(observer().observed.has(promoCard.closest('li')!)).toBe(false);
  });

  it('editor outline: a row far from the screen carries no drag hooks until it comes near; its slot rows come with it', () => {
    renderEditor(<Outline />);
    const { item, promoCard } = sectionParts();
    expect(ready(handle(/^Move Hero banner/))).toBe(false);
    expect(ready(handle(/^Move Section/))).toBe(false);
    expect(ready(promoCard)).toBe(false);

    reportNear((element) => element === item);
    expect(ready(handle(/^Move Section/))).toBe(true);
    expect(ready(promoCard)).toBe(true);
    expect(ready(handle(/^Move Hero banner/))).toBe(false);
  });

  it('editor outline: a focused row is ready to pick up by keyboard wherever it is', () => {
    renderEditor(<Outline />);
    const hero = handle(/^Move Hero banner/);
    expect(ready(hero)).toBe(false);
    fireEvent.focus(hero);
    expect(ready(hero)).toBe(true);
  });
});
