import { describe, expect, it } from 'vitest';
import { localPath } from './local-path';
import { watchlistRemovedText, watchlistSavedText, watchlistSignInHref } from './watchlist';

describe('watchlist rules', () => {
  it('spec search §2: a signed-out shopper goes to /sign-in with type=watchlist, redirect and back', () => {
    expect(watchlistSignInHref('/sites/sunshine-toyota/sign-in', '/sites/sunshine-toyota/search?make=toyota')).toBe(
      '/sites/sunshine-toyota/sign-in?type=watchlist&redirect=%2Fsites%2Fsunshine-toyota%2Fsearch%3Fmake%3Dtoyota&back=%2Fsites%2Fsunshine-toyota%2Fsearch%3Fmake%3Dtoyota',
    );
  });

  it('spec search §2: redirect is a local path only, never another site', () => {
    expect(localPath('/search?make=toyota#top')).toBe('/search?make=toyota#top');
    for (const elsewhere of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', null, undefined]) {
      expect(localPath(elsewhere, '/watchlist')).toBe('/watchlist');
    }
  });

  it('spec search §8: the toast texts say the car is now, or no longer, in the watchlist', () => {
    expect(watchlistSavedText('2024 Toyota RAV4 GX')).toBe('2024 Toyota RAV4 GX is now in your watchlist.');
    expect(watchlistRemovedText('2024 Toyota RAV4 GX')).toBe('2024 Toyota RAV4 GX is no longer in your watchlist.');
  });
});
