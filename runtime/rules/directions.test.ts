import { describe, expect, it } from 'vitest';
import { directionsUrl } from './directions';

describe('spec detail §2: a Get Directions link to a maps service', () => {
  it('asks Google Maps for directions to the place written out, URL-encoded', () => {
    expect(directionsUrl(['Bayside Toyota Brighton', '12 Nepean Highway', 'Brighton', 'VIC', '3186'])).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Bayside%20Toyota%20Brighton%2C%2012%20Nepean%20Highway%2C%20Brighton%2C%20VIC%2C%203186',
    );
  });

  it('encodes characters that would end the parameter', () => {
    expect(directionsUrl(['A&B Motors #2', '1/3 Smith St?'])).toBe('https://www.google.com/maps/dir/?api=1&destination=A%26B%20Motors%20%232%2C%201%2F3%20Smith%20St%3F');
  });

  it('leaves out empty parts', () => {
    expect(directionsUrl(['Bayside Mazda', undefined, '  ', 'Frankston'])).toBe('https://www.google.com/maps/dir/?api=1&destination=Bayside%20Mazda%2C%20Frankston');
  });
});
