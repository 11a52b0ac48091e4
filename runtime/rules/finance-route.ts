import type { Car } from '../../schemas/entities/car';
import type { Settings } from '../../schemas/settings';
import { withCarId, withQuery } from './route-query';

/**
 * Spec (detail, finance, forms, locations, §2 "Routes and links"): finance is
 * /finance, /finance-enquiry or /apply-for-finance (alternatives per dealer
 * group; settings.routes.finance), with query car_id and car_type and the
 * anchor #finance-form; personalised finance is /personalised/finance?car_id={id}
 * (for dealers with settings.finance.personalisedFinance on).
 *
 * A dealer route that carries its own anchor keeps that instead of
 * #finance-form (route-query.ts).
 */
export const FINANCE_FORM_ANCHOR = 'finance-form';
export const PERSONALISED_FINANCE_PATH = '/personalised/finance';

export type FinanceRouteSettings = { routes: Pick<Settings['routes'], 'finance'>; finance: Pick<Settings['finance'], 'personalisedFinance'> };

/** Where the vehicle page's Get Finance button goes for this car. */
export function financeRoute(car: Pick<Car, 'id' | 'car_type'>, settings: FinanceRouteSettings): string {
  if (settings.finance.personalisedFinance) return withCarId(PERSONALISED_FINANCE_PATH, car.id);
  return withQuery(settings.routes.finance, { car_id: String(car.id), car_type: car.car_type }, FINANCE_FORM_ANCHOR);
}
