import type { Dealership } from '../../../schemas/entities/dealership';
import type { Location, OpeningHour, SpecialHour } from '../../../schemas/entities/location';
import type { Manufacturer } from '../../../schemas/entities/manufacturer';

/** Who sells what: the stock mix each demo dealership gets. */
export interface DemoDealership {
  dealership: Omit<Dealership, 'average_rating' | 'review_count'>;
  /** Catalogue make slugs sold new; empty for a used-only dealer. */
  newMakes: readonly string[];
  /** Share of the whole demo stock this dealership holds. */
  stockShare: number;
  carTypeWeights: readonly (readonly ['new' | 'demo' | 'used', number])[];
  locations: Omit<Location, 'reviews' | 'average_rating' | 'review_count'>[];
  stockPrefix: string;
}

type Clock = `${number}${number}:${number}${number}`;

function hoursText(open: Clock, close: Clock): string {
  const words = (time: Clock) => {
    const [h, m] = time.split(':').map(Number);
    return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  };
  return `${words(open)} - ${words(close)}`;
}

function open(weekday: number, from: Clock, to: Clock): OpeningHour {
  return { weekday, status: 'Open', formated_hours: hoursText(from, to), open: from, close: to };
}

function closed(weekday: number): OpeningHour {
  return { weekday, status: 'Closed', formated_hours: 'Closed' };
}

/** Monday to Friday the same, a shorter Saturday, Sunday closed: most dealers' week. */
function usualWeek(weekdays: [Clock, Clock], saturday: [Clock, Clock] | undefined): OpeningHour[] {
  return [closed(0), ...[1, 2, 3, 4, 5].map((day) => open(day, ...weekdays)), saturday ? open(6, ...saturday) : closed(6)];
}

