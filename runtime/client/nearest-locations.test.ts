import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchNearestLocations, NEAREST_LOCATIONS_FAILED } from './nearest-locations';

afterEach(() => vi.unstubAllGlobals());

describe('asking for the nearest locations from the browser', () => {
  it('refuses a postcode not of 4 digits before asking, in the spec’s words', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await fetchNearestLocations('/api/nearest-locations', '455')).toEqual({ ok: false, message: 'Invalid postcode. Please enter a 4-digit number.' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks with the postcode in the address and hands back the answer', async () => {
    const answer = { postcode: '4558', locations: [{ id: 1, slug: 'a-yard', name: 'A yard', distance_km: 1.2 }] };
    const fetch = vi.fn(async () => Response.json(answer));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchNearestLocations('/sites/a/api/nearest-locations', ' 4558 ')).toEqual({ ok: true, answer });
    expect(fetch).toHaveBeenCalledWith('/sites/a/api/nearest-locations?postcode=4558', expect.objectContaining({ headers: { accept: 'application/json' } }));
  });

  it("says the server's message for a postcode no place has, and a plain sorry when the answer never came", async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'The request has errors.', fields: [{ field: '/postcode', message: 'Invalid postcode' }] }, { status: 400 }));
    expect(await fetchNearestLocations('/api/nearest-locations', '0000')).toEqual({ ok: false, message: 'Invalid postcode' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await fetchNearestLocations('/api/nearest-locations', '4558')).toEqual({ ok: false, message: NEAREST_LOCATIONS_FAILED });
  });
});
