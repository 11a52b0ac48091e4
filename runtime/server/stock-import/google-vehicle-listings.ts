import type { Car } from '../../../schemas/entities/car';
import { BODY_TYPES, type BodyType, type CarType } from '../../../schemas/entities/car-values';
import type { FeedMapping, MappedCar } from './mapped-car';

/**
 * The Google vehicle-listings feed (developers.google.com/vehicle-listings,
 * "Feed specification"): its columns mapped to the car schema. The feed
 * names a car by its VIN and the dealer's stock number (`id`), never by our
 * id: the import keeps the id of the dealership's car with the same VIN.
 * Columns the sites have no place for (store_code, link, the dealership's
 * own address …) are read past; Google's feed has many.
 */
export const GOOGLE_ONLY_COLUMNS = ['store_code', 'mileage', 'condition', 'image_link', 'body_style', 'dealership_name', 'date_in_stock'] as const;

/** Google's body styles, and the words dealers' systems write for them, as the sites' bodies. */
const BODIES: Record<string, BodyType> = {
  sedan: 'sedan',
  suv: 'suv',
  crossover: 'suv',
  hatchback: 'hatch',
  hatch: 'hatch',
  wagon: 'wagon',
  stationwagon: 'wagon',
  coupe: 'coupe',
  convertible: 'convertible',
  cabriolet: 'convertible',
  ute: 'ute',
  pickup: 'ute',
  pickuptruck: 'ute',
  truck: 'ute',
  van: 'van',
  minivan: 'peopleMover',
  peoplemover: 'peopleMover',
  cabchassis: 'cabChassis',
  '4x4': '4x4',
  bus: 'bus',
};
for (const body of BODY_TYPES) BODIES[body.toLowerCase()] ??= body;

const CONDITIONS: Record<string, { car_type: CarType; certified: boolean }> = {
  new: { car_type: 'new', certified: false },
  demo: { car_type: 'demo', certified: false },
  used: { car_type: 'used', certified: false },
  certified: { car_type: 'used', certified: true },
  'certified pre-owned': { car_type: 'used', certified: true },
  cpo: { car_type: 'used', certified: true },
};

const KM_PER_MILE = 1.609344;
const URL_LIST_SEPARATOR = /\s*,\s*/;

type Problem = MappedCar['problems'][number];

/** "10499 AUD", "10,499.00 AUD", "$10,499": the amount; undefined when there is none. */
function amount(text: string): number | undefined {
  const digits = text.replace(/[A-Za-z$,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : undefined;
}

/** "12,000 km", "28 miles", "12000": kilometres, whole. */
function kilometres(text: string): number | undefined {
  const distance = amount(text);
  if (distance === undefined) return undefined;
  return Math.round(/mi/i.test(text) ? distance * KM_PER_MILE : distance);
}

const isWebAddress = (text: string) => /^https?:\/\/[^\s"'<>]+$/i.test(text);

/** Why a Google row needs its VIN: without it, the next import could not find the car again and would add it twice. */
const VIN_NEEDED = 'Every car needs its VIN: the import finds the car again by it, and without it a second import would add the car twice.';

export const GOOGLE_VEHICLE_LISTINGS_FEED: FeedMapping = {
  format: 'google-vehicle-listings',
  headerProblems: (columns) => (columns.some((column) => column.toLowerCase() === 'vin') ? [] : [{ column: 'vin', message: VIN_NEEDED }]),
  map: (row, written): MappedCar => {
    // Google's column names are lower case; a feed may write them otherwise.
    const cells: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(written).map(([column, cell]) => [column.toLowerCase(), cell]));
    const fields: MappedCar['fields'] = {};
    const columns: MappedCar['columns'] = {};
    const problems: Problem[] = [];
    const set = (field: keyof Car, column: string, value: unknown) => {
      fields[field] = value;
      columns[field] = column;
    };
    const text = (field: keyof Car, column: string) => {
      if (cells[column] !== undefined) set(field, column, cells[column]);
    };

    if (cells.vin?.trim()) set('vin', 'vin', cells.vin.trim());
    else problems.push({ column: 'vin', message: VIN_NEEDED });
    text('stocknum', 'id');
    text('make', 'make');
    text('model', 'model');
    text('badge', 'trim');
    text('colour', cells.exterior_color !== undefined ? 'exterior_color' : 'color');
    text('dealercomments', 'description');
    const fuelColumn = cells.fuel_type !== undefined ? 'fuel_type' : 'fuel';
    text('fuel', fuelColumn);
    text('simple_fuel', fuelColumn);
    text('trans', 'transmission');
    text('simple_transmission', 'transmission');
    text('drive', 'drivetrain');
    if (cells.title !== undefined) set('name', 'title', cells.title);
    if (cells.year !== undefined) set('year', 'year', /^\d{4}$/.test(cells.year) ? Number(cells.year) : cells.year);

    if (cells.price !== undefined) {
      const price = amount(cells.price);
      if (price === undefined) problems.push({ column: 'price', message: 'Write the price as a number with its currency, e.g. 10499 AUD.' });
      else set('price', 'price', price);
    }
    if (cells.mileage !== undefined) {
      const km = kilometres(cells.mileage);
      if (km === undefined) problems.push({ column: 'mileage', message: 'Write the mileage as a number with its unit, e.g. 12000 km.' });
      else set('km', 'mileage', km);
    }
    const condition = CONDITIONS[(cells.condition ?? '').toLowerCase()];
    if (condition) {
      set('car_type', 'condition', condition.car_type);
      set('certified', 'condition', condition.certified);
    } else problems.push({ column: 'condition', message: `Must be one of ${Object.keys(CONDITIONS).join(', ')}.` });
    if (cells.body_style !== undefined) {
      const body = BODIES[cells.body_style.toLowerCase().replace(/[\s_-]/g, '')];
      if (body) {
        set('simple_body', 'body_style', body);
        set('body', 'body_style', cells.body_style);
      } else problems.push({ column: 'body_style', message: `Not a body style the sites know: use one of ${[...new Set(Object.keys(BODIES))].join(', ')}.` });
    }
    const pictures = [cells.image_link, ...(cells.additional_image_link?.split(URL_LIST_SEPARATOR) ?? [])].filter((link): link is string => Boolean(link));
    const notWeb = pictures.find((link) => !isWebAddress(link));
    if (notWeb)
      problems.push({ column: cells.image_link === notWeb ? 'image_link' : 'additional_image_link', message: `Not a web address (http or https): ${notWeb.slice(0, 80)}` });
    else if (pictures.length > 0) set('images', cells.image_link !== undefined ? 'image_link' : 'additional_image_link', pictures);
    if (cells.date_in_stock !== undefined) {
      const inStock = Date.parse(cells.date_in_stock);
      if (Number.isNaN(inStock)) problems.push({ column: 'date_in_stock', message: 'Write the date as ISO 8601, e.g. 2026-01-31.' });
      else set('created_at', 'date_in_stock', new Date(inStock).toISOString());
    }
    return { row, fields, columns, problems };
  },
};
