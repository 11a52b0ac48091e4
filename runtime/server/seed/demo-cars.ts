import type { Car, Lender } from '../../../schemas/entities/car';
import type { BodyType } from '../../../schemas/entities/car-values';
import { CAR_PHOTO_COLOURS, CAR_PHOTO_VIEWS, carPhotoPath, type CarPhotoColour } from './car-photo';
import { CATALOGUE, catalogueMake, type CatalogueMake, type CatalogueModel } from './catalogue';
import type { DemoDealership } from './demo-dealers';
import type { SeededRandom } from './random';
import { COMPARISON_RATE_LOAN, DEPOSIT_SHARE, FINANCE_TERM_YEARS } from '../../rules/finance-estimate';
import { formatAud } from '../../rules/price-display';
import { MONTHS_PER_YEAR, repayment, WEEKS_PER_YEAR } from '../../rules/repayment-calculator';
import { slugOf } from '../../rules/slug';

const DAY_MS = 86_400_000;
/**
 * The demo lenders' own words: what their quotes assume. The site's general
 * disclaimer (indicative only, approved applicants: FINANCE_DISCLAIMER) is
 * shown above them already, so they do not repeat it.
 */
const LENDER_DISCLAIMER = `Based on a ${FINANCE_TERM_YEARS} year term with a ${DEPOSIT_SHARE * 100}% deposit; comparison rate based on a ${formatAud(COMPARISON_RATE_LOAN)} loan over ${FINANCE_TERM_YEARS} years.`;

const EQUIPMENT = [
  'Apple CarPlay',
  'Android Auto',
  'Reversing camera',
  'Adaptive cruise control',
  'Lane keep assist',
  'Autonomous emergency braking',
  'Blind spot monitor',
  'Heated seats',
  'Satellite navigation',
  'Wireless phone charger',
  'Power tailgate',
  'Tow bar',
  'Roof racks',
  'Keyless entry',
  '360-degree camera',
];

const COMMENT_PARAGRAPHS = [
  'One owner from new with a full service history.',
  'Inspected by our technicians and ready to drive away today.',
  'Finance available to approved applicants; ask us for a weekly estimate.',
  'Trade-ins welcome: get an instant valuation online.',
  "Clean inside and out, with both keys and the owner's manuals.",
  'Fresh tyres and a new battery fitted before sale.',
  'Reserve it online with a fully refundable deposit and we will hold it for 48 hours.',
];

const STATE_PLATES: Record<string, (r: SeededRandom) => string> = {
  QLD: (r) => `${r.int(100, 999)}${letters(r, 3)}`,
  NSW: (r) => `${letters(r, 2)}${r.int(10, 99)}${letters(r, 2)}`,
  VIC: (r) => `${letters(r, 3)}${r.int(100, 999)}`,
  WA: (r) => `1${letters(r, 3)}${r.int(100, 999)}`,
};

function letters(random: SeededRandom, count: number): string {
  const alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  return Array.from({ length: count }, () => random.pick([...alphabet])).join('');
}

const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

function roundPrice(price: number): number {
  return Math.max(990, Math.round(price / 1000) * 1000 - 10);
}

function lender(random: SeededRandom, price: number, withRates: boolean): Lender {
  const interestRate = Math.round((random.next() * 4 + 6.5) * 100) / 100;
  const deposit = Math.round(price * DEPOSIT_SHARE);
  const principal = price - deposit;
  // Lenders quote whole dollars.
  const payment = (periodsPerYear: number) => Math.round(repayment(principal, interestRate, FINANCE_TERM_YEARS, periodsPerYear));
  return {
    interestRate: withRates ? interestRate : null,
    comparisonRate: withRates ? Math.round((interestRate + 0.3 + random.next() * 0.6) * 100) / 100 : null,
    paymentWeek: payment(WEEKS_PER_YEAR),
    paymentMonth: payment(MONTHS_PER_YEAR),
    termYears: FINANCE_TERM_YEARS,
    termMonths: FINANCE_TERM_YEARS * MONTHS_PER_YEAR,
    balloon: 0,
    deposit,
    disclaimer: LENDER_DISCLAIMER,
  };
}

function vin(random: SeededRandom): string {
  return Array.from({ length: 17 }, () => random.pick([...VIN_CHARACTERS])).join('');
}

function doorsFor(body: BodyType): number {
  if (['coupe', 'convertible', 'softtop', 'hardtop'].includes(body)) return 2;
  if (['ute', 'cabChassis', 'van'].includes(body)) return 4;
  return body === 'hatch' || body === 'hatchback' ? 5 : 4;
}

export interface CarContext {
  id: number;
  dealer: DemoDealership;
  now: Date;
  random: SeededRandom;
}

