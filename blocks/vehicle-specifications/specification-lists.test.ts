import { describe, expect, it } from 'vitest';
import { corolla } from '../kit/test-support/cars';
import { specificationEntries, specificationListName } from './specification-lists';

const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);

describe('the vehicle page specification lists (spec detail §2 sections)', () => {
  it('names the lists as the spec does', () => {
    expect(specificationListName('key-information')).toBe('Key information');
    expect(specificationListName('car-summary')).toBe('Car Summary');
    expect(specificationListName('all-specifications')).toBe('All Specifications');
    expect(specificationListName('standard-equipment')).toBe('Standard equipment');
  });

  it('puts odometer, body, transmission and fuel first in Key information', () => {
    const entries = specificationEntries('key-information', corolla({ variant: { cylinders: 4, enginesize_litres: 1.8, induction: 'Aspirated' } }));
    expect(entries.slice(0, 5)).toEqual([
      { label: 'Odometer', value: '12,345 km' },
      { label: 'Body', value: 'Hatch' },
      { label: 'Transmission', value: 'CVT Automatic' },
      { label: 'Fuel', value: 'Hybrid Petrol' },
      { label: 'Engine', value: '1.8L 4 cylinder Aspirated' },
    ]);
  });

  it('shows rego expiry as "Expires on {date}" and build and compliance months in Car Summary (spec detail §9, §3)', () => {
    const entries = specificationEntries('car-summary', corolla({ rego_expiry: '2027-03-12' }));
    expect(entries).toContainEqual({ label: 'Rego expiry', value: 'Expires on 12 March 2027' });
    expect(entries).toContainEqual({ label: 'Build date', value: 'November 2023' });
    expect(entries).toContainEqual({ label: 'Compliance date', value: 'January 2024' });
  });

  it('leaves out what the feed did not give', () => {
    const { rego_expiry: _expiry, regplate: _plate, badge: _badge, ...bare } = corolla();
    expect(labels(specificationEntries('car-summary', bare))).not.toEqual(expect.arrayContaining(['Rego expiry']));
    expect(labels(specificationEntries('car-summary', bare))).not.toContain('Registration');
    expect(labels(specificationEntries('car-summary', bare))).not.toContain('Badge');
  });

  it("lists the variant's figures with their units, leaving out the feed's zeros", () => {
    const car = corolla({
      engine_size: undefined,
      variant: {
        cylinders: 0,
        enginesize: 0,
        enginesize_litres: 0,
        induction: 'Aspirated',
        fuelconsumptioncombined: 0,
        fuelcapacity: 0,
        torque: 300,
        grossvehiclemass: 2_150,
        vehiclelength: 4_630,
        ancaprating: 5,
        bodyconfiguration: 'None',
      },
    });
    expect(specificationEntries('all-specifications', car)).toEqual([
      { label: 'Induction', value: 'Aspirated' },
      { label: 'Torque', value: '300 Nm' },
      { label: 'Gross vehicle mass', value: '2,150 kg' },
      { label: 'Length', value: '4,630 mm' },
      { label: 'ANCAP safety rating', value: '5 stars' },
    ]);
  });

  it("leads All Specifications with a caravan's measurements, feet shown in metres (spec detail §9: 0.3048 m per ft)", () => {
    const caravan = corolla({ item_type: 'caravan', engine_size: undefined, specifications: { body_length: 24, body_width: 7.5, sleeps: 4 }, variant: { fuelcapacity: 95 } });
    expect(specificationEntries('all-specifications', caravan)).toEqual([
      { label: 'Body length', value: '7.32 m (24 ft)' },
      { label: 'Body width', value: '2.29 m (7.5 ft)' },
      { label: 'Sleeps', value: '4' },
      { label: 'Fuel tank capacity', value: '95 L' },
    ]);
  });

  it('lists standard equipment as items without values, blanks left out', () => {
    expect(specificationEntries('standard-equipment', corolla({ standardEquipment: ['Reversing camera', ' ', 'Apple CarPlay'] }))).toEqual([
      { label: 'Reversing camera' },
      { label: 'Apple CarPlay' },
    ]);
    expect(specificationEntries('standard-equipment', corolla({ standardEquipment: undefined }))).toEqual([]);
  });
});
