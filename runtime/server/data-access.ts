import type { Kysely } from 'kysely';
import type { DataAccess } from '../data-access';
import type { Database } from './db/types';
import { createCarsRepository } from './repositories/cars';
import { type Payments, sharedPayments } from './payments/payments-from-env';
import { createLocationsRepository } from './repositories/locations';
import { createReviewsRepository } from './repositories/reviews';
import { searchCars } from './search/search-cars';

/** The data layer as block loaders see it. */
export function createDataAccess(db: Kysely<Database>, clock: () => Date = () => new Date(), payments: Pick<Payments, 'checkout'> = sharedPayments()): DataAccess {
  return {
    cars: createCarsRepository(db, clock),
    search: (scope, settings, state, options) => searchCars(db, scope, settings, state, { now: clock(), ...options }),
    locations: createLocationsRepository(db),
    reviews: createReviewsRepository(db),
    payments: { checkout: payments.checkout },
  };
}