/** One car in a dealer's stock, with every field the specs name filled where it makes sense. */
export function demoCar({ id, dealer, now, random }: CarContext): Car {
  const carType = random.weighted(dealer.carTypeWeights);
  const make: CatalogueMake =
    carType === 'used' && (dealer.newMakes.length === 0 || random.chance(0.35))
      ? random.pick(CATALOGUE)
      : catalogueMake(random.pick(dealer.newMakes.length ? dealer.newMakes : ['toyota']));
  const model: CatalogueModel = random.pick(make.models);
  const body = random.pick(model.bodies);
  const badge = random.pick(model.badges);
  const thisYear = now.getUTCFullYear();
  const status = random.weighted([
    ['in_stock', 80],
    ['coming_soon', carType === 'used' ? 3 : 9],
    ['sold', 12],
    ['others', 1],
  ] as const);
  const year = carType === 'new' ? thisYear : carType === 'demo' ? random.int(thisYear - 1, thisYear) : random.int(thisYear - 16, thisYear - 1);
  const age = thisYear - year;
  const km = carType === 'new' ? random.int(0, 30) : carType === 'demo' ? random.int(1_000, 14_000) : Math.max(5_000, Math.round(age * random.int(9_000, 22_000)));
  const depreciation = carType === 'new' ? 1 : carType === 'demo' ? 0.9 : Math.max(0.12, 0.85 ** age - km / 2_000_000);
  const basePrice = roundPrice(model.newPrice * (0.95 + random.next() * 0.2) * depreciation);
  const price = random.chance(0.02) ? 0 : basePrice;
  const colourKey: CarPhotoColour = random.pick(Object.keys(CAR_PHOTO_COLOURS) as CarPhotoColour[]);
  const colour = CAR_PHOTO_COLOURS[colourKey].name;
  const location = random.pick(dealer.locations.filter((l) => l.location_type === 'sales' || l.location_type === ''));
  const photoCount = random.chance(0.02) ? 0 : random.chance(0.05) ? random.int(1, 2) : random.int(4, 12);
  const images = CAR_PHOTO_VIEWS.slice(0, photoCount).map((view) => carPhotoPath(body, colourKey, view));
  const soldAt = status === 'sold' ? new Date(now.getTime() - (random.chance(0.5) ? random.int(1, 71) : random.int(4 * 24, 40 * 24)) * 3_600_000) : undefined;
  // Some cars arrived within the last 8 days (the spec's New tag); a sold car arrived before it was sold.
  const listedHoursAgo = random.chance(0.12) ? random.int(0, 7 * 24) : random.int(8 * 24, 120 * 24);
  const createdAt = new Date(Math.min(now.getTime() - listedHoursAgo * 3_600_000, (soldAt?.getTime() ?? Infinity) - 10 * DAY_MS));
  const isToyota = make.slug === 'toyota';
  const certified = carType === 'used' && isToyota && age <= 5 && km < 100_000 && random.chance(0.6);
  const tag = certified ? 'Toyota Certified Pre-Owned' : carType === 'new' && random.chance(0.06) ? 'Test Drive Only' : undefined;
  const preorder = carType === 'new' && status === 'coming_soon' && random.chance(0.4);
  const name = `${year} ${make.make} ${model.model} ${badge}`;
  const engine = model.engine;
  const transmission =
    engine.fuel === 'Electric' ? '1 Speed Automatic' : random.chance(carType === 'used' ? 0.12 : 0.04) ? '6 Speed Manual' : `${random.pick([6, 8, 10])} Speed Automatic`;
  const providers = carType === 'used' ? (['weekly', 'monthly'] as const) : (['weekly-recent-years', 'weekly'] as const);
  const financePrice = price || basePrice;
  const comments = random.chance(0.2) ? '' : random.sample(COMMENT_PARAGRAPHS, random.int(1, 4)).join('|');
  const hasOffer = price > 0 && random.chance(0.06);
  const marketPrice = carType === 'used' ? roundPrice(basePrice * (0.9 + random.next() * 0.25)) : undefined;

  const car: Car = {
    id,
    slug: `${slugOf(name)}-${id}`,
    name,
    carsales_title: name,
    make: make.make,
    model: model.model,
    badge,
    series: model.series,
    year,
    price,
    price_type: carType === 'used' ? 'Excl. Govt. Charges' : 'Drive Away',
    ...(hasOffer ? { before_price: price + random.pick([1_000, 2_000, 3_000]) } : {}),
    ...(price > 0 && random.chance(0.04) ? { offer_price: price - random.pick([500, 1_000, 1_500]) } : {}),
    ...(carType !== 'used' && random.chance(0.03) ? { subscription_price: random.int(15, 45) * 10 } : {}),
    preorder,
    car_type: carType,
    item_type: 'car',
    status,
    ...(tag ? { tag } : {}),
    certified,
    reserved: status === 'in_stock' && random.chance(0.04),
    sold: status === 'sold',
    ...(soldAt ? { sold_date_timestamp: Math.floor(soldAt.getTime() / 1000) } : {}),
    show_on_dealer_website: random.chance(0.97),
    has_nvic: carType === 'used' ? random.chance(0.85) : true,
    km,
    trans: transmission,
    simple_transmission: transmission.includes('Manual') ? 'Manual' : 'Automatic',
    simple_body: body,
    manufacturer_body: `${doorsFor(body)}D ${body === 'suv' ? 'Wagon' : body[0].toUpperCase() + body.slice(1)}`,
    body: body === 'suv' ? 'SUV' : body[0].toUpperCase() + body.slice(1),
    simple_fuel: engine.fuel,
    fuel: engine.fuel === 'Diesel' ? 'Diesel' : engine.fuel === 'Electric' ? 'Electric' : engine.fuel === 'Hybrid' ? 'Hybrid Petrol' : 'Unleaded Petrol',
    drive: model.drive,
    seats: model.seats,
    doors: doorsFor(body),
    colour,
    interior_colour: random.pick(['Black Cloth', 'Black Leather', 'Grey Cloth', 'Tan Leather']),
    ...(engine.litres > 0 ? { engine_size: `${engine.litres.toFixed(1)}L` } : {}),
    vin: vin(random),
    ...(carType !== 'new' ? { regplate: STATE_PLATES[location.address.state]?.(random) ?? letters(random, 6) } : {}),
    stocknum: `${dealer.stockPrefix}${String(id).padStart(6, '0')}`,
    ...(carType !== 'new' ? { rego_expiry: new Date(now.getTime() + random.int(20, 360) * DAY_MS).toISOString().slice(0, 10) } : {}),
    build_date: `${year - (random.chance(0.3) ? 1 : 0)}-${String(random.int(1, 12)).padStart(2, '0')}`,
    compliance_date: `${year}-${String(random.int(1, 12)).padStart(2, '0')}`,
    views: random.int(0, 2_500),
    dealership_id: dealer.dealership.id,
    dealership_slug: dealer.dealership.slug,
    location_id: location.id,
    location_name: location.name,
    city: location.address.city,
    state: location.address.state,
    location: {
      name: location.name,
      ...(location.contact_detail.phone ? { phone: location.contact_detail.phone } : {}),
      slug: location.slug,
      distribution_locations: [location.address.city],
    },
    images,
    thumbnails: images,
    ...(images[0] ? { primary_image_url: images[0] } : {}),
    photos_count: images.length,
    payment_processors: ['visa', 'mastercard', 'maestro', 'google-pay', 'apple-pay'],
    variant: {
      cylinders: engine.cylinders,
      enginesize: Math.round(engine.litres * 1000),
      enginesize_litres: engine.litres,
      induction: engine.induction,
      geartype: transmission.includes('Manual') ? 'Manual' : 'Automatic',
      fuelconsumptioncombined: engine.fuel === 'Electric' ? 0 : Math.round((engine.litres * 2.2 + 3) * 10) / 10,
      fuelcapacity: engine.fuel === 'Electric' ? 0 : random.pick([45, 50, 55, 60, 80]),
      grossvehiclemass: random.int(1_700, 3_300),
      vehiclelength: random.int(3_900, 5_400),
      vehicleheight: random.int(1_350, 1_950),
      vehiclewidth: random.int(1_700, 2_000),
      torque: random.int(150, 700),
      ancaprating: random.pick([4, 5, 5]),
      bodyconfiguration: body === 'ute' || body === 'cabChassis' ? 'Double Cab' : 'None',
    },
    standardEquipment: random.sample(EQUIPMENT, random.int(4, 10)),
    filtered_features: random.sample(EQUIPMENT.slice(0, 6), random.int(1, 4)),
    categories: [carType === 'used' ? 'Used' : carType === 'demo' ? 'Demo' : 'New'],
    ...(marketPrice ? { autograb_data: { average_market_price: marketPrice, state_average_market_price: roundPrice(marketPrice * (0.97 + random.next() * 0.06)) } } : {}),
    finance_lenders: Object.fromEntries(providers.map((provider) => [provider, lender(random, financePrice, random.chance(0.9))])),
    dealercomments: comments,
    created_at: createdAt.toISOString(),
    updated_at: new Date(Math.max(createdAt.getTime(), soldAt?.getTime() ?? 0)).toISOString(),
  };
  return car;
}
