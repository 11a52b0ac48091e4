import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { manyLocations } from '../kit/locations/test-support/locations';
import { renderBlock } from '../kit/test-support/site-context';
import { pressKey } from '../kit/test-support/keyboard';
import locationsCarousel from './index';

/**
 * jsdom lays nothing out: give the row a width and a scroll position to move
 * through. Its cards have no width there, so a step moves by the gap alone
 * (16 px): a row 16 px wider than its view is one step from end to end.
 */
const ONE_STEP_ROW = { scrollWidth: 1216, clientWidth: 1200 };
function layOutRow(row: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(row, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: clientWidth });
  const scrollBy = vi.fn(({ left }: ScrollToOptions) => {
    row.scrollLeft = Math.min(Math.max(row.scrollLeft + (left ?? 0), 0), scrollWidth - clientWidth);
    fireEvent.scroll(row);
  });
  Object.defineProperty(row, 'scrollBy', { configurable: true, value: scrollBy });
  act(() => {
    fireEvent.scroll(row);
  });
  return scrollBy;
}

function renderCarousel(count: number) {
  const view = renderBlock(locationsCarousel, {}, { data: { locations: manyLocations(count) } });
  const carousel = screen.getByRole('group', { name: 'Our Locations' });
  const row = within(carousel).getByRole('list');
  return { ...view, carousel, row, cards: within(row).getAllByRole('listitem') };
}

describe('Our Locations carousel (spec detail §2 "Locations")', () => {
  it('3 cards: centred, a third of a wide row each', () => {
    const { carousel, cards } = renderCarousel(3);
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(carousel).toHaveAttribute('data-centred', 'true');
    expect(carousel).toHaveAttribute('data-cards-per-row-wide', '3');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveStyle({ marginInlineStart: 'auto' });
    expect(cards[2]).toHaveStyle({ marginInlineEnd: 'auto' });
    expect(cards[1].style.marginInlineStart).toBe('');
  });

  it('4 cards: not centred, four to a wide row', () => {
    const { carousel, cards } = renderCarousel(4);
    expect(carousel).toHaveAttribute('data-centred', 'false');
    expect(carousel).toHaveAttribute('data-cards-per-row-wide', '4');
    expect(cards[0].style.marginInlineStart).toBe('');
  });

  it('5 cards: over four, so five to a wide row', () => {
    const { carousel, cards, row } = renderCarousel(5);
    expect(carousel).toHaveAttribute('data-centred', 'false');
    expect(carousel).toHaveAttribute('data-cards-per-row-wide', '5');
    expect(cards).toHaveLength(5);
    // The widths are one stylesheet in the head, so the list holds nothing but its items.
    expect([...row.children].map((child) => child.tagName)).toEqual(['LI', 'LI', 'LI', 'LI', 'LI']);
    const widths = document.head.querySelector('style[data-href="locations-row-5"]');
    expect(widths?.textContent).toContain('@media (min-width: 75em) { [data-cards-per-row-wide="5"] > ul > li { width: calc((100% - 64px) / 5); } }');
  });

  it('6 cards: five to a wide row, stepped with previous and next, each disabled at its end, with a Swipe hint while there is more to see', () => {
    const { carousel, row } = renderCarousel(6);
    expect(carousel).toHaveAttribute('data-cards-per-row-wide', '5');
    const scrollBy = layOutRow(row, ONE_STEP_ROW);
    const previous = screen.getByRole('button', { name: 'Previous locations' });
    const next = screen.getByRole('button', { name: 'Next locations' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    expect(next).toHaveAttribute('aria-controls', row.id);
    const hint = carousel.querySelector('[data-swipe-hint]') as HTMLElement;
    expect(hint).toHaveTextContent('Swipe');
    expect(hint).toHaveStyle({ visibility: 'visible' });
    act(() => fireEvent.click(next));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    act(() => fireEvent.click(previous));
    expect(previous).toBeDisabled();
  });

  it('is keyboard operable: Enter on next steps, and at the end the focus goes on to previous rather than staying on a disabled button', () => {
    const { row } = renderCarousel(6);
    layOutRow(row, ONE_STEP_ROW);
    const previous = screen.getByRole('button', { name: 'Previous locations' });
    const next = screen.getByRole('button', { name: 'Next locations' });
    next.focus();
    act(() => pressKey(next, 'Enter'));
    expect(next).toBeDisabled();
    expect(previous).toHaveFocus();
    act(() => pressKey(previous, ' '));
    expect(previous).toBeDisabled();
    expect(next).toHaveFocus();
  });

  it('hides the Swipe hint and disables both buttons when every card is in view', () => {
    const { carousel, row } = renderCarousel(3);
    layOutRow(row, { scrollWidth: 1200, clientWidth: 1200 });
    expect(screen.getByRole('button', { name: 'Previous locations' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next locations' })).toBeDisabled();
    expect(carousel.querySelector('[data-swipe-hint]')).toHaveStyle({ visibility: 'hidden' });
  });

  it('each card is a location card, its name one level below the heading', () => {
    renderCarousel(4);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Locations' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Yard 1', 'Yard 2', 'Yard 3', 'Yard 4']);
    expect(screen.getByRole('link', { name: 'View Location: Yard 2' })).toHaveAttribute('href', '/sites/bayside-motors/locations/yard-2');
  });

  it('one card needs no buttons', () => {
    renderCarousel(1);
    expect(screen.queryByRole('button', { name: 'Next locations' })).not.toBeInTheDocument();
  });
});
