import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { corolla } from '../kit/test-support/cars';
import { testLocation } from '../kit/test-support/fake-data';
import { renderBlock } from '../kit/test-support/site-context';
import { vehiclePageSite } from '../kit/vehicle/test-support/vehicle-page-site';
import vehicleLocation from './index';

const showsNothing = (container: HTMLElement) => expect(container.querySelector(':not(style)')).toBeNull();

describe('Vehicle location block', () => {
  it('is the #vehicle-map section (spec detail §2), named by its heading', () => {
    renderBlock(vehicleLocation, {}, { site: vehiclePageSite(corolla()), data: { location: testLocation() } });
    const section = screen.getByRole('region', { name: 'Vehicle location' });
    expect(section).toHaveAttribute('id', 'vehicle-map');
    expect(screen.getByRole('heading', { level: 2, name: 'Vehicle location' })).toBeInTheDocument();
  });

  it("shows the location's name and address", () => {
    renderBlock(vehicleLocation, {}, { site: vehiclePageSite(corolla()), data: { location: testLocation() } });
    const address = screen.getByRole('region', { name: 'Vehicle location' }).querySelector('address');
    expect(address).toHaveTextContent('Bayside Toyota Brighton12 Nepean HighwayBrighton VIC 3186');
  });

  it('links Get Directions to Google Maps directions to the address, URL-encoded, in a new tab (spec detail §2)', () => {
    renderBlock(vehicleLocation, {}, { site: vehiclePageSite(corolla()), data: { location: testLocation() } });
    const link = screen.getByRole('link', { name: 'Get Directions to Bayside Toyota Brighton (opens in a new tab)' });
    expect(link).toHaveTextContent('Get Directions');
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Bayside%20Toyota%20Brighton%2C%2012%20Nepean%20Highway%2C%20Brighton%2C%20VIC%2C%203186',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('falls back on what the car says of its place when no location was found', () => {
    renderBlock(vehicleLocation, { directionsLabel: 'Directions' }, { site: vehiclePageSite(corolla()), data: {} });
    expect(screen.getByRole('link', { name: 'Directions to Bayside Toyota Brighton (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Bayside%20Toyota%20Brighton%2C%20Brighton%2C%20VIC',
    );
  });

  it('shows no map picture', () => {
    renderBlock(vehicleLocation, {}, { site: vehiclePageSite(corolla()), data: { location: testLocation() } });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows shoppers nothing when the car names no place, and tells the marketer', () => {
    const nowhere = corolla({ location: undefined, location_name: undefined });
    const { container } = renderBlock(vehicleLocation, {}, { site: vehiclePageSite(nowhere), data: {} });
    showsNothing(container);
    renderBlock(vehicleLocation, {}, { site: vehiclePageSite(nowhere, { mode: 'editor' }), data: {} });
    expect(screen.getByRole('note')).toHaveTextContent('This car names no location');
  });

  it('renders nothing for shoppers off a vehicle page, and a note in the editor', () => {
    const { container } = renderBlock(vehicleLocation, {}, { site: vehiclePageSite(undefined), data: {} });
    showsNothing(container);
    renderBlock(vehicleLocation, {}, { site: vehiclePageSite(undefined, { mode: 'editor' }), data: {} });
    expect(screen.getByRole('note')).toHaveTextContent('Vehicle location shows the car of a vehicle page');
  });
});
