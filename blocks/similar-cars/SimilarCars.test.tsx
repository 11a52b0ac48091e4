import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ajv } from '../../schemas/ajv';
import { corolla } from '../kit/test-support/cars';
import { renderBlock } from '../kit/test-support/site-context';
import { vehiclePageSite } from '../kit/vehicle/test-support/vehicle-page-site';
import similarCars from './index';
import { similarCarsSchema } from './schema';

const corollaPriced = (id: number, price: number) => corolla({ id, slug: `2024-toyota-corolla-sx-${id}`, name: `Corolla ${id}`, price });
const showsNothing = (container: HTMLElement) => expect(container.querySelector(':not(style)')).toBeNull();

describe('Similar cars block', () => {
  it('shows the loaded cars as cards in order, under "Similar cars", each name one level below', () => {
    const cars = [corollaPriced(5, 35_490), corollaPriced(2, 33_990)];
    renderBlock(similarCars, {}, { site: vehiclePageSite(corolla()), data: { cars } });
    const region = screen.getByRole('region', { name: 'Similar cars' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Similar cars' })).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Corolla 5', 'Corolla 2']);
    expect(within(region).getByRole('link', { name: 'Corolla 5' })).toHaveAttribute('href', '/sites/bayside-motors/cars/2024-toyota-corolla-sx-5');
    expect(within(region).getAllByRole('article')).toHaveLength(2);
  });

  it('takes the marketer’s heading and buttons', () => {
    renderBlock(similarCars, { heading: 'You may also like', buttons: ['view-details'] }, { site: vehiclePageSite(corolla()), data: { cars: [corollaPriced(2, 33_990)] } });
    const region = screen.getByRole('region', { name: 'You may also like' });
    expect(within(region).getByRole('link', { name: 'View Details, Corolla 2' })).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: /Get Finance/ })).not.toBeInTheDocument();
  });

  it('shows shoppers nothing when there are no similar cars, and tells the marketer', () => {
    const { container } = renderBlock(similarCars, {}, { site: vehiclePageSite(corolla()), data: { cars: [] } });
    showsNothing(container);
    renderBlock(similarCars, {}, { site: vehiclePageSite(corolla(), { mode: 'editor' }), data: { cars: [] } });
    expect(screen.getByRole('note')).toHaveTextContent('No similar cars are available for this car right now');
  });

  it('renders nothing for shoppers off a vehicle page, and a note in the editor', () => {
    const { container } = renderBlock(similarCars, {}, { site: vehiclePageSite(undefined), data: { cars: [] } });
    showsNothing(container);
    renderBlock(similarCars, {}, { site: vehiclePageSite(undefined, { mode: 'editor' }), data: { cars: [] } });
    expect(screen.getByRole('note')).toHaveTextContent('Similar cars shows the car of a vehicle page');
  });

  it('shows 4 cars unless told otherwise, and at most 12', () => {
    const validate = ajv.compile(similarCarsSchema);
    const props: Record<string, unknown> = {};
    expect(validate(props)).toBe(true);
    expect(props).toMatchObject({ heading: 'Similar cars', limit: 4 });
    expect(validate({ limit: 12 })).toBe(true);
    expect(validate({ limit: 13 })).toBe(false);
    expect(validate({ limit: 0 })).toBe(false);
  });
});
