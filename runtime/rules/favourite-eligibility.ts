import type { Car } from '../../schemas/entities/car';
import type { Settings } from '../../schemas/settings';
import { isAvailable } from './vehicle-availability';

/**
 * Spec (search and favourites, §6): favourites and compare are allowed only
 * for certain dealerships, only when the feature is enabled, only for cars
 * shown as available, and in some variants only for used cars with price
 * above 0 and with images. §4: sold cars show no save button unless already
 * saved.
 *
 * "Certain dealerships" is the per-dealer feature switch. The used/price/
 * images variant (settings.favourites.usedWithPriceAndImagesOnly) limits
 * compare as well, since the spec states both under one rule.
 */
export const MINIMUM_SAVEABLE_PRICE = 0;
export const SAVEABLE_CAR_TYPE = 'used' satisfies Car['car_type'];

export type SaveFeature = 'favourites' | 'compare';
export type FavouriteFields = Pick<Car, 'status' | 'car_type' | 'price' | 'images'>;
export type FavouriteSettings = {
  favourites: Pick<Settings['favourites'], 'enabled' | 'usedWithPriceAndImagesOnly'>;
  compare: Pick<Settings['compare'], 'enabled'>;
};

export function isFeatureEnabled(feature: SaveFeature, settings: FavouriteSettings): boolean {
  return settings[feature].enabled === true;
}

/** Whether a car not yet saved may be saved to favourites or added to compare. */
export function canSave(feature: SaveFeature, car: FavouriteFields, settings: FavouriteSettings): boolean {
  if (!isFeatureEnabled(feature, settings) || !isAvailable(car)) return false;
  if (!settings.favourites.usedWithPriceAndImagesOnly) return true;
  return car.car_type === SAVEABLE_CAR_TYPE && car.price > MINIMUM_SAVEABLE_PRICE && car.images.length > 0;
}

/**
 * A saved car keeps its button (to unsave) even once sold or otherwise no
 * longer saveable; an unsaved car shows it only when it may be saved.
 */
export function showSaveButton(feature: SaveFeature, car: FavouriteFields, settings: FavouriteSettings, alreadySaved: boolean): boolean {
  if (!isFeatureEnabled(feature, settings)) return false;
  return alreadySaved || canSave(feature, car, settings);
}
