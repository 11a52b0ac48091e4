import type { NewReservation } from '../reservations';

let sequence = 0;

/** A shopper's reservation of the car, as the checkout would store it; each call has its own idempotency key. */
export function shopperReservation(car: { id: number; dealership_id: number }, fields: Partial<NewReservation> = {}): NewReservation {
  return {
    site_slug: 'harbour-city-motors',
    idempotency_key: `test-reservation-${process.pid}-${String(++sequence).padStart(6, '0')}`,
    car_id: car.id,
    car_dealership_id: car.dealership_id,
    first_name: 'Sam',
    last_name: 'Shopper',
    email: 'sam@example.com',
    mobile: '0412 345 678',
    deposit_cents: 20_000,
    payment_provider: 'local',
    payment_reference: null,
    client_address: '192.0.2.10',
    holdHours: 48,
    ...fields,
  };
}
