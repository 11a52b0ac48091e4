/**
 * The saved-cars call's parameter and limit (saved-cars.ts), apart from its
 * schema so that the browser's code that asks (on every dealer page, for the
 * header's saved cars) does not carry the car schema with it.
 */
export const MAX_SAVED_CARS_ASKED = 100;
export const SAVED_CARS_IDS_PARAMETER = 'ids';
