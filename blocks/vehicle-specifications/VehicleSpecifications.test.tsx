import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { corolla } from '../kit/test-support/cars';
import { pressKey } from '../kit/test-support/keyboard';
import { withStylesheet } from '../kit/test-support/stylesheet';
import { renderBlock, testSiteContext } from '../kit/test-support/site-context';
import { vehiclePageSite } from '../kit/vehicle/test-support/vehicle-page-site';
import vehicleSpecifications from './index';

const equipment = (count: number) => Array.from({ length: count }, (_, index) => `Feature ${index + 1}`);
const withEquipment = (count: number) => vehiclePageSite(corolla({ standardEquipment: equipment(count) }));

describe('specifications block', () => {
  // What a collapsed list hides is written in CSS: the tests read the page's.
  beforeEach(() => withStylesheet(path.join(__dirname, '../kit/vehicle/show-more.css')));

  it("heads the list with the spec's section name, and shows labelled facts", () => {
    renderBlock(vehicleSpecifications, { list: 'key-information' }, { site: vehiclePageSite(corolla()) });
    const region = screen.getByRole('region', { name: 'Key information' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Key information');
    const terms = within(region).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Odometer', 'Body', 'Transmission', 'Fuel']);
    expect(terms[0].nextElementSibling).toHaveTextContent('12,345 km');
  });

  it('spec detail §2: 4 entries show whole, with no button', () => {
    renderBlock(vehicleSpecifications, { list: 'standard-equipment' }, { site: withEquipment(4) });
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('spec detail §2: 5 entries show 4, and Show More / Show Less reveal and hide the 5th from the keyboard', () => {
    renderBlock(vehicleSpecifications, { list: 'standard-equipment' }, { site: withEquipment(5) });
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    const more = screen.getByRole('button', { name: 'Show More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    pressKey(more, 'Enter');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Feature 5')).toBeInTheDocument();
    const less = screen.getByRole('button', { name: 'Show Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    pressKey(less, ' ');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('spec detail §2: with 8 shown, 8 entries need no button and 9 do; Show All / Hide where chosen', () => {
    renderBlock(vehicleSpecifications, { list: 'standard-equipment', firstShown: 8 }, { site: withEquipment(8) });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    renderBlock(vehicleSpecifications, { list: 'standard-equipment', firstShown: 8, buttonWording: 'show-all' }, { site: withEquipment(9), id: 'nine' });
    const showAll = screen.getByRole('button', { name: 'Show All' });
    pressKey(showAll, 'Enter');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Feature 9')).toBeInTheDocument();
  });

  it('refuses a count the spec does not state', () => {
    expect(() => renderBlock(vehicleSpecifications, { firstShown: 5 as 4 }, { site: withEquipment(9) })).toThrow(/firstShown/);
  });

  it("uses the dealer's heading and level when given", () => {
    renderBlock(vehicleSpecifications, { list: 'car-summary', heading: 'The paperwork', headingLevel: 3 }, { site: vehiclePageSite(corolla()) });
    expect(screen.getByRole('heading', { level: 3, name: 'The paperwork' })).toBeInTheDocument();
  });

  it('shows rego expiry as "Expires on {date}" once Car Summary is expanded (spec detail §9)', () => {
    renderBlock(vehicleSpecifications, { list: 'car-summary' }, { site: vehiclePageSite(corolla({ rego_expiry: '2027-03-12' })) });
    expect(screen.getByText('Expires on 12 March 2027')).not.toBeVisible();
    pressKey(screen.getByRole('button', { name: 'Show More' }), 'Enter');
    expect(screen.getByText('Expires on 12 March 2027')).toBeVisible();
  });

  it('shows a caravan in metres (spec detail §9: 0.3048 m per ft)', () => {
    renderBlock(vehicleSpecifications, { list: 'all-specifications' }, { site: vehiclePageSite(corolla({ item_type: 'caravan', specifications: { body_length: 24 } })) });
    expect(screen.getByText('7.32 m (24 ft)')).toBeInTheDocument();
  });

  it('shows a shopper nothing for an empty list, and tells the marketer why', () => {
    renderBlock(vehicleSpecifications, { list: 'standard-equipment' }, { site: withEquipment(0) });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    renderBlock(vehicleSpecifications, { list: 'standard-equipment' }, { site: vehiclePageSite(corolla({ standardEquipment: [] }), { mode: 'editor' }), id: 'editor' });
    expect(screen.getByRole('note')).toHaveTextContent('This car has nothing to show under Standard equipment');
  });

  it('renders nothing for a shopper off a vehicle page, and a note in the editor', () => {
    renderBlock(vehicleSpecifications, {});
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    renderBlock(vehicleSpecifications, {}, { site: testSiteContext({ mode: 'editor' }), id: 'editor' });
    expect(screen.getByRole('note')).toHaveTextContent('Specifications shows the car of a vehicle page.');
  });
});
