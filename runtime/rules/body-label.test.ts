import { describe, expect, it } from 'vitest';
import { BODY_TYPES } from '../../schemas/entities/car';
import { bodyLabel } from './body-label';

describe("body types as a shopper reads them (spec detail §3: the feed's body types)", () => {
  it('words the run-together and abbreviated ones, and capitalises the rest', () => {
    expect(bodyLabel('peopleMover')).toBe('People mover');
    expect(bodyLabel('suv')).toBe('SUV');
    expect(bodyLabel('softtop')).toBe('Soft top');
    expect(bodyLabel('sedan')).toBe('Sedan');
  });

  it('gives every body type the feed may write a word that starts with a capital or a digit', () => {
    for (const body of BODY_TYPES) expect(bodyLabel(body)).toMatch(/^[A-Z0-9]/);
  });
});
