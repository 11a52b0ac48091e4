import { priceDisplay } from '../../runtime/rules/price-display';
import type { Texts } from '../../schemas/texts';
import { formatKm } from '../../runtime/render/vehicle-facts';
import type { ComparedCar } from '../kit/vehicle-card/compare-store';
import { BODY_TYPE_LABELS } from '../kit/body-types/body-types';

const CAR_TYPE_LABELS: Readonly<Record<ComparedCar['car_type'], string>> = { new: 'New', demo: 'Demo', used: 'Used' };

export interface CompareRow {
  label: string;
  value: (car: ComparedCar, texts: Pick<Texts, 'noPrice'>) => string | undefined;
}

/** The key facts set side by side, one row each, in the order a shopper weighs them. */
export const COMPARE_ROWS: readonly CompareRow[] = [
  { label: 'Price', value: (car, texts) => priceDisplay(car, texts).text },
  { label: 'Year', value: (car) => String(car.year) },
  { label: 'New, demo or used', value: (car) => CAR_TYPE_LABELS[car.car_type] },
  { label: 'Odometer', value: (car) => formatKm(car.km) },
  { label: 'Body', value: (car) => (car.simple_body ? BODY_TYPE_LABELS[car.simple_body] : undefined) },
  { label: 'Fuel', value: (car) => car.fuel },
  { label: 'Transmission', value: (car) => car.simple_transmission },
  { label: 'Drive', value: (car) => car.drive },
  { label: 'Engine', value: (car) => car.engine_size },
  { label: 'Seats', value: (car) => (car.seats === undefined ? undefined : String(car.seats)) },
  { label: 'Colour', value: (car) => car.colour },
  { label: 'Location', value: (car) => car.city ?? car.location_name },
];

/** Shown in a cell the feed left empty, so a row never looks broken. */
export const UNKNOWN_FACT = '—';
