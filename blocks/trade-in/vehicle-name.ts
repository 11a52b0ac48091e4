import type { TradeInVehicle } from '../../schemas/api/trade-ins';

/** "2023 Toyota Corolla Ascent Sport": the car as its owner names it. */
export function vehicleName(vehicle: Pick<TradeInVehicle, 'year' | 'make' | 'model' | 'badge'>): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' ');
}
