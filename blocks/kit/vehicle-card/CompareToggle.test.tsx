import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { comingSoonHilux, corolla, rav4Offer, subscriptionYaris } from '../test-support/cars';
import { CompareToggle, type CompareToggleProps } from './CompareToggle.client';
import { comparedCarOf } from './compare-store';

const KEY = 'compare:bayside-motors';
const BOTH = { compared: true, notCompared: true };

function renderToggle(car = comparedCarOf(corolla()), props: Partial<CompareToggleProps> = {}) {
  return render(
    <Provider>
      <MantineProvider env="test">
        <CompareToggle dealerSlug="bayside-motors" car={car} shownWhen={BOTH} compareHref="/sites/bayside-motors/compare" {...props} />
      </MantineProvider>
    </Provider>,
  );
}

function stored() {
  return JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as { id: number }[] | null;
}

beforeEach(() => window.localStorage.clear());

describe('compare toggle', () => {
  it('adds the car to the comparison and takes it off again, as a checkbox that says which', () => {
    renderToggle();
    const button = screen.getByRole('checkbox', { name: 'Compare 2024 Toyota Corolla SX' });
    expect(button).not.toBeChecked();
    fireEvent.click(button);
    expect(button).toBeChecked();
    expect(stored()?.map((car) => car.id)).toEqual([4101]);
    expect(screen.getByRole('link', { name: 'View comparison of 1 car' })).toHaveAttribute('href', '/sites/bayside-motors/compare');
    fireEvent.click(button);
    expect(button).not.toBeChecked();
    expect(stored()).toEqual([]);
  });

  it('refuses a fourth car with a clear message, announced to screen readers, and stores nothing', () => {
    window.localStorage.setItem(KEY, JSON.stringify([rav4Offer(), comingSoonHilux(), subscriptionYaris()].map(comparedCarOf)));
    renderToggle();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare 2024 Toyota Corolla SX' }));
    expect(screen.getByRole('status')).toHaveTextContent('You can compare up to 3 cars. Remove one to add another.');
    expect(screen.getByRole('checkbox', { name: 'Compare 2024 Toyota Corolla SX' })).not.toBeChecked();
    expect(stored()?.map((car) => car.id)).toEqual([4102, 4104, 4105]);
  });

  it('spec search §4, §6: an unavailable car shows no compare box unless already compared', () => {
    renderToggle(comparedCarOf(corolla()), { shownWhen: { compared: true, notCompared: false } });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
