import type { Car, Lender } from '../../../schemas/entities/car';
import { TEST_NOW } from './site-document';

const DAY_MS = 86_400_000;

/** An instant the given number of days (fractions allowed) before the test clock. */
export function daysBeforeTestNow(days: number): string {
  return new Date(Date.parse(TEST_NOW) - days * DAY_MS).toISOString();
}

/**
 * A used Corolla in stock at Bayside Motors, priced, photographed, listed
 * three weeks before the test clock: reservable, saveable, not new.
 */
export function corolla(overrides: Partial<Car> = {}): Car {
  return {
    id: 4101,
    slug: '2024-toyota-corolla-sx-4101',
    name: '2024 Toyota Corolla SX',
    carsales_title: '2024 Toyota Corolla SX',
    make: 'Toyota',
    model: 'Corolla',
    badge: 'SX',
    series: 'ZWE219R',
    year: 2024,
    price: 34_990,
    price_type: 'Excl. Govt. Charges',
    preorder: false,
    car_type: 'used',
    item_type: 'car',
    status: 'in_stock',
    certified: false,
    reserved: false,
    sold: false,
    show_on_dealer_website: true,
    has_nvic: true,
    km: 12_345,
    trans: 'CVT Automatic',
    simple_transmission: 'Automatic',
    simple_body: 'hatch',
    manufacturer_body: '5D Hatch',
    body: 'Hatch',
    simple_fuel: 'Hybrid',
    fuel: 'Hybrid Petrol',
    drive: 'FWD',
    seats: 5,
    doors: 5,
    colour: 'Glacier White',
    interior_colour: 'Black Cloth',
    engine_size: '1.8L',
    vin: 'JTNB23HE30J012345',
    regplate: '1AB2CD',
    stocknum: 'BM004101',
    rego_expiry: '2027-02-10',
    build_date: '2023-11',
    compliance_date: '2024-01',
    views: 418,
    dealership_id: 101,
    dealership_slug: 'bayside-toyota',
    location_id: 11,
    location_name: 'Bayside Toyota Brighton',
    city: 'Brighton',
    state: 'VIC',
    location: { name: 'Bayside Toyota Brighton', phone: '03 9555 0111', slug: 'bayside-toyota-brighton', distribution_locations: ['Brighton'] },
    images: ['https://cdn.baysidemotors.com.au/cars/4101/1.jpg', 'https://cdn.baysidemotors.com.au/cars/4101/2.jpg'],
    thumbnails: ['https://cdn.baysidemotors.com.au/cars/4101/1-thumb.jpg', 'https://cdn.baysidemotors.com.au/cars/4101/2-thumb.jpg'],
    primary_image_url: 'https://cdn.baysidemotors.com.au/cars/4101/1.jpg',
    photos_count: 2,
    payment_processors: ['visa', 'mastercard'],
    standardEquipment: ['Reversing camera', 'Apple CarPlay', 'Adaptive cruise control'],
    categories: ['Used'],
    dealercomments: 'One owner, full Toyota service history.|Balance of factory warranty.',
    created_at: daysBeforeTestNow(21),
    updated_at: daysBeforeTestNow(2),
    ...overrides,
  };
}

/** A new RAV4 demo on special: an offer price below its earlier price, certified, with a dealer tag and a history report. */
export function rav4Offer(overrides: Partial<Car> = {}): Car {
  return corolla({
    id: 4102,
    slug: '2025-toyota-rav4-gx-hybrid-4102',
    name: '2025 Toyota RAV4 GX Hybrid',
    carsales_title: '2025 Toyota RAV4 GX Hybrid',
    model: 'RAV4',
    badge: 'GX',
    series: 'AXAH54R',
    year: 2025,
    price: 47_990,
    before_price: 49_990,
    offer_price: 45_990,
    price_type: 'Drive Away',
    car_type: 'demo',
    certified: true,
    tag: 'Test Drive Only',
    km: 1_480,
    simple_body: 'suv',
    body: 'SUV',
    colour: 'Eclipse Black',
    file: 'https://reports.example.com/history/JTMW1RFV10D012346.pdf',
    images: ['https://cdn.baysidemotors.com.au/cars/4102/1.jpg'],
    thumbnails: ['https://cdn.baysidemotors.com.au/cars/4102/1-thumb.jpg'],
    primary_image_url: 'https://cdn.baysidemotors.com.au/cars/4102/1.jpg',
    photos_count: 1,
    created_at: daysBeforeTestNow(3),
    ...overrides,
  });
}

