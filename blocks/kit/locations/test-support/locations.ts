import type { Location, OpeningHour } from '../../../../schemas/entities/location';
import { testLocation } from '../../test-support/fake-data';

const open = (weekday: number, from: string, to: string): OpeningHour => ({ weekday, status: 'Open', formated_hours: '', open: from, close: to });
const closed = (weekday: number): OpeningHour => ({ weekday, status: 'Closed', formated_hours: 'Closed' });

/** Monday to Friday alike, a short Saturday, Sunday closed. */
export const USUAL_WEEK = [closed(0), ...[1, 2, 3, 4, 5].map((day) => open(day, '08:30', '17:30')), open(6, '09:00', '16:00')];

/**
 * The test dealer's sales yard, as the test clock (Monday 15 June 2026,
 * midday in Victoria) sees it: rated, with both phones, a licence, a photo
 * and coordinates; special hours a week ago (past), this Saturday (in the
 * coming week) and at Christmas (ahead).
 */
export const BRIGHTON: Location = testLocation({
  average_rating: 4.6,
  review_count: 23,
  dealer_license_number: 'DL 12345',
  image: { url: '/media/banners/showroom.svg' },
  address: { street: '12 Nepean Highway', city: 'Brighton', state: 'VIC', postcode: '3186', lat: -37.9056, long: 144.9869 },
  contact_detail: {
    phone: '03 9555 0111',
    landline_phone: '03 9555 0199',
    opening_hours: USUAL_WEEK,
    special_hours: [
      { status: 'Closed', date: '2026-06-08', department: 'all' },
      { status: 'Open', date: '2026-06-20', department: 'sales', start_hour: '10:00', end_hour: '14:00' },
      { status: 'Closed', date: '2026-12-25', department: 'all' },
    ],
  },
});

/** Its service centre: a repairer number, a late Thursday, no rating. */
export const BRIGHTON_SERVICE: Location = testLocation({
  id: 12,
  name: 'Bayside Toyota Service',
  slug: 'bayside-toyota-service',
  location_type: 'service',
  primary: false,
  motor_vehicle_repairer: '45821',
  address: { street: '14 Nepean Highway', city: 'Brighton', state: 'VIC', postcode: '3186' },
  contact_detail: {
    phone: '03 9555 0300',
    opening_hours: USUAL_WEEK.map((day) => (day.weekday === 4 ? open(4, '08:30', '20:00') : day)),
    special_hours: [],
  },
});

/** A parts counter that publishes no hours. */
export const FRANKSTON_PARTS: Location = testLocation({
  id: 13,
  name: 'Bayside Mazda Parts Frankston',
  slug: 'bayside-mazda-parts-frankston',
  location_type: 'parts',
  primary: false,
  dealership_id: 102,
  dealership_slug: 'bayside-mazda',
  manufacturers: [{ id: 4, name: 'Mazda', slug: 'mazda' }],
  address: { street: '400 Nepean Highway', city: 'Frankston', state: 'VIC', postcode: '3199' },
  contact_detail: { landline_phone: '03 9555 0200', opening_hours: [], special_hours: [] },
});

/** `count` plain sales yards, for rows of cards. */
export function manyLocations(count: number): Location[] {
  return Array.from({ length: count }, (_unused, index) =>
    testLocation({ id: 100 + index, slug: `yard-${index + 1}`, name: `Yard ${index + 1}`, primary: index === 0, contact_detail: { opening_hours: USUAL_WEEK, special_hours: [] } }),
  );
}
