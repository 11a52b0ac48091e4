import type { FromSchema } from 'json-schema-to-ts';
import { pictureAddressSchema, slugSchema, webAddressSchema } from '../common';
import { FINANCE_PROVIDERS } from '../finance-settings';
import { BODY_TYPES, CAR_STATUSES, CAR_TYPES } from './car-values';

const moneySchema = { type: 'number', minimum: 0 } as const;
const yearMonthSchema = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}(-[0-9]{2})?$' } as const;
const textListSchema = { type: 'array', items: { type: 'string' } } as const;
/** A feed's photos reach `<img src>` on every card: each one a picture's address, never javascript: or a broken attribute. */
const pictureListSchema = { type: 'array', items: pictureAddressSchema } as const;

/** One finance provider's estimate for a car. Rates are null when the lender gave none. */
export const lenderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['interestRate', 'comparisonRate', 'paymentWeek', 'paymentMonth', 'termYears', 'termMonths', 'balloon', 'deposit', 'disclaimer'],
  properties: {
    interestRate: { type: ['number', 'null'], minimum: 0 },
    comparisonRate: { type: ['number', 'null'], minimum: 0 },
    paymentWeek: moneySchema,
    paymentMonth: moneySchema,
    termYears: { type: 'integer', minimum: 0 },
    termMonths: { type: 'integer', minimum: 0 },
    balloon: moneySchema,
    deposit: moneySchema,
    disclaimer: { type: 'string' },
  },
} as const;

/** Manufacturer data for the car's exact variant (all measurements metric). */
export const variantSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    cylinders: { type: 'integer', minimum: 0 },
    enginesize: { type: 'integer', minimum: 0, description: 'Cubic centimetres.' },
    enginesize_litres: { type: 'number', minimum: 0 },
    induction: { type: 'string' },
    geartype: { type: 'string' },
    fuelconsumptioncombined: { type: 'number', minimum: 0, description: 'Litres per 100 km.' },
    fuelcapacity: { type: 'number', minimum: 0, description: 'Litres.' },
    grossvehiclemass: { type: 'integer', minimum: 0, description: 'Kilograms.' },
    vehiclelength: { type: 'integer', minimum: 0, description: 'Millimetres.' },
    vehicleheight: { type: 'integer', minimum: 0, description: 'Millimetres.' },
    vehiclewidth: { type: 'integer', minimum: 0, description: 'Millimetres.' },
    torque: { type: 'integer', minimum: 0, description: 'Newton metres.' },
    ancaprating: { type: 'integer', minimum: 0, maximum: 5 },
    bodyconfiguration: { type: 'string' },
  },
} as const;

/** Caravan and motorhome measurements; lengths and widths in feet, masses in kilograms. */
export const caravanSpecificationsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    body_width: { type: 'number', minimum: 0 },
    body_length: { type: 'number', minimum: 0 },
    tare_weight: { type: 'number', minimum: 0 },
    axle_type: { type: 'string' },
    sleeps: { type: 'integer', minimum: 0 },
    aggregate_trailer_mass: { type: 'number', minimum: 0 },
  },
} as const;

