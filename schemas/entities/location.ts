import type { FromSchema } from 'json-schema-to-ts';
import { pictureAddressSchema, slugSchema, webAddressSchema } from '../common';
import { manufacturerSchema } from './manufacturer';

/** 24-hour clock, as opening hours are stored: "08:30". */
const clockTimeSchema = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' } as const;

export const LOCATION_TYPES = ['sales', 'service', 'parts'] as const;
export const HOURS_DEPARTMENTS = ['sales', 'service', 'parts', 'all'] as const;

/** One weekday's regular hours. Closed days carry no open and close times. */
export const openingHourSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['weekday', 'status', 'formated_hours'],
  properties: {
    weekday: { type: 'integer', minimum: 0, maximum: 6, description: '0 is Sunday, 6 is Saturday.' },
    status: { type: 'string', enum: ['Open', 'Closed'] },
    formated_hours: { type: 'string', description: 'The hours as the dealer writes them, e.g. "8:00 AM - 5:30 PM" (the feed spells the field this way).' },
    open: clockTimeSchema,
    close: clockTimeSchema,
  },
} as const;

/** Hours that replace the regular ones on one date, such as a public holiday. */
export const specialHourSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'date', 'department'],
  properties: {
    status: { type: 'string', enum: ['Open', 'Closed'] },
    date: { type: 'string', format: 'date' },
    start_hour: clockTimeSchema,
    end_hour: clockTimeSchema,
    department: { type: 'string', enum: HOURS_DEPARTMENTS },
    location_name: { type: 'string' },
  },
} as const;

export const addressSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['street', 'city', 'state', 'postcode'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    street: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    postcode: { type: 'string', pattern: '^[0-9]{4}$' },
    lat: { type: 'number', minimum: -90, maximum: 90 },
    long: { type: 'number', minimum: -180, maximum: 180 },
    place_url: { ...webAddressSchema, description: 'A maps link to the place: the listing card links to it.' },
    place_id: { type: 'string' },
    map_key: { type: 'string' },
  },
} as const;

/** A dealership's yard, service centre or parts counter. */
export const locationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'slug', 'location_type', 'dealership_id', 'dealership_slug', 'primary', 'visible', 'address', 'contact_detail'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string', minLength: 1 },
    slug: slugSchema,
    location_type: {
      type: 'string',
      enum: [...LOCATION_TYPES, ''],
      description: 'Empty means sales.',
    },
    location_subtype: {
      type: 'array',
      items: { type: 'string' },
      description: 'Finer kinds of place, e.g. buying (a car-buying centre).',
    },
    manufacturers: { type: 'array', items: manufacturerSchema },
    dealership_id: { type: 'integer', minimum: 1 },
    dealership_slug: slugSchema,
    primary: { type: 'boolean', description: "The dealer's main location, shown first." },
    visible: { type: 'boolean' },
    address: addressSchema,
    contact_detail: {
      type: 'object',
      additionalProperties: false,
      required: ['opening_hours', 'special_hours'],
      properties: {
        phone: { type: 'string' },
        landline_phone: { type: 'string' },
        opening_hours: { type: 'array', items: openingHourSchema, description: 'Empty when the dealer publishes no hours.' },
        special_hours: { type: 'array', items: specialHourSchema },
      },
    },
    average_rating: { type: 'number', minimum: 0, maximum: 5 },
    review_count: { type: 'integer', minimum: 0 },
    reviews: {
      type: 'object',
      additionalProperties: false,
      required: ['count', 'average_rating'],
      properties: {
        count: { type: 'integer', minimum: 0 },
        average_rating: { type: 'number', minimum: 0, maximum: 5 },
      },
    },
    image: {
      type: 'object',
      additionalProperties: false,
      required: ['url'],
      properties: {
        url: pictureAddressSchema,
        thumb: { type: 'object', additionalProperties: false, required: ['url'], properties: { url: pictureAddressSchema } },
      },
    },
    dealer_license_number: { type: 'string', description: 'Shown as DL or CL with the number.' },
    motor_vehicle_repairer: { type: 'string', description: 'The repairer (MRB) number.' },
    distribution_locations: { type: 'array', items: { type: 'string' } },
  },
} as const;

export type Location = FromSchema<typeof locationSchema>;
export type OpeningHour = FromSchema<typeof openingHourSchema>;
export type SpecialHour = FromSchema<typeof specialHourSchema>;
export type Address = FromSchema<typeof addressSchema>;
export type LocationType = (typeof LOCATION_TYPES)[number];
