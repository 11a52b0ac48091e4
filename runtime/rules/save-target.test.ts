import { describe, expect, it } from 'vitest';
import { saveTarget } from './save-target';

describe('one Save button: the watchlist for a signed-in shopper where the dealer has one, favourites otherwise', () => {
  it('a dealer with both: favourites signed out, the watchlist signed in', () => {
    expect(saveTarget({ favourites: true, watchlist: true }, false)).toBe('favourites');
    expect(saveTarget({ favourites: true, watchlist: true }, true)).toBe('watchlist');
  });

  it('spec search §6: a dealer with a watchlist only sends a signed-out shopper to sign in from the watchlist', () => {
    expect(saveTarget({ favourites: false, watchlist: true }, false)).toBe('watchlist');
    expect(saveTarget({ favourites: false, watchlist: true }, true)).toBe('watchlist');
  });

  it('a dealer with favourites only saves to favourites, signed in or not', () => {
    expect(saveTarget({ favourites: true, watchlist: false }, false)).toBe('favourites');
    expect(saveTarget({ favourites: true, watchlist: false }, true)).toBe('favourites');
  });

  it('a dealer with neither has no Save button', () => {
    expect(saveTarget({ favourites: false, watchlist: false }, true)).toBeUndefined();
  });
});
