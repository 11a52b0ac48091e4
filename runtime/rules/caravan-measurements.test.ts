import { describe, expect, it } from 'vitest';
import { caravanLengthText, caravanMassText, caravanSpecifications, FEET_TO_METRES, feetToMetres } from './caravan-measurements';

describe('spec detail §9: unit conversion 0.3048 m per ft, for caravan body_length and body_width', () => {
  it('is 0.3048 m per ft', () => {
    expect(FEET_TO_METRES).toBe(0.3048);
    expect(feetToMetres(1)).toBe(0.3048);
    expect(feetToMetres(10)).toBeCloseTo(3.048, 10);
  });

  it('shows metres to two decimals, with the feet beside them', () => {
    expect(caravanLengthText(24)).toBe('7.32 m (24 ft)');
    expect(caravanLengthText(7.5)).toBe('2.29 m (7.5 ft)');
    expect(caravanLengthText(1)).toBe('0.3 m (1 ft)');
  });

  it('shows nothing for a length of 0 or none, and the smallest positive length', () => {
    expect(caravanLengthText(0)).toBeUndefined();
    expect(caravanLengthText(undefined)).toBeUndefined();
    expect(caravanLengthText(0.1)).toBe('0.03 m (0.1 ft)');
  });

  it('shows masses in kilograms', () => {
    expect(caravanMassText(1850)).toBe('1,850 kg');
    expect(caravanMassText(0)).toBeUndefined();
  });

  it('lists what the feed gives, in metres, and nothing for a car without caravan specifications', () => {
    expect(
      caravanSpecifications({ specifications: { body_length: 21, body_width: 7.5, tare_weight: 2150, aggregate_trailer_mass: 2800, axle_type: 'Tandem', sleeps: 4 } }),
    ).toEqual([
      { label: 'Body length', value: '6.4 m (21 ft)' },
      { label: 'Body width', value: '2.29 m (7.5 ft)' },
      { label: 'Sleeps', value: '4' },
      { label: 'Tare weight', value: '2,150 kg' },
      { label: 'Aggregate trailer mass (ATM)', value: '2,800 kg' },
      { label: 'Axle type', value: 'Tandem' },
    ]);
    expect(caravanSpecifications({ specifications: { body_length: 0, sleeps: 0 } })).toEqual([]);
    expect(caravanSpecifications({})).toEqual([]);
  });
});
