import { describe, expect, it } from 'vitest';
import { canSave, showSaveButton, type FavouriteFields, type FavouriteSettings } from './favourite-eligibility';

const settings = (fields: { favourites?: boolean; compare?: boolean; usedOnly?: boolean } = {}): FavouriteSettings => ({
  favourites: { enabled: fields.favourites ?? true, usedWithPriceAndImagesOnly: fields.usedOnly ?? false },
  compare: { enabled: fields.compare ?? true },
});
const car = (fields: Partial<FavouriteFields> = {}): FavouriteFields => ({
  status: 'in_stock',
  car_type: 'used',
  price: 24_990,
  images: ['/front.jpg'],
  ...fields,
});

describe('spec search §6: favourites and compare only when the feature is enabled', () => {
  it('allows each feature only when its own switch is on', () => {
    expect(canSave('favourites', car(), settings())).toBe(true);
    expect(canSave('favourites', car(), settings({ favourites: false }))).toBe(false);
    expect(canSave('compare', car(), settings({ compare: false }))).toBe(false);
    expect(canSave('favourites', car(), settings({ compare: false }))).toBe(true);
  });
});

describe('spec search §6: only for cars shown as available (in_stock, coming_soon)', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
    ['others', false],
  ] as const)('%s → %s', (status, allowed) => {
    expect(canSave('favourites', car({ status }), settings())).toBe(allowed);
    expect(canSave('compare', car({ status }), settings())).toBe(allowed);
  });

  it('allows new and demo cars, unpriced and without images, outside the used-only variant', () => {
    expect(canSave('favourites', car({ car_type: 'new', price: 0, images: [] }), settings())).toBe(true);
  });
});

describe('spec search §6: in some variants only used cars with price above 0 and with images', () => {
  const usedOnly = settings({ usedOnly: true });

  it('allows a used car with a price and an image', () => {
    expect(canSave('favourites', car(), usedOnly)).toBe(true);
    expect(canSave('compare', car(), usedOnly)).toBe(true);
  });

  it('refuses new and demo cars', () => {
    expect(canSave('favourites', car({ car_type: 'new' }), usedOnly)).toBe(false);
    expect(canSave('favourites', car({ car_type: 'demo' }), usedOnly)).toBe(false);
  });

  it('needs a price above 0: 0.01 is allowed, 0 is not', () => {
    expect(canSave('favourites', car({ price: 0.01 }), usedOnly)).toBe(true);
    expect(canSave('favourites', car({ price: 1 }), usedOnly)).toBe(true);
    expect(canSave('favourites', car({ price: 0 }), usedOnly)).toBe(false);
  });

  it('needs at least one image: one is enough, none is not', () => {
    expect(canSave('favourites', car({ images: ['/a.jpg'] }), usedOnly)).toBe(true);
    expect(canSave('favourites', car({ images: [] }), usedOnly)).toBe(false);
  });
});

describe('spec search §4: sold cars show no save button unless already saved', () => {
  const sold = car({ status: 'sold' });

  it('hides the button on an unsaved sold car and keeps it on a saved one', () => {
    expect(showSaveButton('favourites', sold, settings(), false)).toBe(false);
    expect(showSaveButton('favourites', sold, settings(), true)).toBe(true);
  });

  it('shows the button on an available car whether saved or not', () => {
    expect(showSaveButton('favourites', car(), settings(), false)).toBe(true);
    expect(showSaveButton('favourites', car(), settings(), true)).toBe(true);
  });

  it('shows no button at all while the feature is off, saved or not', () => {
    expect(showSaveButton('favourites', car(), settings({ favourites: false }), true)).toBe(false);
    expect(showSaveButton('compare', sold, settings({ compare: false }), true)).toBe(false);
  });
});
