import { describe, expect, it } from 'vitest';
import { BODY_TYPES } from '../../schemas/entities/car-values';
import { bodyLabel, bodyLabelPlural } from './body-label';

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

describe('many of a body type, for "View {carType}s In This Range" (spec detail §2)', () => {
  it('adds an s to most, and words the rest', () => {
    expect(bodyLabelPlural('suv')).toBe('SUVs');
    expect(bodyLabelPlural('peopleMover')).toBe('People movers');
    expect(bodyLabelPlural('4x4')).toBe('4x4s');
    expect(bodyLabelPlural('hatch')).toBe('Hatches');
    expect(bodyLabelPlural('bus')).toBe('Buses');
    expect(bodyLabelPlural('cabChassis')).toBe('Cab chassis');
  });

  it('never doubles an s at the end', () => {
    for (const body of BODY_TYPES) expect(bodyLabelPlural(body)).not.toMatch(/ss$|hs$|uss$/);
  });
});
