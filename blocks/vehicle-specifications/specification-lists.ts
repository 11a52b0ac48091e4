import type { Car } from '../../schemas/entities/car';
import { bodyLabel } from '../../runtime/rules/body-label';
import { buildDateText, complianceDateText } from '../../runtime/rules/build-compliance-date';
import { caravanSpecifications } from '../../runtime/rules/caravan-measurements';
import { engineDescription } from '../../runtime/rules/engine-description';
import { regoExpiryText } from '../../runtime/rules/rego-expiry';
import { formatKm } from '../../runtime/render/vehicle-facts';
import { madeOnFirstUse, SITE_LOCALE, wholeNumberText } from '../../runtime/rules/formatters';

/** The vehicle page's specification sections, named as the spec names them (detail §2) and in the dealer's words. */
export const SPECIFICATION_LISTS = [
  { const: 'key-information', title: 'Key information' },
  { const: 'car-summary', title: 'Car Summary' },
  { const: 'all-specifications', title: 'All Specifications' },
  { const: 'standard-equipment', title: 'Standard equipment' },
] as const;
export type SpecificationListKind = (typeof SPECIFICATION_LISTS)[number]['const'];

export function specificationListName(kind: SpecificationListKind): string {
  return SPECIFICATION_LISTS.find((list) => list.const === kind)?.title ?? kind;
}

/** One line of a list: a labelled fact, or (standard equipment) an item on its own. */
export interface SpecificationEntry {
  label: string;
  value?: string;
}

const oneDecimal = madeOnFirstUse(() => new Intl.NumberFormat(SITE_LOCALE, { maximumFractionDigits: 1 }));
const oneDecimalText = (amount: number) => oneDecimal().format(amount);
const CAR_TYPE_NAMES = { new: 'New', used: 'Used', demo: 'Demo' } as const;

/** A measurement with its unit; a feed's 0 is an unknown, not a measurement, so it is left out. */
function measured(amount: number | undefined, unit: string, format: (amount: number) => string = wholeNumberText): string | undefined {
  return amount !== undefined && amount > 0 ? `${format(amount)} ${unit}` : undefined;
}

function text(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

function count(value: number | undefined): string | undefined {
  return value !== undefined && value > 0 ? String(value) : undefined;
}

function facts(pairs: readonly (readonly [string, string | undefined])[]): SpecificationEntry[] {
  return pairs.filter((pair): pair is readonly [string, string] => pair[1] !== undefined).map(([label, value]) => ({ label, value }));
}

/** What a shopper checks first, most telling first: the list shows only its first 4 until expanded. */
function keyInformation(car: Car): SpecificationEntry[] {
  return facts([
    ['Odometer', formatKm(car.km)],
    ['Body', text(car.body) ?? bodyLabel(car.simple_body)],
    ['Transmission', text(car.trans) ?? text(car.simple_transmission)],
    ['Fuel', text(car.fuel) ?? text(car.simple_fuel)],
    ['Engine', engineDescription(car)],
    ['Drive', text(car.drive)],
    ['Colour', text(car.colour)],
    ['Seats', count(car.seats)],
    ['Doors', count(car.doors)],
  ]);
}

/** Who the car is and its papers. */
function carSummary(car: Car): SpecificationEntry[] {
  return facts([
    ['Year', String(car.year)],
    ['Make', car.make],
    ['Model', car.model],
    ['Badge', text(car.badge)],
    ['Series', text(car.series)],
    ['Condition', CAR_TYPE_NAMES[car.car_type]],
    ['Stock number', text(car.stocknum)],
    ['VIN', text(car.vin)],
    ['Registration', text(car.regplate)],
    ['Rego expiry', regoExpiryText(car)],
    ['Build date', buildDateText(car)],
    ['Compliance date', complianceDateText(car)],
    ['Interior colour', text(car.interior_colour)],
    ['Location', text(car.location_name)],
  ]);
}

/** The maker's figures for the variant, and a caravan's measurements (in metres) first when it has them. */
function allSpecifications(car: Car): SpecificationEntry[] {
  const variant = car.variant ?? {};
  return [
    ...caravanSpecifications(car),
    ...facts([
      ['Engine', engineDescription(car)],
      ['Cylinders', count(variant.cylinders)],
      ['Engine size', measured(variant.enginesize, 'cc') ?? measured(variant.enginesize_litres, 'L', oneDecimalText)],
      ['Induction', text(variant.induction)],
      ['Gear type', text(variant.geartype)],
      ['Fuel consumption (combined)', measured(variant.fuelconsumptioncombined, 'L/100 km', oneDecimalText)],
      ['Fuel tank capacity', measured(variant.fuelcapacity, 'L')],
      ['Torque', measured(variant.torque, 'Nm')],
      ['Gross vehicle mass', measured(variant.grossvehiclemass, 'kg')],
      ['Length', measured(variant.vehiclelength, 'mm')],
      ['Width', measured(variant.vehiclewidth, 'mm')],
      ['Height', measured(variant.vehicleheight, 'mm')],
      ['ANCAP safety rating', variant.ancaprating ? `${variant.ancaprating} stars` : undefined],
      // "None" is the feed's word for a body with no particular configuration.
      ['Body configuration', variant.bodyconfiguration && variant.bodyconfiguration !== 'None' ? variant.bodyconfiguration : undefined],
    ]),
  ];
}

function standardEquipment(car: Car): SpecificationEntry[] {
  return (car.standardEquipment ?? [])
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((label) => ({ label }));
}

const LIST_BUILDERS: Record<SpecificationListKind, (car: Car) => SpecificationEntry[]> = {
  'key-information': keyInformation,
  'car-summary': carSummary,
  'all-specifications': allSpecifications,
  'standard-equipment': standardEquipment,
};

/** The entries of the chosen list for this car, leaving out what the feed did not give. */
export function specificationEntries(kind: SpecificationListKind, car: Car): SpecificationEntry[] {
  return LIST_BUILDERS[kind](car);
}
