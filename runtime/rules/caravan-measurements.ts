import type { Car } from '../../schemas/entities/car';
import { madeOnFirstUse, SITE_LOCALE } from './formatters';

/**
 * Spec (detail, §9): unit conversion 0.3048 m per ft. Spec (detail, §3):
 * caravan specifications carry body_width and body_length, which the feed
 * gives in feet (schemas/entities/car.ts); the site shows metres, with the
 * feet the trade quotes beside them ("7.32 m (24 ft)").
 *
 * A length of 0 is the feed saying it does not know, not a caravan of no
 * size: nothing is shown for it.
 */
export const FEET_TO_METRES = 0.3048;

const metres = madeOnFirstUse(() => new Intl.NumberFormat(SITE_LOCALE, { maximumFractionDigits: 2 }));
const feet = madeOnFirstUse(() => new Intl.NumberFormat(SITE_LOCALE, { maximumFractionDigits: 1 }));
const kilograms = madeOnFirstUse(() => new Intl.NumberFormat(SITE_LOCALE, { maximumFractionDigits: 0 }));

export function feetToMetres(lengthInFeet: number): number {
  return lengthInFeet * FEET_TO_METRES;
}

/** "7.32 m (24 ft)"; undefined for a missing or non-positive length. */
export function caravanLengthText(lengthInFeet: number | undefined): string | undefined {
  if (lengthInFeet === undefined || !(lengthInFeet > 0)) return undefined;
  return `${metres().format(feetToMetres(lengthInFeet))} m (${feet().format(lengthInFeet)} ft)`;
}

/** "1,850 kg"; undefined for a missing or non-positive mass. */
export function caravanMassText(massInKilograms: number | undefined): string | undefined {
  if (massInKilograms === undefined || !(massInKilograms > 0)) return undefined;
  return `${kilograms().format(massInKilograms)} kg`;
}

export interface CaravanSpecification {
  label: string;
  value: string;
}

/** The caravan's measurements in the order a buyer reads them; empty for a car without caravan specifications. */
export function caravanSpecifications(car: Pick<Car, 'specifications'>): CaravanSpecification[] {
  const specs = car.specifications ?? {};
  const entries: [string, string | undefined][] = [
    ['Body length', caravanLengthText(specs.body_length)],
    ['Body width', caravanLengthText(specs.body_width)],
    ['Sleeps', specs.sleeps ? String(specs.sleeps) : undefined],
    ['Tare weight', caravanMassText(specs.tare_weight)],
    ['Aggregate trailer mass (ATM)', caravanMassText(specs.aggregate_trailer_mass)],
    ['Axle type', specs.axle_type?.trim() || undefined],
  ];
  return entries.filter((entry): entry is [string, string] => entry[1] !== undefined).map(([label, value]) => ({ label, value }));
}
