import type { BodyType } from '../../../schemas/entities/car-values';

/** One model line as the demo stock uses it: bodies, badges and a new price to age from. */
export interface CatalogueModel {
  model: string;
  bodies: readonly BodyType[];
  badges: readonly string[];
  series: string;
  newPrice: number;
  engine: { litres: number; cylinders: number; induction: 'Aspirated' | 'Turbo'; fuel: 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric' };
  drive: 'FWD' | 'RWD' | 'AWD' | '4WD';
  seats: number;
}

export interface CatalogueMake {
  make: string;
  slug: string;
  models: readonly CatalogueModel[];
}

const m = (
  model: string,
  bodies: BodyType[],
  badges: string[],
  series: string,
  newPrice: number,
  engine: CatalogueModel['engine'],
  drive: CatalogueModel['drive'],
  seats = 5,
): CatalogueModel => ({ model, bodies, badges, series, newPrice, engine, drive, seats });

const petrol = (litres: number, cylinders = 4, induction: 'Aspirated' | 'Turbo' = 'Aspirated') => ({ litres, cylinders, induction, fuel: 'Petrol' as const });
const diesel = (litres: number, cylinders = 4) => ({ litres, cylinders, induction: 'Turbo' as const, fuel: 'Diesel' as const });
const hybrid = (litres: number) => ({ litres, cylinders: 4, induction: 'Aspirated' as const, fuel: 'Hybrid' as const });
const electric = { litres: 0, cylinders: 0, induction: 'Aspirated' as const, fuel: 'Electric' as const };

/** Makes and models sold in Australia, with plausible drive-away prices. */
export const CATALOGUE: readonly CatalogueMake[] = [
  {
    make: 'Toyota',
    slug: 'toyota',
    models: [
      m('Corolla', ['hatch', 'sedan'], ['Ascent Sport', 'SX', 'ZR'], 'ZWE211R', 34_990, hybrid(1.8), 'FWD'),
      m('Camry', ['sedan'], ['Ascent', 'SL', 'SX'], 'AXVH70R', 42_990, hybrid(2.5), 'FWD'),
      m('RAV4', ['suv'], ['GX', 'GXL', 'Cruiser', 'Edge'], 'AXAH54R', 47_990, hybrid(2.5), 'AWD'),
      m('Kluger', ['suv'], ['GX', 'GXL', 'Grande'], 'AXUH78R', 62_990, hybrid(2.5), 'AWD', 7),
      m('HiLux', ['ute', 'cabChassis'], ['Workmate', 'SR', 'SR5', 'Rogue'], 'GUN126R', 58_990, diesel(2.8), '4WD'),
      m('LandCruiser 300', ['4x4', 'suv'], ['GX', 'GXL', 'VX', 'Sahara'], 'FJA300R', 99_990, diesel(3.3, 6), '4WD', 7),
      m('Prado', ['suv', '4x4'], ['GX', 'GXL', 'VX', 'Kakadu'], 'GDJ250R', 79_990, diesel(2.8), '4WD', 7),
      m('Yaris Cross', ['suv'], ['GX', 'GXL', 'Urban'], 'MXPJ10R', 32_990, hybrid(1.5), 'FWD'),
      m('C-HR', ['suv'], ['GXL', 'Koba'], 'ZYX10R', 39_990, hybrid(2.0), 'FWD'),
      m('HiAce', ['van'], ['LWB', 'SLWB'], 'GDH300R', 54_990, diesel(2.8), 'RWD', 3),
      m('bZ4X', ['suv'], ['FWD', 'AWD'], 'XEAM10R', 66_990, electric, 'AWD'),
    ],
  },
  {
    make: 'Hyundai',
    slug: 'hyundai',
    models: [
      m('i30', ['hatch', 'sedan'], ['Active', 'Elite', 'N Line'], 'CN7.V1', 31_990, petrol(2.0), 'FWD'),
      m('Tucson', ['suv'], ['Elite', 'Highlander', 'N Line'], 'NX4.V2', 44_990, petrol(2.0), 'FWD'),
      m('Santa Fe', ['suv'], ['Elite', 'Calligraphy'], 'MX5.V1', 59_990, hybrid(1.6), 'AWD', 7),
      m('Kona', ['suv'], ['Kona', 'Premium', 'Electric Extended Range'], 'SX2.V1', 36_990, petrol(2.0), 'FWD'),
      m('Staria', ['peopleMover', 'van'], ['Elite', 'Highlander'], 'US4.V1', 61_990, diesel(2.2), 'AWD', 8),
    ],
  },
  {
    make: 'Kia',
    slug: 'kia',
    models: [
      m('Cerato', ['hatch', 'sedan'], ['S', 'Sport', 'GT'], 'BD MY24', 30_990, petrol(2.0), 'FWD'),
      m('Sportage', ['suv'], ['S', 'SX', 'GT-Line'], 'NQ5 MY25', 42_990, petrol(2.0), 'FWD'),
      m('Sorento', ['suv'], ['Sport', 'GT-Line'], 'MQ4 MY25', 57_990, diesel(2.2), 'AWD', 7),
      m('Seltos', ['suv'], ['S', 'Sport+', 'GT-Line'], 'SP2 MY25', 33_990, petrol(2.0), 'FWD'),
      m('Carnival', ['peopleMover'], ['S', 'Platinum'], 'KA4 MY25', 58_990, petrol(3.5, 6), 'FWD', 8),
    ],
  },
  {
    make: 'Mazda',
    slug: 'mazda',
    models: [
      m('Mazda3', ['hatch', 'sedan'], ['G20 Pure', 'G25 Evolve', 'G25 Astina'], 'BP Series', 33_990, petrol(2.0), 'FWD'),
      m('CX-5', ['suv'], ['Maxx', 'Maxx Sport', 'Touring', 'Akera'], 'KF Series', 41_990, petrol(2.5), 'AWD'),
      m('CX-30', ['suv'], ['G20 Pure', 'G25 Touring'], 'DM Series', 36_990, petrol(2.0), 'FWD'),
      m('BT-50', ['ute', 'cabChassis'], ['XT', 'XTR', 'GT', 'Thunder'], 'TF', 55_990, diesel(3.0), '4WD'),
      m('MX-5', ['convertible', 'softtop'], ['Roadster', 'RF GT'], 'ND Series', 46_990, petrol(2.0), 'RWD', 2),
    ],
  },
  {
    make: 'Ford',
    slug: 'ford',
    models: [
      m('Ranger', ['ute', 'cabChassis'], ['XL', 'XLT', 'Sport', 'Wildtrak', 'Raptor'], 'PY 2025.00MY', 62_990, diesel(2.0), '4WD'),
      m('Everest', ['suv', '4x4'], ['Ambiente', 'Trend', 'Platinum'], 'UB 2025.00MY', 65_990, diesel(2.0), '4WD', 7),
      m('Mustang', ['coupe', 'convertible'], ['GT', 'Dark Horse'], 'S650', 79_990, petrol(5.0, 8), 'RWD', 4),
      m('Transit Custom', ['van'], ['Trend', 'Sport'], 'VN 2025.00MY', 55_990, diesel(2.0), 'FWD', 3),
      m('Puma', ['suv'], ['Puma', 'ST-Line'], 'JK 2025.00MY', 35_990, petrol(1.0, 3, 'Turbo'), 'FWD'),
    ],
  },
  {
    make: 'Mitsubishi',
    slug: 'mitsubishi',
    models: [
      m('Triton', ['ute', 'cabChassis'], ['GLX', 'GLX+', 'GSR'], 'MV MY25', 52_990, diesel(2.4), '4WD'),
      m('Outlander', ['suv'], ['ES', 'LS', 'Aspire', 'Exceed'], 'ZM MY25', 44_990, petrol(2.5), 'AWD', 7),
      m('ASX', ['suv'], ['ES', 'LS', 'Exceed'], 'XD MY25', 31_990, petrol(2.0), 'FWD'),
      m('Pajero Sport', ['suv', '4x4'], ['GLX', 'GLS', 'Exceed'], 'QF MY25', 56_990, diesel(2.4), '4WD', 7),
    ],
  },
  {
    make: 'Holden',
    slug: 'holden',
    models: [
      m('Commodore', ['sedan', 'stationWagon'], ['Evoke', 'SV6', 'SS-V Redline'], 'VF II', 45_990, petrol(3.6, 6), 'RWD'),
      m('Colorado', ['ute'], ['LS', 'LTZ', 'Z71'], 'RG MY20', 48_990, diesel(2.8), '4WD'),
      m('Captiva', ['suv'], ['LS', 'LTZ'], 'CG MY18', 36_990, petrol(2.4), 'FWD', 7),
    ],
  },
  {
    make: 'Nissan',
    slug: 'nissan',
    models: [
      m('Navara', ['ute'], ['SL', 'ST', 'ST-X', 'PRO-4X'], 'D23', 54_990, diesel(2.3), '4WD'),
      m('X-Trail', ['suv'], ['ST', 'ST-L', 'Ti'], 'T33', 42_990, petrol(2.5), 'AWD', 7),
      m('Patrol', ['4x4', 'suv'], ['Ti', 'Ti-L'], 'Y62', 89_990, petrol(5.6, 8), '4WD', 8),
    ],
  },
  {
    make: 'Volkswagen',
    slug: 'volkswagen',
    models: [
      m('Golf', ['hatch', 'wagon'], ['Life', 'R-Line', 'GTI'], 'Mk8', 38_990, petrol(1.4, 4, 'Turbo'), 'FWD'),
      m('Amarok', ['ute'], ['Core', 'Style', 'Aventura'], '2H', 62_990, diesel(2.0), '4WD'),
      m('Tiguan', ['suv'], ['110TSI Life', '162TSI R-Line'], '5N', 46_990, petrol(2.0, 4, 'Turbo'), 'AWD'),
    ],
  },
  {
    make: 'Subaru',
    slug: 'subaru',
    models: [
      m('Forester', ['suv'], ['2.5i', '2.5i-L', '2.5i-S'], 'S5', 41_990, petrol(2.5), 'AWD'),
      m('Outback', ['wagon'], ['AWD', 'Sport', 'Touring'], 'BT', 47_990, petrol(2.5), 'AWD'),
      m('Impreza', ['hatch', 'sedan'], ['2.0i', '2.0i-L'], 'GK', 30_990, petrol(2.0), 'AWD'),
    ],
  },
  {
    make: 'Honda',
    slug: 'honda',
    models: [
      m('CR-V', ['suv'], ['VTi', 'VTi X', 'VTi L AWD'], 'RS', 44_990, petrol(1.5, 4, 'Turbo'), 'FWD'),
      m('Civic', ['hatch', 'sedan'], ['VTi LX', 'Type R'], 'FL', 47_990, petrol(2.0), 'FWD'),
      m('Jazz', ['hatch'], ['VTi', 'VTi-S'], 'GK', 24_990, petrol(1.5), 'FWD'),
    ],
  },
  {
    make: 'Isuzu',
    slug: 'isuzu',
    models: [
      m('D-Max', ['ute', 'cabChassis'], ['SX', 'LS-U', 'X-Terrain'], 'RG MY25', 56_990, diesel(3.0), '4WD'),
      m('MU-X', ['suv'], ['LS-M', 'LS-T'], 'RJ MY25', 58_990, diesel(3.0), '4WD', 7),
    ],
  },
  {
    make: 'BMW',
    slug: 'bmw',
    models: [
      m('3 Series', ['sedan'], ['320i', '330i M Sport', 'M340i'], 'G20', 74_990, petrol(2.0, 4, 'Turbo'), 'RWD'),
      m('X3', ['suv'], ['xDrive20d', 'xDrive30i M Sport'], 'G01', 84_990, diesel(2.0), 'AWD'),
    ],
  },
  {
    make: 'Suzuki',
    slug: 'suzuki',
    models: [
      m('Swift', ['hatch'], ['GL', 'GLX', 'Sport'], 'AZ', 24_990, petrol(1.2, 3), 'FWD'),
      m('Vitara', ['suv'], ['Vitara', 'Turbo'], 'LY', 33_990, petrol(1.4, 4, 'Turbo'), 'FWD'),
      m('Jimny', ['4x4'], ['Lite', 'XL'], 'JB74', 35_990, petrol(1.5), '4WD', 4),
    ],
  },
];

export function catalogueMake(slug: string): CatalogueMake {
  const make = CATALOGUE.find((entry) => entry.slug === slug);
  if (!make) throw new Error(`No make "${slug}" in the demo catalogue`);
  return make;
}
