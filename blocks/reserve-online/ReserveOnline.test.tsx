import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Car } from '../../schemas/entities/car';
import { comingSoonHilux, corolla, soldCx5 } from '../kit/test-support/cars';
import { renderBlock } from '../kit/test-support/site-context';
import { vehiclePageSite } from '../kit/vehicle/test-support/vehicle-page-site';
import reserveOnline from './index';
import { NOT_RESERVABLE_NOTE } from './ReserveOnline';
import type { ReserveOnlineProps } from './schema';

const BASE = '/sites/bayside-motors';

function renderReserve(car: Car | undefined, { settings, mode, props = {} }: Parameters<typeof vehiclePageSite>[1] & { props?: Partial<ReserveOnlineProps> } = {}) {
  return renderBlock(reserveOnline, props, { site: vehiclePageSite(car, { settings, mode }) });
}

const section = () => screen.queryByRole('region', { name: 'Reserve Online' });

/** The text left once the aria-hidden drawings are taken out: what a screen reader reads. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

describe('reserve online block', () => {
  it('shows the deposit, 100% refundable and the 48-hour hold (detail §9), with a Reserve button to checkout', () => {
    renderReserve(corolla());
    const reserve = section();
    expect(reserve).not.toBeNull();
    expect(within(reserve as HTMLElement).getByRole('heading', { level: 2, name: 'Reserve Online' })).toBeInTheDocument();
    expect(
      within(reserve as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('$200 deposit');
    expect(reserve).toHaveTextContent('100% refundable');
    expect(reserve).toHaveTextContent('Vehicle held for 48 hours');
    expect(screen.getByRole('link', { name: 'Reserve Now' })).toHaveAttribute('href', `${BASE}/cars/2024-toyota-corolla-sx-4101/checkout`);
  });

  it("takes the deposit, the hold and the route from the dealer's reserve settings", () => {
    renderReserve(corolla(), { settings: { reserveOnline: { depositDollars: 500, holdHours: 24, route: 'buy-online' } } });
    expect(section()).toHaveTextContent('$500 deposit');
    expect(section()).toHaveTextContent('Vehicle held for 24 hours');
    expect(screen.getByRole('link', { name: 'Reserve Now' })).toHaveAttribute('href', `${BASE}/cars/2024-toyota-corolla-sx-4101/buy-online`);
  });

  it('shows the payments accepted: Mastercard, Visa, Maestro, Google Pay and Apple Pay (detail §1)', () => {
    renderReserve(corolla());
    const list = screen.getByRole('list', { name: 'Payments accepted' });
    expect(within(list).getAllByRole('listitem').map(spokenText)).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']);
  });

  it('leaves the payments out when the marketer turns them off', () => {
    renderReserve(corolla(), { props: { showPayments: false } });
    expect(screen.queryByRole('list', { name: 'Payments accepted' })).not.toBeInTheDocument();
  });

  it('uses the marketer’s heading, level and button words', () => {
    renderReserve(corolla(), { props: { heading: 'Hold it online', headingLevel: 3, buttonLabel: 'Reserve this car' } });
    expect(screen.getByRole('heading', { level: 3, name: 'Hold it online' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reserve this car' })).toBeInTheDocument();
  });

  describe('spec detail §4: shown only when reservable (option on, in_stock, not sold or reserved, price over 200)', () => {
    it('shows at price 201 and not at 200', () => {
      const { unmount } = renderReserve(corolla({ price: 201 }));
      expect(section()).toBeInTheDocument();
      unmount();
      renderReserve(corolla({ price: 200 }));
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });

    it.each([
      ['a coming-soon car', comingSoonHilux({ price: 40_000 }), 'This car is not in stock yet, so it cannot be reserved online.'],
      ['a reserved car', corolla({ reserved: true }), 'Another shopper has reserved this car, so it is on hold for them.'],
      ['a car priced 200', corolla({ price: 200 }), 'This car has no price online, so it cannot be reserved online. Ask us about it instead.'],
    ] as const)('says why Reserve is absent for %s, with no Reserve button', (_, car, why) => {
      renderReserve(car);
      expect(section()).toHaveTextContent(why);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });

    it.each([
      ['a sold car', soldCx5(), {}],
      ['a dealer with reserve online off', corolla(), { reserveOnline: { enabled: false } }],
    ] as const)('shows nothing for %s', (_, car, settings) => {
      renderReserve(car, { settings });
      expect(section()).not.toBeInTheDocument();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    });

    it('tells the marketer in the editor why it is hidden', () => {
      renderReserve(soldCx5(), { mode: 'editor' });
      expect(screen.getByRole('note')).toHaveTextContent(NOT_RESERVABLE_NOTE);
    });
  });

  it('shows the note for a page without a car in the editor, and nothing to a shopper', () => {
    const { unmount } = renderReserve(undefined, { mode: 'editor' });
    expect(screen.getByRole('note')).toHaveTextContent('Reserve online shows the car of a vehicle page.');
    unmount();
    renderReserve(undefined);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(section()).not.toBeInTheDocument();
  });
});
