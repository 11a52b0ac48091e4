import { describe, expect, it } from 'vitest';
import { shopperWords } from './shopper-words';

describe('feed values as a shopper writes them (issue 15: "Car", not "car")', () => {
  it('starts a lower-case value with a capital and reads underscores as spaces', () => {
    expect(shopperWords('car')).toBe('Car');
    expect(shopperWords('coming_soon')).toBe('Coming soon');
    expect(shopperWords('  air  conditioning ')).toBe('Air conditioning');
  });

  it('writes a word holding a digit in capitals', () => {
    expect(shopperWords('4wd')).toBe('4WD');
    expect(shopperWords('twin turbo v8')).toBe('Twin turbo V8');
  });

  it("keeps a value already written with a capital: it is the dealer's own spelling", () => {
    expect(shopperWords('HiLux')).toBe('HiLux');
    expect(shopperWords('BMW')).toBe('BMW');
    expect(shopperWords('Pearl white')).toBe('Pearl white');
  });

  it('gives every word of a name a capital', () => {
    expect(shopperWords('sunshine coast', 'name')).toBe('Sunshine Coast');
    expect(shopperWords('maroochydore', 'name')).toBe('Maroochydore');
  });
});
