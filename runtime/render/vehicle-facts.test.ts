import { describe, expect, it } from 'vitest';
import { comingSoonHilux, corolla } from '../../blocks/kit/test-support/cars';
import { formatKm, keyFacts, vehicleKeyFacts } from './vehicle-facts';

describe('key facts of a car', () => {
  it('lists odometer, transmission, fuel, body, engine, colour, stock number, VIN and rego in that order', () => {
    expect(vehicleKeyFacts(corolla())).toEqual([
      { label: 'Kilometres', value: '12,345 km' },
      { label: 'Transmission', value: 'CVT Automatic' },
      { label: 'Fuel', value: 'Hybrid Petrol' },
      { label: 'Body', value: 'Hatch' },
      { label: 'Engine', value: '1.8L' },
      { label: 'Colour', value: 'Glacier White' },
      { label: 'Stock number', value: 'BM004101' },
      { label: 'VIN', value: 'JTNB23HE30J012345' },
      { label: 'Rego', value: '1AB2CD' },
    ]);
  });

  it("falls back to the simple fields and the variant's engine (engineDescription), and leaves out what the feed left empty", () => {
    const sparse = comingSoonHilux({
      trans: undefined,
      fuel: undefined,
      body: undefined,
      engine_size: ' ',
      variant: { enginesize_litres: 2.8, cylinders: 4, induction: 'Turbo' },
      colour: undefined,
      stocknum: undefined,
      vin: '',
      regplate: undefined,
    });
    expect(vehicleKeyFacts(sparse)).toEqual([
      { label: 'Kilometres', value: '0 km' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Fuel', value: 'Diesel' },
      { label: 'Body', value: 'Ute' },
      { label: 'Engine', value: '2.8L 4 cylinder Turbo' },
    ]);
  });

  it('keeps to the five a shopper weighs first for the vehicle panel, even when one of them is empty', () => {
    expect(keyFacts(corolla()).map((fact) => fact.label)).toEqual(['Kilometres', 'Transmission', 'Fuel', 'Body', 'Engine']);
    expect(keyFacts(corolla({ engine_size: undefined, variant: undefined })).map((fact) => fact.label)).toEqual(['Kilometres', 'Transmission', 'Fuel', 'Body']);
  });

  it('formats the odometer with thousands separators', () => {
    expect(formatKm(123_456)).toBe('123,456 km');
  });
});
