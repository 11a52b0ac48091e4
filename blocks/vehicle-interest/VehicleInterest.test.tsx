import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Car } from '../../schemas/entities/car';
import { corolla, soldCx5 } from '../kit/test-support/cars';
import { renderBlock } from '../kit/test-support/site-context';
import { vehiclePageSite } from '../kit/vehicle/test-support/vehicle-page-site';
import vehicleInterest from './index';
import type { VehicleInterestProps } from './schema';
import { NOTHING_TO_OFFER_NOTE } from './VehicleInterest';

const BASE = '/sites/bayside-motors';
const HEADING = 'Interested in this vehicle?';

function renderInterest(car: Car | undefined, { settings, mode, props = {} }: Parameters<typeof vehiclePageSite>[1] & { props?: Partial<VehicleInterestProps> } = {}) {
  return renderBlock(vehicleInterest, props, { site: vehiclePageSite(car, { settings, mode }) });
}

const panel = () => screen.getByRole('region', { name: HEADING });
const benefitTexts = () => [...panel().querySelectorAll('[data-benefit]')].map((item) => [...item.children].map((part) => part.textContent));

describe('"Interested in this vehicle?" block (spec detail §1)', () => {
  it('says "Interested in this vehicle?" with Reserve Now and Trade In Valuation in the spec’s words', () => {
    renderInterest(corolla());
    expect(within(panel()).getByRole('heading', { level: 2, name: HEADING })).toBeInTheDocument();
    expect(benefitTexts()).toEqual([
      ['Reserve Now', 'Secure the vehicle by card payment.'],
      ['Trade In Valuation', 'Instant trade-in price from an independent valuation tool.'],
    ]);
  });

  it('links each benefit to its step for this car', () => {
    renderInterest(corolla());
    expect(screen.getByRole('link', { name: 'Reserve Now' })).toHaveAttribute('href', `${BASE}/cars/2024-toyota-corolla-sx-4101/checkout`);
    expect(screen.getByRole('link', { name: 'Trade In Valuation' })).toHaveAttribute('href', `${BASE}/cars/trade-in?car_id=4101`);
  });

  it('offers Reserve Now only for a car that can be reserved: price 201, not 200 (detail §4)', () => {
    const { unmount } = renderInterest(corolla({ price: 201 }));
    expect(benefitTexts().map(([title]) => title)).toEqual(['Reserve Now', 'Trade In Valuation']);
    unmount();
    renderInterest(corolla({ price: 200 }));
    expect(benefitTexts().map(([title]) => title)).toEqual(['Trade In Valuation']);
  });

  it('offers Trade In Valuation only with the dealer’s trade-in on (detail §5)', () => {
    renderInterest(corolla(), { settings: { tradeIn: { enabled: false } } });
    expect(benefitTexts().map(([title]) => title)).toEqual(['Reserve Now']);
  });

  it('shows nothing when the car allows neither and the return policy is off, and tells the marketer why in the editor', () => {
    const { unmount } = renderInterest(soldCx5());
    expect(screen.queryByRole('region', { name: HEADING })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    unmount();
    renderInterest(soldCx5(), { mode: 'editor' });
    expect(screen.getByRole('note')).toHaveTextContent(NOTHING_TO_OFFER_NOTE);
  });

  describe('return policy (detail §9): 14 days, at most 500 km, at least a quarter tank of fuel, only where the group offers it', () => {
    it('is off by default', () => {
      renderInterest(corolla());
      expect(screen.queryByRole('region', { name: 'Return policy' })).not.toBeInTheDocument();
    });

    it('shows its three conditions when turned on, under a heading one level down', () => {
      renderInterest(corolla(), { props: { showReturnPolicy: true } });
      const policy = screen.getByRole('region', { name: 'Return policy' });
      expect(within(policy).getByRole('heading', { level: 3, name: 'Return policy' })).toBeInTheDocument();
      expect(
        within(policy)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Return the car within 14 days', 'Driven no more than 500 km', 'With at least a quarter tank of fuel']);
    });

    it('still shows on a sold car’s page when turned on', () => {
      renderInterest(soldCx5(), { props: { showReturnPolicy: true } });
      expect(screen.getByRole('region', { name: 'Return policy' })).toBeInTheDocument();
      expect(panel().querySelectorAll('[data-benefit]')).toHaveLength(0);
    });
  });

  it('uses the marketer’s words and heading level', () => {
    renderInterest(corolla(), { props: { heading: 'Like this car?', headingLevel: 3, reserveTitle: 'Hold it', tradeInText: 'Know your car’s worth in a minute.' } });
    expect(screen.getByRole('heading', { level: 3, name: 'Like this car?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hold it' })).toBeInTheDocument();
    expect(screen.getByText('Know your car’s worth in a minute.')).toBeInTheDocument();
  });

  it('shows the note for a page without a car in the editor, and nothing to a shopper', () => {
    const { unmount } = renderInterest(undefined, { mode: 'editor' });
    expect(screen.getByRole('note')).toHaveTextContent('Interested in this vehicle? shows the car of a vehicle page.');
    unmount();
    renderInterest(undefined);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
