import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pressKey } from '../kit/test-support/keyboard';
import { renderBlock, testSiteContext, testSiteDocument } from '../kit/test-support/site-context';
import promoSlider from './index';

const BASE = '/sites/bayside-motors';

function slides() {
  return screen.getAllByRole('group').filter((group) => group.getAttribute('aria-roledescription') === 'slide');
}

function shownSlide() {
  const shown = slides().filter((slide) => !slide.hasAttribute('inert'));
  expect(shown).toHaveLength(1);
  return shown[0];
}

describe('promotions slider block', () => {
  afterEach(() => vi.restoreAllMocks());

  it('spec: shows only the live promotions, in position order', () => {
    renderBlock(promoSlider);
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slides().map((slide) => within(slide).getByRole('heading').textContent)).toEqual(['End of financial year sale', 'First service on us']);
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
  });

  it('shows only the listed promotions when some are listed, still only while live', () => {
    renderBlock(promoSlider, { promotionIds: ['free-service', 'summer-clearance'] });
    expect(slides()).toHaveLength(1);
    expect(within(shownSlide()).getByRole('link', { name: 'Find out more' })).toHaveAttribute('href', `${BASE}/service`);
    expect(screen.queryByRole('button', { name: 'Next promotion' })).not.toBeInTheDocument();
  });

  it('renders nothing when no promotion is live', () => {
    const { promotions } = testSiteDocument();
    const site = testSiteContext({ document: { promotions: promotions.filter((promotion) => promotion.expiry) }, now: new Date('2030-01-01T00:00:00Z') });
    expect(renderBlock(promoSlider, {}, { site }).output).toBeNull();
  });

  it('disables previous on the first slide and next on the last', () => {
    renderBlock(promoSlider);
    const previous = screen.getByRole('button', { name: 'Previous promotion' });
    const next = screen.getByRole('button', { name: 'Next promotion' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    expect(shownSlide()).toHaveAccessibleName('1 of 2');
    fireEvent.click(next);
    expect(shownSlide()).toHaveAccessibleName('2 of 2');
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    fireEvent.click(previous);
    expect(shownSlide()).toHaveAccessibleName('1 of 2');
    expect(previous).toBeDisabled();
  });

  it('moves by keyboard, and keeps focus on an arrow when the other one ends up disabled', () => {
    renderBlock(promoSlider);
    const previous = screen.getByRole('button', { name: 'Previous promotion' });
    const next = screen.getByRole('button', { name: 'Next promotion' });
    act(() => next.focus());
    pressKey(next, 'Enter');
    expect(shownSlide()).toHaveAccessibleName('2 of 2');
    expect(previous).toHaveFocus();
    pressKey(previous, 'ArrowRight');
    expect(shownSlide()).toHaveAccessibleName('2 of 2');
    pressKey(previous, 'ArrowLeft');
    expect(shownSlide()).toHaveAccessibleName('1 of 2');
    expect(next).toHaveFocus();
    pressKey(next, 'End');
    expect(shownSlide()).toHaveAccessibleName('2 of 2');
    pressKey(previous, 'Home');
    expect(shownSlide()).toHaveAccessibleName('1 of 2');
  });

  it('jumps to a promotion from its dot, which says which one is shown', () => {
    renderBlock(promoSlider);
    const dot = screen.getByRole('button', { name: 'First service on us' });
    expect(dot).not.toHaveAttribute('aria-current');
    pressKey(dot, ' ');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'End of financial year sale' })).not.toHaveAttribute('aria-current');
    expect(shownSlide()).toHaveAccessibleName('2 of 2');
  });

  it('keeps hidden slides out of reach so their links cannot be tabbed to', () => {
    renderBlock(promoSlider);
    const [first, second] = slides();
    expect(first).not.toHaveAttribute('inert');
    expect(second).toHaveAttribute('inert');
  });

  it('draws pictures at the chosen size, 1920x540 unless told otherwise', () => {
    renderBlock(promoSlider);
    expect(screen.getByRole('img', { name: 'A row of demo SUVs on the showroom floor' })).toHaveStyle({ aspectRatio: '1920 / 540' });
    renderBlock(promoSlider, { aspect: '1920x1080' }, { id: 'tall' });
    expect(screen.getAllByRole('img', { name: 'A row of demo SUVs on the showroom floor' })[1]).toHaveStyle({ aspectRatio: '1920 / 1080' });
  });

  it('spec: slides in 300 ms, and not at all for shoppers who ask for less motion', () => {
    const { container } = renderBlock(promoSlider);
    expect(container.querySelector('[data-shown]')).toHaveStyle({ transition: 'transform 300ms ease' });
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    const calm = renderBlock(promoSlider, {}, { id: 'calm' });
    expect(calm.container.querySelector('[data-shown]')).toHaveStyle({ transition: 'none' });
  });
});
