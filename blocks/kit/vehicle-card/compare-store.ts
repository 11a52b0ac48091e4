import type { Car } from '../../../schemas/entities/car';
import { CAR_TYPES } from '../../../schemas/entities/car-values';
import { parseStoredCars } from '../../../runtime/client/stored-list-atom';
import { readFavourite, type Favourite } from './favourites-store';

/**
 * Spec (search and favourites, §6): compare, like favourites, is allowed only
 * where the dealer enables it and only for cars shown as available. The
 * compare list is kept in the browser per dealership, as favourites are
 * (detail §3), with the facts the compare page sets side by side, since that
 * page has nothing else to read them from.
 */
export const MAX_COMPARED_CARS = 3;
export const COMPARE_FULL_MESSAGE = `You can compare up to ${MAX_COMPARED_CARS} cars. Remove one to add another.`;
export const COMPARE_KEY_PREFIX = 'compare:';
/** The page that shows the compared cars side by side. */
export const COMPARE_PAGE_PATH = '/compare';

const NUMBER_FACTS = ['year', 'price', 'km', 'before_price', 'offer_price', 'subscription_price', 'seats'] as const;
const TEXT_FACTS = ['simple_body', 'fuel', 'simple_transmission', 'drive', 'engine_size', 'colour', 'city', 'location_name'] as const;
const REQUIRED_FACTS = ['year', 'price', 'km'] as const;

export type ComparedCar = Favourite &
  Pick<Car, 'car_type' | 'preorder' | (typeof REQUIRED_FACTS)[number]> &
  Partial<Pick<Car, (typeof NUMBER_FACTS)[number] | (typeof TEXT_FACTS)[number]>>;

export function compareKey(dealerSlug: string): string {
  return `${COMPARE_KEY_PREFIX}${dealerSlug}`;
}

/** The fields of a car the compare list keeps, and no others. */
export function comparedCarOf(car: ComparedCar): ComparedCar {
  const kept: Record<string, unknown> = { ...readFavourite(car), car_type: car.car_type, preorder: car.preorder };
  for (const fact of [...NUMBER_FACTS, ...TEXT_FACTS]) if (car[fact] !== undefined) kept[fact] = car[fact];
  return kept as ComparedCar;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The entry as a compared car, or undefined when it is not one (written by an older release, or tampered with). */
function readComparedCar(value: unknown): ComparedCar | undefined {
  if (!isRecord(value) || !readFavourite(value)) return undefined;
  if (!(CAR_TYPES as readonly unknown[]).includes(value.car_type) || typeof value.preorder !== 'boolean') return undefined;
  if (REQUIRED_FACTS.some((fact) => typeof value[fact] !== 'number')) return undefined;
  if (NUMBER_FACTS.some((fact) => value[fact] !== undefined && (typeof value[fact] !== 'number' || !Number.isFinite(value[fact])))) return undefined;
  if (TEXT_FACTS.some((fact) => value[fact] !== undefined && typeof value[fact] !== 'string')) return undefined;
  return comparedCarOf(value as ComparedCar);
}

/** Stored text as a list: valid entries only, each car once, never more than the most that can be compared. */
export function parseComparedCars(stored: string | null): ComparedCar[] {
  return parseStoredCars(stored, readComparedCar).slice(0, MAX_COMPARED_CARS);
}

export function isCompared(cars: readonly Pick<ComparedCar, 'id'>[], carId: number): boolean {
  return cars.some((car) => car.id === carId);
}

export type CompareToggleResult = { ok: true; cars: ComparedCar[] } | { ok: false; message: string };

/** Removes the car when compared; otherwise adds it at the end, unless the list is full. */
export function toggleCompared(cars: readonly ComparedCar[], car: ComparedCar): CompareToggleResult {
  if (isCompared(cars, car.id)) return { ok: true, cars: cars.filter((kept) => kept.id !== car.id) };
  if (cars.length >= MAX_COMPARED_CARS) return { ok: false, message: COMPARE_FULL_MESSAGE };
  return { ok: true, cars: [...cars, comparedCarOf(car)] };
}