/** A used Mazda sold yesterday: still shown in lists for a few days, Just Sold. */
export function soldCx5(overrides: Partial<Car> = {}): Car {
  return corolla({
    id: 4103,
    slug: '2021-mazda-cx-5-maxx-sport-4103',
    name: '2021 Mazda CX-5 Maxx Sport',
    carsales_title: '2021 Mazda CX-5 Maxx Sport',
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Maxx Sport',
    series: 'KF Series',
    year: 2021,
    price: 31_500,
    status: 'sold',
    sold: true,
    sold_date_timestamp: Math.floor(Date.parse(daysBeforeTestNow(1)) / 1000),
    km: 58_210,
    simple_body: 'suv',
    body: 'SUV',
    fuel: 'Unleaded Petrol',
    simple_fuel: 'Petrol',
    colour: 'Soul Red Crystal',
    dealership_id: 102,
    dealership_slug: 'bayside-mazda',
    location_name: 'Bayside Mazda Frankston',
    city: 'Frankston',
    images: ['https://cdn.baysidemotors.com.au/cars/4103/1.jpg'],
    thumbnails: ['https://cdn.baysidemotors.com.au/cars/4103/1-thumb.jpg'],
    primary_image_url: 'https://cdn.baysidemotors.com.au/cars/4103/1.jpg',
    photos_count: 1,
    ...overrides,
  });
}

/** A new car on order: no price, no photo yet, coming soon. */
export function comingSoonHilux(overrides: Partial<Car> = {}): Car {
  const { primary_image_url: _none, ...withoutPhoto } = corolla();
  return {
    ...withoutPhoto,
    id: 4104,
    slug: '2026-toyota-hilux-sr5-4104',
    name: '2026 Toyota HiLux SR5',
    carsales_title: '2026 Toyota HiLux SR5',
    model: 'HiLux',
    badge: 'SR5',
    year: 2026,
    price: 0,
    preorder: true,
    price_type: 'Drive Away',
    car_type: 'new',
    status: 'coming_soon',
    km: 0,
    simple_body: 'ute',
    body: 'Ute',
    fuel: 'Diesel',
    simple_fuel: 'Diesel',
    colour: 'Graphite',
    images: [],
    thumbnails: [],
    photos_count: 0,
    created_at: daysBeforeTestNow(1),
    ...overrides,
  };
}

/** A new car offered by weekly subscription. */
export function subscriptionYaris(overrides: Partial<Car> = {}): Car {
  return corolla({
    id: 4105,
    slug: '2026-toyota-yaris-cross-gxl-4105',
    name: '2026 Toyota Yaris Cross GXL',
    carsales_title: '2026 Toyota Yaris Cross GXL',
    model: 'Yaris Cross',
    badge: 'GXL',
    year: 2026,
    price: 36_490,
    subscription_price: 219,
    car_type: 'new',
    km: 5,
    simple_body: 'suv',
    colour: 'Frosted White',
    ...overrides,
  });
}

/** A lender's entry as the feed gives it (spec detail §3), with both rates and a weekly and a monthly payment. */
export function testLender(overrides: Partial<Lender> = {}): Lender {
  return {
    interestRate: 8.99,
    comparisonRate: 9.45,
    paymentWeek: 142,
    paymentMonth: 615,
    termYears: 5,
    termMonths: 60,
    balloon: 0,
    deposit: 3_499,
    disclaimer: 'Rates range from 8.99% p.a. to 14.99% p.a. depending on your credit profile.',
    ...overrides,
  };
}

export const ALL_TEST_CARS: readonly (() => Car)[] = [corolla, rav4Offer, soldCx5, comingSoonHilux, subscriptionYaris];
