import type { FromSchema } from 'json-schema-to-ts';
import { MAX_STORED_INTEGER } from '../common';
import { carSchema } from '../entities/car';
import { MAX_SAVED_CARS_ASKED } from './saved-cars-words';

const car = carSchema.properties;

/**
 * GET /api/saved-cars?ids=4101,4102: the cars a shopper saved (favourites in
 * the browser, or the watchlist's ids), as they are now. A saved list holds
 * what a car was when saved; this says what it is today: price, key facts
 * and status. A car the site no longer lists (sold long ago and removed, or
 * taken off the website) is simply absent from the answer.
 */
export const savedCarSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'slug', 'name', 'make', 'model', 'year', 'price', 'preorder', 'car_type', 'status', 'sold', 'reserved', 'km', 'simple_body', 'comparable'],
  properties: {
    id: car.id,
    slug: car.slug,
    name: car.name,
    make: car.make,
    model: car.model,
    year: car.year,
    price: car.price,
    price_type: car.price_type,
    before_price: car.before_price,
    offer_price: car.offer_price,
    subscription_price: car.subscription_price,
    preorder: car.preorder,
    car_type: car.car_type,
    status: car.status,
    sold: car.sold,
    reserved: car.reserved,
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
    location_name: car.location_name,
    city: car.city,
    primary_image_url: car.primary_image_url,
    comparable: { type: 'boolean', description: 'Whether this site lets the shopper add the car to the comparison now (spec search §6).' },
  },
} as const;

export type SavedCar = FromSchema<typeof savedCarSchema>;

export const savedCarsAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['cars'],
  properties: { cars: { type: 'array', maxItems: MAX_SAVED_CARS_ASKED, items: savedCarSchema } },
} as const;

export type SavedCarsAnswer = FromSchema<typeof savedCarsAnswerSchema>;

/** The ids asked for: whole numbers of stored cars, comma-separated, at most MAX_SAVED_CARS_ASKED. */
export const savedCarIdSchema = { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER } as const;
