import type { Car } from '../../schemas/entities/car';
import { bodyLabel } from '../rules/body-label';
import { engineDescription } from '../rules/engine-description';
import { wholeNumberText } from '../rules/formatters';

/** "12,345 km" */
export function formatKm(km: number): string {
  return `${wholeNumberText(km)} km`;
}

export interface VehicleFact {
  label: string;
  value: string;
}

/** The facts the feed filled in, trimmed: one it left empty is left out. */
function filledIn(facts: readonly [string, string | undefined][]): VehicleFact[] {
  return facts.flatMap(([label, value]) => (value?.trim() ? [{ label, value: value.trim() }] : []));
}

/**
 * The facts a shopper weighs first, beside the price: odometer, gearbox,
 * fuel, body and engine. The feed's fuller wording ("CVT Automatic",
 * "Hybrid Petrol") is preferred over the search facet's ("Automatic").
 */
export function keyFacts(car: Car): VehicleFact[] {
  return filledIn([
    ['Kilometres', formatKm(car.km)],
    ['Transmission', car.trans ?? car.simple_transmission],
    ['Fuel', car.fuel ?? car.simple_fuel],
    ['Body', car.body ?? bodyLabel(car.simple_body)],
    ['Engine', engineDescription(car)],
  ]);
}

/**
 * The key facts and then what tells this car from its twins (colour, stock
 * number, VIN, rego), in the order a printed sheet or a summary lists them;
 * VIN and rego appear only when the car has them.
 */
export function vehicleKeyFacts(car: Car): VehicleFact[] {
  return [
    ...keyFacts(car),
    ...filledIn([
      ['Colour', car.colour],
      ['Stock number', car.stocknum],
      ['VIN', car.vin],
      ['Rego', car.regplate],
    ]),
  ];
}
