import { describe, expect, it } from 'vitest';
import { offersSimilar, SAVED_CAR_STATUS_WORDS, SAVED_CAR_STATUSES, savedCarStatus } from './saved-car-status';

const car = (status: 'in_stock' | 'coming_soon' | 'sold' | 'others', flags: { sold?: boolean; reserved?: boolean } = {}) => ({
  status,
  sold: flags.sold ?? false,
  reserved: flags.reserved ?? false,
});

describe('spec search §3/§4: a saved car is listed with its status today', () => {
  it.each([
    ['in stock', car('in_stock'), 'in-stock'],
    ['coming soon', car('coming_soon'), 'coming-soon'],
    ['reserved (the feed or a hold online)', car('in_stock', { reserved: true }), 'reserved'],
    ['sold by status', car('sold'), 'sold'],
    ['sold by the flag alone', car('in_stock', { sold: true }), 'sold'],
    ['in a status the site never shows', car('others'), 'gone'],
    ['no longer listed by the site', undefined, 'gone'],
  ] as const)('%s', (_, now, status) => {
    expect(savedCarStatus(now)).toBe(status);
  });

  it('says each status in words, Coming Soon as the card says it', () => {
    expect(SAVED_CAR_STATUSES.map((status) => SAVED_CAR_STATUS_WORDS[status])).toEqual(['In stock', 'Coming Soon', 'Reserved', 'Sold', 'No longer available']);
  });

  it('spec detail §2: a sold or gone car offers Find Me Something Similar; one still for sale does not', () => {
    expect(SAVED_CAR_STATUSES.filter(offersSimilar)).toEqual(['sold', 'gone']);
  });
});
