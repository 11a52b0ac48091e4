import { describe, expect, it } from 'vitest';
import type { Location, OpeningHour, SpecialHour } from '../../schemas/entities/location';
import { locationHolidayHours, locationHoursRows, locationTimeZone } from './location-hours';

const open = (weekday: number, from: string, to: string): OpeningHour => ({ weekday, status: 'Open', formated_hours: '', open: from, close: to });
const closed = (weekday: number): OpeningHour => ({ weekday, status: 'Closed', formated_hours: 'Closed' });
const WEEK = [closed(0), ...[1, 2, 3, 4, 5].map((day) => open(day, '08:30', '17:30')), open(6, '09:00', '16:00')];

function place(state: string, special_hours: SpecialHour[], overrides: Partial<Location> = {}): Location {
  return {
    id: 1,
    name: `A yard in ${state}`,
    slug: 'a-yard',
    location_type: 'sales',
    dealership_id: 1,
    dealership_slug: 'a-dealer',
    primary: true,
    visible: true,
    address: { street: '1 Main Street', city: 'Town', state, postcode: '2000' },
    contact_detail: { opening_hours: WEEK, special_hours },
    ...overrides,
  };
}

const rowFor = (rows: ReturnType<typeof locationHoursRows>, spoken: string) => rows.find((row) => row.spokenLabel.startsWith(spoken));

describe('spec detail §3, §4: a location’s hours on its own clock', () => {
  it('keeps the clock of its state', () => {
    expect(locationTimeZone(place('QLD', []))).toBe('Australia/Brisbane');
    expect(locationTimeZone(place('nsw', []))).toBe('Australia/Sydney');
    expect(locationTimeZone(place('VIC', []))).toBe('Australia/Melbourne');
  });

  it('a special-hours day across a daylight-saving change: Easter Sunday 2026 in Sydney, when the clocks go back, lasts 25 hours', () => {
    // Sydney leaves daylight saving at 3 am on Sunday 5 April 2026 (16:00 UTC on the 4th): that Sunday runs 13:00 UTC on the 4th to 14:00 UTC on the 5th.
    const sydney = place('NSW', [{ status: 'Open', date: '2026-04-05', department: 'all', start_hour: '10:00', end_hour: '14:00' }]);
    const sunday = (at: string) => rowFor(locationHoursRows(sydney, new Date(at)), 'Sunday');
    expect(sunday('2026-04-04T13:00:00Z')).toMatchObject({ label: 'Sun 5 Apr', hours: '10:00 AM - 2:00 PM', special: true });
    // 23:59 on Sunday by the winter clock: a fixed daylight-saving offset would have called it Monday already.
    expect(sunday('2026-04-05T13:59:00Z')).toMatchObject({ label: 'Sun 5 Apr', special: true });
    // Midnight: Monday. The Sunday row stands for the next Sunday, usual hours again.
    expect(sunday('2026-04-05T14:00:00Z')).toMatchObject({ label: 'Sun', hours: 'Closed', special: false });
  });

  it('a special-hours day across a daylight-saving change: Melbourne’s clocks go forward on 4 October 2026, Brisbane’s do not', () => {
    const special: SpecialHour[] = [{ status: 'Closed', date: '2026-10-04', department: 'sales' }];
    const sundayAt = (state: string, at: string) => rowFor(locationHoursRows(place(state, special), new Date(at)), 'Sunday');
    // 13:30 UTC on the 4th: 00:30 on Monday in Melbourne (AEDT, +11), still 23:30 on Sunday in Brisbane (AEST, +10).
    expect(sundayAt('VIC', '2026-10-04T13:30:00Z')).toMatchObject({ label: 'Sun', special: false });
    expect(sundayAt('QLD', '2026-10-04T13:30:00Z')).toMatchObject({ label: 'Sun 4 Oct', hours: 'Closed', special: true });
    // An hour earlier it is Sunday in both.
    expect(sundayAt('VIC', '2026-10-04T12:30:00Z')).toMatchObject({ label: 'Sun 4 Oct', special: true });
  });

  it("applies only its own department's special hours, or those for all departments", () => {
    const service = place('QLD', [{ status: 'Closed', date: '2026-06-16', department: 'sales' }], { location_type: 'service' });
    expect(locationHoursRows(service, new Date('2026-06-15T02:00:00Z')).map((row) => row.label)).toEqual(['Mon-Fri', 'Sat', 'Sun']);
    const sales = place('QLD', [{ status: 'Closed', date: '2026-06-16', department: 'sales' }], { location_type: '' });
    expect(locationHoursRows(sales, new Date('2026-06-15T02:00:00Z')).map((row) => row.label)).toEqual(['Mon', 'Tue 16 Jun', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('closed days of a service location link to the dealer’s service booking page; a sales location’s say Closed', () => {
    const booking = { url: 'https://booking.example.com/service', label: 'Enquire Now' };
    const service = place('QLD', [], { location_type: 'service' });
    expect(locationHoursRows(service, new Date('2026-06-15T02:00:00Z'), booking).at(-1)).toMatchObject({
      hours: 'Closed',
      link: { href: 'https://booking.example.com/service', text: 'Enquire Now' },
    });
    expect(locationHoursRows(place('QLD', []), new Date('2026-06-15T02:00:00Z'), booking).at(-1)).not.toHaveProperty('link');
    expect(locationHoursRows(service, new Date('2026-06-15T02:00:00Z'), { label: 'Enquire Now' }).at(-1)).not.toHaveProperty('link');
  });

  it('a dealer with no hours shows nothing', () => {
    expect(locationHoursRows(place('QLD', [], { contact_detail: { opening_hours: [], special_hours: [] } }), new Date())).toEqual([]);
  });

  it('lists the holiday hours ahead on its own clock, today’s included', () => {
    const specials: SpecialHour[] = [
      { status: 'Closed', date: '2026-12-25', department: 'all' },
      { status: 'Open', date: '2026-12-31', department: 'sales', start_hour: '09:00', end_hour: '13:00' },
    ];
    // 14:30 UTC on Christmas Day is 01:30 on Boxing Day in Sydney: Christmas has passed there, not yet in Perth.
    expect(locationHolidayHours(place('NSW', specials), new Date('2026-12-25T14:30:00Z'))).toEqual([
      { date: '2026-12-31', label: 'Thursday 31 December 2026', open: true, hours: '9:00 AM - 1:00 PM' },
    ]);
    expect(locationHolidayHours(place('WA', specials), new Date('2026-12-25T14:30:00Z')).map((line) => line.label)).toEqual([
      'Friday 25 December 2026',
      'Thursday 31 December 2026',
    ]);
  });
});