/** A vehicle in a dealer's stock, as the stock feed delivers it. */
export const carSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'slug',
    'name',
    'make',
    'model',
    'year',
    'price',
    'car_type',
    'status',
    'certified',
    'reserved',
    'sold',
    'preorder',
    'show_on_dealer_website',
    'km',
    'simple_body',
    'dealership_id',
    'dealership_slug',
    'images',
    'thumbnails',
    'photos_count',
    'created_at',
    'updated_at',
  ],
  properties: {
    id: { type: 'integer', minimum: 1 },
    slug: { ...slugSchema, maxLength: 200 },
    name: { type: 'string', minLength: 1 },
    make: { type: 'string', minLength: 1 },
    model: { type: 'string', minLength: 1 },
    badge: { type: 'string' },
    series: { type: 'string' },
    year: { type: 'integer', minimum: 1900, maximum: 2100 },
    price: { ...moneySchema, description: '0 means no price: the site shows its no-price text.' },
    price_type: { type: 'string', description: 'How the price is quoted, e.g. Drive Away or Excl. Govt. Charges.' },
    before_price: { ...moneySchema, description: 'The earlier price, shown struck through.' },
    offer_price: { ...moneySchema, description: 'A reduced price for a limited offer.' },
    subscription_price: { ...moneySchema, description: 'Weekly subscription price.' },
    preorder: { type: 'boolean' },
    car_type: { type: 'string', enum: CAR_TYPES },
    item_type: { type: 'string', description: 'What kind of stock item: car, caravan, motorbike.' },
    status: { type: 'string', enum: CAR_STATUSES },
    tag: { type: 'string', description: 'A dealer label such as Test Drive Only or Toyota Certified Pre-Owned.' },
    certified: { type: 'boolean' },
    reserved: { type: 'boolean' },
    sold: { type: 'boolean' },
    sold_date_timestamp: { type: 'integer', minimum: 0, description: 'When the car was sold, in Unix seconds.' },
    show_on_dealer_website: { type: 'boolean' },
    has_nvic: { type: 'boolean', description: 'Whether the car has a Redbook NVIC code.' },
    km: { type: 'integer', minimum: 0 },
    trans: { type: 'string', description: 'The transmission as the feed writes it, e.g. 8 Speed Automatic.' },
    simple_transmission: { type: 'string' },
    simple_body: { type: 'string', enum: BODY_TYPES },
    manufacturer_body: { type: 'string' },
    body: { type: 'string' },
    simple_fuel: { type: 'string' },
    fuel: { type: 'string' },
    drive: { type: 'string' },
    seats: { type: 'integer', minimum: 0 },
    doors: { type: 'integer', minimum: 0 },
    colour: { type: 'string' },
    interior_colour: { type: 'string' },
    engine_size: { type: 'string', description: 'As the feed writes it, e.g. 2.5L.' },
    vin: { type: 'string' },
    regplate: { type: 'string' },
    stocknum: { type: 'string' },
    rego_expiry: { type: 'string', format: 'date' },
    build_date: yearMonthSchema,
    compliance_date: yearMonthSchema,
    views: { type: 'integer', minimum: 0 },
    dealership_id: { type: 'integer', minimum: 1 },
    dealership_slug: slugSchema,
    location_id: { type: 'integer', minimum: 1 },
    location_name: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    location: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: {
        name: { type: 'string' },
        phone: { type: 'string' },
        slug: slugSchema,
        distribution_locations: textListSchema,
      },
    },
    private_suburb: { type: 'string', description: 'Where a privately listed car is.' },
    private_postcode: { type: 'string' },
    file: { ...webAddressSchema, description: 'Link to the car history report.' },
    images: pictureListSchema,
    thumbnails: pictureListSchema,
    primary_image_url: pictureAddressSchema,
    photos_count: { type: 'integer', minimum: 0 },
    payment_processors: textListSchema,
    variant: variantSchema,
    standardEquipment: textListSchema,
    carsales_title: { type: 'string' },
    autograb_data: {
      type: 'object',
      additionalProperties: false,
      properties: {
        state_average_market_price: moneySchema,
        average_market_price: moneySchema,
      },
    },
    specifications: caravanSpecificationsSchema,
    finance_lenders: {
      type: 'object',
      additionalProperties: false,
      description: 'Finance estimates keyed by provider.',
      properties: Object.fromEntries(FINANCE_PROVIDERS.map((provider) => [provider, lenderSchema])) as {
        [Provider in (typeof FINANCE_PROVIDERS)[number]]: typeof lenderSchema;
      },
    },
    dealercomments: { type: 'string', description: "The dealer's description; paragraphs are separated by a vertical bar." },
    categories: textListSchema,
    filtered_features: textListSchema,
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

export type Car = FromSchema<typeof carSchema>;
export type Lender = FromSchema<typeof lenderSchema>;
export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number];
export type CarVariant = FromSchema<typeof variantSchema>;
