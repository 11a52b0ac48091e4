import { formatKm } from '../../../runtime/render/vehicle-facts';
import type { Car } from '../../../schemas/entities/car';

/** The short facts under a card's price: odometer, fuel, gearbox, where the car is. */
export function carFacts(car: Pick<Car, 'km' | 'fuel' | 'simple_fuel' | 'simple_transmission' | 'trans' | 'city' | 'location_name'>): string[] {
  const facts = [formatKm(car.km), car.fuel ?? car.simple_fuel, car.simple_transmission ?? car.trans, car.city ?? car.location_name];
  return facts.filter((fact): fact is string => fact !== undefined && fact.trim() !== '');
}

/** What the photo shows, for its alt text: the car and its colour. */
export function carPhotoAlt(car: Pick<Car, 'name' | 'colour'>): string {
  return car.colour ? `${car.name}, ${car.colour}` : car.name;
}