/** Easter Sunday of a year (the anonymous Gregorian computus), as "2026-04-05". */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function dayAfter(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * Easter: closed Good Friday, Sunday and Monday, a short Saturday. In NSW
 * and VIC daylight saving ends on the first Sunday of April, so some Easters
 * (2026's) straddle the change: the hours a location keeps are its own
 * clock's.
 */
function easter(year: number, department: SpecialHour['department'], locationName: string): SpecialHour[] {
  const sunday = easterSunday(year);
  return [
    { status: 'Closed', date: dayAfter(sunday, -2), department, location_name: locationName },
    { status: 'Open', date: dayAfter(sunday, -1), start_hour: '09:00', end_hour: '13:00', department, location_name: locationName },
    { status: 'Closed', date: sunday, department, location_name: locationName },
    { status: 'Closed', date: dayAfter(sunday, 1), department, location_name: locationName },
  ];
}

function holidays(year: number, department: SpecialHour['department'], locationName: string): SpecialHour[] {
  return [
    ...easter(year, department, locationName),
    { status: 'Closed', date: `${year}-12-25`, department, location_name: locationName },
    { status: 'Closed', date: `${year}-12-26`, department, location_name: locationName },
    { status: 'Open', date: `${year}-12-31`, start_hour: '09:00', end_hour: '13:00', department, location_name: locationName },
    { status: 'Closed', date: `${year + 1}-01-01`, department, location_name: locationName },
    { status: 'Closed', date: `${year + 1}-01-26`, department, location_name: locationName },
    ...easter(year + 1, department, locationName),
  ];
}

function location(
  fields: Pick<Location, 'id' | 'name' | 'slug' | 'location_type' | 'dealership_id' | 'dealership_slug' | 'primary'> & {
    street: string;
    city: string;
    state: string;
    postcode: string;
    lat: number;
    long: number;
    phone: string;
    landline?: string;
    hours: OpeningHour[];
    year: number;
    manufacturers?: Manufacturer[];
    licence?: string;
    repairer?: string;
    subtype?: string[];
  },
): DemoDealership['locations'][number] {
  const query = encodeURIComponent(`${fields.street}, ${fields.city} ${fields.state} ${fields.postcode}`);
  const department = fields.location_type === '' ? 'sales' : fields.location_type;
  return {
    id: fields.id,
    name: fields.name,
    slug: fields.slug,
    location_type: fields.location_type,
    ...(fields.subtype ? { location_subtype: fields.subtype } : {}),
    ...(fields.manufacturers ? { manufacturers: fields.manufacturers } : {}),
    dealership_id: fields.dealership_id,
    dealership_slug: fields.dealership_slug,
    primary: fields.primary,
    visible: true,
    address: {
      id: fields.id,
      street: fields.street,
      city: fields.city,
      state: fields.state,
      postcode: fields.postcode,
      lat: fields.lat,
      long: fields.long,
      place_url: `https://www.google.com/maps/search/?api=1&query=${query}`,
    },
    contact_detail: {
      phone: fields.phone,
      ...(fields.landline ? { landline_phone: fields.landline } : {}),
      opening_hours: fields.hours,
      special_hours: holidays(fields.year, department as SpecialHour['department'], fields.name),
    },
    image: {
      url: `/media/banners/showroom-${fields.dealership_slug.startsWith('sunshine') ? 'toyotaRed' : fields.dealership_slug.startsWith('harbour') ? 'harbourBlue' : 'westsideGreen'}.svg`,
    },
    ...(fields.licence ? { dealer_license_number: fields.licence } : {}),
    ...(fields.repairer ? { motor_vehicle_repairer: fields.repairer } : {}),
  };
}

const TOYOTA = { id: 1, name: 'Toyota', slug: 'toyota', logo_url: '/media/makes/toyota.svg' };

/** The dealerships and places behind the three demo dealer sites in dealer-configs/. */
export function demoDealerships(year: number): DemoDealership[] {
  return [
    {
      dealership: { id: 101, slug: 'sunshine-coast-toyota', name: 'Sunshine Coast Toyota' },
      newMakes: ['toyota'],
      stockShare: 0.33,
      carTypeWeights: [
        ['new', 45],
        ['demo', 15],
        ['used', 40],
      ],
      stockPrefix: 'SCT',
      locations: [
        location({
          id: 1011,
          name: 'Sunshine Coast Toyota',
          slug: 'sunshine-coast-toyota',
          location_type: 'sales',
          dealership_id: 101,
          dealership_slug: 'sunshine-coast-toyota',
          primary: true,
          street: '100 Maroochydore Road',
          city: 'Maroochydore',
          state: 'QLD',
          postcode: '4558',
          lat: -26.6587,
          long: 153.0783,
          phone: '07 5443 1200',
          landline: '07 5443 1299',
          hours: usualWeek(['08:00', '17:30'], ['08:00', '12:00']),
          year,
          manufacturers: [TOYOTA],
          licence: 'DL 3270123',
        }),
        location({
          id: 1012,
          name: 'Sunshine Coast Toyota Service',
          slug: 'sunshine-coast-toyota-service',
          location_type: 'service',
          dealership_id: 101,
          dealership_slug: 'sunshine-coast-toyota',
          primary: false,
          street: '104 Maroochydore Road',
          city: 'Maroochydore',
          state: 'QLD',
          postcode: '4558',
          lat: -26.6589,
          long: 153.0788,
          phone: '07 5443 1230',
          hours: usualWeek(['07:00', '17:00'], ['07:30', '12:00']),
          year,
          manufacturers: [TOYOTA],
          repairer: 'MRB 45821',
        }),
        location({
          id: 1013,
          name: 'Sunshine Coast Toyota Parts',
          slug: 'sunshine-coast-toyota-parts',
          location_type: 'parts',
          dealership_id: 101,
          dealership_slug: 'sunshine-coast-toyota',
          primary: false,
          street: '104 Maroochydore Road',
          city: 'Maroochydore',
          state: 'QLD',
          postcode: '4558',
          lat: -26.659,
          long: 153.079,
          phone: '07 5443 1240',
          hours: usualWeek(['07:30', '17:00'], undefined),
          year,
          manufacturers: [TOYOTA],
        }),
      ],
    },
    {
      dealership: { id: 201, slug: 'harbour-city-hyundai-kia', name: 'Harbour City Hyundai Kia' },
      newMakes: ['hyundai', 'kia'],
      stockShare: 0.17,
      carTypeWeights: [
        ['new', 45],
        ['demo', 15],
        ['used', 40],
      ],
      stockPrefix: 'HHK',
      locations: [
        location({
          id: 2011,
          name: 'Harbour City Hyundai Kia Parramatta',
          slug: 'harbour-city-parramatta',
          location_type: 'sales',
          dealership_id: 201,
          dealership_slug: 'harbour-city-hyundai-kia',
          primary: true,
          street: '52 Church Street',
          city: 'Parramatta',
          state: 'NSW',
          postcode: '2150',
          lat: -33.8136,
          long: 151.0034,
          phone: '02 9630 4100',
          landline: '02 9630 4199',
          hours: usualWeek(['08:30', '18:00'], ['08:30', '16:00']),
          year,
          manufacturers: [
            { id: 2, name: 'Hyundai', slug: 'hyundai' },
            { id: 3, name: 'Kia', slug: 'kia' },
          ],
          licence: 'DL 18245',
        }),
      ],
    },
    {
      dealership: { id: 202, slug: 'harbour-city-mazda-mitsubishi', name: 'Harbour City Mazda Mitsubishi' },
      newMakes: ['mazda', 'mitsubishi'],
      stockShare: 0.14,
      carTypeWeights: [
        ['new', 40],
        ['demo', 15],
        ['used', 45],
      ],
      stockPrefix: 'HMM',
      locations: [
        location({
          id: 2021,
          name: 'Harbour City Mazda Penrith',
          slug: 'harbour-city-penrith',
          location_type: 'sales',
          dealership_id: 202,
          dealership_slug: 'harbour-city-mazda-mitsubishi',
          primary: false,
          street: '15 Mulgoa Road',
          city: 'Penrith',
          state: 'NSW',
          postcode: '2750',
          lat: -33.7573,
          long: 150.6805,
          phone: '02 4721 3300',
          hours: usualWeek(['08:30', '17:30'], ['09:00', '15:00']),
          year,
          manufacturers: [{ id: 4, name: 'Mazda', slug: 'mazda' }],
          licence: 'DL 20877',
        }),
        // The one place whose weekdays differ: late opening on Thursdays.
        location({
          id: 2022,
          name: 'Harbour City Service Castle Hill',
          slug: 'harbour-city-castle-hill-service',
          location_type: 'service',
          dealership_id: 202,
          dealership_slug: 'harbour-city-mazda-mitsubishi',
          primary: false,
          street: '8 Victoria Avenue',
          city: 'Castle Hill',
          state: 'NSW',
          postcode: '2154',
          lat: -33.7292,
          long: 151.0044,
          phone: '02 9899 5500',
          hours: [
            closed(0),
            open(1, '07:30', '17:00'),
            open(2, '07:30', '17:00'),
            open(3, '07:30', '17:00'),
            open(4, '07:30', '20:00'),
            open(5, '07:30', '16:00'),
            open(6, '08:00', '12:00'),
          ],
          year,
          manufacturers: [
            { id: 4, name: 'Mazda', slug: 'mazda' },
            { id: 5, name: 'Mitsubishi', slug: 'mitsubishi' },
          ],
          repairer: 'MVRL 41226',
        }),
      ],
    },
    {
      dealership: { id: 203, slug: 'harbour-city-ford', name: 'Harbour City Ford' },
      newMakes: ['ford'],
      stockShare: 0.14,
      carTypeWeights: [
        ['new', 40],
        ['demo', 10],
        ['used', 50],
      ],
      stockPrefix: 'HCF',
      locations: [
        location({
          id: 2031,
          name: 'Harbour City Ford Dandenong',
          slug: 'harbour-city-dandenong',
          location_type: 'sales',
          dealership_id: 203,
          dealership_slug: 'harbour-city-ford',
          primary: false,
          street: '220 Princes Highway',
          city: 'Dandenong',
          state: 'VIC',
          postcode: '3175',
          lat: -37.9875,
          long: 145.2149,
          phone: '03 9791 2200',
          hours: usualWeek(['08:30', '17:30'], ['09:00', '16:00']),
          year,
          manufacturers: [{ id: 6, name: 'Ford', slug: 'ford', logo_url: '/media/makes/ford.svg' }],
          licence: 'LMCT 11482',
        }),
        location({
          id: 2032,
          name: 'Harbour City Ford Ringwood',
          slug: 'harbour-city-ringwood',
          location_type: 'sales',
          dealership_id: 203,
          dealership_slug: 'harbour-city-ford',
          primary: false,
          street: '401 Maroondah Highway',
          city: 'Ringwood',
          state: 'VIC',
          postcode: '3134',
          lat: -37.8136,
          long: 145.2274,
          phone: '03 9870 4400',
          hours: usualWeek(['08:30', '17:30'], ['09:00', '16:00']),
          year,
          manufacturers: [{ id: 6, name: 'Ford', slug: 'ford', logo_url: '/media/makes/ford.svg' }],
          licence: 'LMCT 11519',
          subtype: ['buying'],
        }),
      ],
    },
    {
      dealership: { id: 301, slug: 'westside-used-cars', name: 'Westside Used Cars' },
      newMakes: [],
      stockShare: 0.22,
      carTypeWeights: [['used', 1]],
      stockPrefix: 'WUC',
      locations: [
        location({
          id: 3011,
          name: 'Westside Used Cars Cannington',
          slug: 'westside-used-cars-cannington',
          location_type: 'sales',
          dealership_id: 301,
          dealership_slug: 'westside-used-cars',
          primary: true,
          street: '1200 Albany Highway',
          city: 'Cannington',
          state: 'WA',
          postcode: '6107',
          lat: -32.0167,
          long: 115.9344,
          phone: '08 9345 6700',
          hours: usualWeek(['09:00', '17:30'], ['09:00', '16:00']),
          year,
          licence: 'DL 27814',
        }),
      ],
    },
  ];
}
