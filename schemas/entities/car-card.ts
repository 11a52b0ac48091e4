import type { FromSchema } from 'json-schema-to-ts';
import { carSchema } from './car';

const car = carSchema.properties;

/**
 * A car as a card in a list shows it (search results, stock carousels,
 * similar cars): its photo, name, price, facts, badges and buttons, and what
 * the card's save and compare buttons keep. Search answers carry this and
 * nothing more, so 21 hits cost a sixth of the full records' bytes to read,
 * encode and send; the vehicle page reads the whole car.
 */
export const carCardSchema = {
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
    'km',
    'simple_body',
    'dealership_id',
    'dealership_slug',
    'images',
    'created_at',
  ],
  properties: {
    id: car.id,
    slug: car.slug,
    name: car.name,
    make: car.make,
    model: car.model,
    badge: car.badge,
    year: car.year,
    price: car.price,
    price_type: car.price_type,
    before_price: car.before_price,
    offer_price: car.offer_price,
    subscription_price: car.subscription_price,
    preorder: car.preorder,
    car_type: car.car_type,
    status: car.status,
    tag: car.tag,
    certified: car.certified,
    reserved: car.reserved,
    sold: car.sold,
    km: car.km,
    trans: car.trans,
    simple_transmission: car.simple_transmission,
    simple_body: car.simple_body,
    simple_fuel: car.simple_fuel,
    fuel: car.fuel,
    drive: car.drive,
    seats: car.seats,
    colour: car.colour,
    engine_size: car.engine_size,
    dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    location_id: car.location_id,
    location_name: car.location_name,
    city: car.city,
    location: car.location,
    stocknum: car.stocknum,
    file: car.file,
    images: car.images,
    primary_image_url: car.primary_image_url,
    created_at: car.created_at,
  },
} as const;

export type CarCard = FromSchema<typeof carCardSchema>;

/** The columns a card reads, for the query that loads a page of cards. */
export const CAR_CARD_FIELDS = Object.keys(carCardSchema.properties) as (keyof CarCard)[];
