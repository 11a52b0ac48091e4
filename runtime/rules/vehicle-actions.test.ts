import { describe, expect, it } from 'vitest';
import { CAR_STATUSES } from '../../schemas/entities/car-values';
import {
  historyReportAddress,
  isForSale,
  PHOTO_REQUEST_ROUTE,
  VEHICLE_ACTIONS,
  vehicleActions,
  type VehicleActionCar,
  type VehicleActionKind,
  type VehicleActionSite,
} from './vehicle-actions';

const car = (fields: Partial<VehicleActionCar> = {}): VehicleActionCar => ({
  id: 4101,
  slug: '2024-toyota-corolla-sx-4101',
  car_type: 'used',
  status: 'in_stock',
  sold: false,
  reserved: false,
  price: 34_990,
  file: 'https://reports.example.com/history/4101.pdf',
  location: { name: 'Bayside Toyota Brighton', phone: '03 9555 0111' },
  ...fields,
});

type SettingsChange = { [Key in keyof VehicleActionSite['settings']]?: Partial<VehicleActionSite['settings'][Key]> };

const site = (
  settings: SettingsChange = {},
  phones: VehicleActionSite['phones'] = { used: '03 9555 0122' },
  pagePaths: readonly string[] = ['/', '/enquiry', PHOTO_REQUEST_ROUTE],
): VehicleActionSite => ({
  settings: {
    routes: { finance: '/finance', ...settings.routes },
    finance: { personalisedFinance: false, ...settings.finance },
    reserveOnline: { enabled: true, depositDollars: 200, holdHours: 48, route: 'checkout', ...settings.reserveOnline },
    tradeIn: { enabled: true, ...settings.tradeIn },
    onlinePurchase: { enabled: true, ...settings.onlinePurchase },
    chatUrl: 'chatUrl' in settings ? (settings.chatUrl as string | undefined) : 'https://chat.baysidemotors.com.au/',
  },
  phones,
  pagePaths,
});

const kinds = (...args: Parameters<typeof vehicleActions>) => vehicleActions(...args).map((action) => action.kind);
const targetOf = (kind: VehicleActionKind, ...args: Parameters<typeof vehicleActions>) => {
  const action = vehicleActions(...args).find((each) => each.kind === kind);
  return action && 'target' in action ? action.target : undefined;
};

describe('spec detail §2 vehicle page sidebar: call, finance, enquire, test drive, trade-in, chat, reserve, history report, location, online purchase', () => {
  it('offers all ten, in the spec’s order, for an in-stock car at a dealer with every option on', () => {
    expect(kinds(car(), site())).toEqual([...VEHICLE_ACTIONS]);
  });

  it('offers only the actions asked for, still in the spec’s order', () => {
    expect(kinds(car(), site(), ['reserve', 'call'])).toEqual(['call', 'reserve']);
    expect(kinds(car(), site(), [])).toEqual([]);
  });
});

describe('call: spec detail §9 phone chosen by override, or by car type', () => {
  it('uses the override number first', () => {
    expect(vehicleActions(car(), site({}, { override: '03 9555 0100', used: '03 9555 0122' }), ['call'])).toEqual([{ kind: 'call', phone: '03 9555 0100' }]);
  });

  it('uses the number for the car’s type without an override', () => {
    expect(vehicleActions(car({ car_type: 'used' }), site({}, { new: '03 9555 0111', used: '03 9555 0122' }), ['call'])).toEqual([{ kind: 'call', phone: '03 9555 0122' }]);
  });

  it('has no call button when there is no number at all (§8: only logged)', () => {
    expect(kinds(car({ location: { name: 'Bayside Toyota Brighton' } }), site({}, {}), ['call'])).toEqual([]);
  });
});

describe('finance: the dealer finance route with car_id and car_type (detail §2)', () => {
  it('goes to the finance route with the car', () => {
    expect(targetOf('finance', car(), site())).toBe('/finance?car_id=4101&car_type=used#finance-form');
    expect(targetOf('finance', car(), site({ routes: { finance: '/apply-for-finance' } }))).toBe('/apply-for-finance?car_id=4101&car_type=used#finance-form');
  });
});

describe('buying steps (finance, test drive, trade-in) only while the car is for sale (detail §4 availability)', () => {
  it.each(['finance', 'test-drive', 'trade-in'] as const)('%s: offered for in_stock and coming_soon, not for sold or others, nor with the sold flag', (kind) => {
    expect(CAR_STATUSES.filter((status) => kinds(car({ status }), site(), [kind]).length > 0)).toEqual(['in_stock', 'coming_soon']);
    expect(kinds(car({ sold: true }), site(), [kind])).toEqual([]);
  });

  it('isForSale: available and not marked sold', () => {
    expect(isForSale({ status: 'coming_soon', sold: false })).toBe(true);
    expect(isForSale({ status: 'in_stock', sold: true })).toBe(false);
    expect(isForSale({ status: 'others', sold: false })).toBe(false);
  });
});

describe('enquire and test drive: the forms’ routes with car_id', () => {
  it('links to /enquiry and /book-test-drive with the car', () => {
    expect(targetOf('enquire', car(), site())).toBe('/enquiry?car_id=4101');
    expect(targetOf('test-drive', car(), site())).toBe('/book-test-drive?car_id=4101');
  });

  it('still offers an enquiry about a sold car', () => {
    expect(kinds(car({ status: 'sold', sold: true }), site(), ['enquire'])).toEqual(['enquire']);
  });
});

describe('trade-in: /cars/trade-in?car_id={id} (detail §2), only with the dealer’s trade-in on (§5)', () => {
  it('links to the car’s trade-in valuation when trade-in is on', () => {
    expect(targetOf('trade-in', car(), site())).toBe('/cars/trade-in?car_id=4101');
  });

  it('is left out when the dealer has trade-in off', () => {
    expect(kinds(car(), site({ tradeIn: { enabled: false } }), ['trade-in'])).toEqual([]);
  });
});

describe('chat: only with the dealer’s chat address, https only', () => {
  it('links to the chat address when set', () => {
    expect(targetOf('chat', car(), site({ chatUrl: 'https://chat.baysidemotors.com.au/' }))).toBe('https://chat.baysidemotors.com.au/');
  });

  it('is left out without a chat address, and for one that is not https', () => {
    expect(kinds(car(), site({ chatUrl: undefined }), ['chat'])).toEqual([]);
    expect(kinds(car(), site({ chatUrl: 'http://chat.baysidemotors.com.au/' }), ['chat'])).toEqual([]);
    expect(kinds(car(), site({ chatUrl: 'javascript:alert(1)' }), ['chat'])).toEqual([]);
  });
});

describe('reserve: detail §4 only when reservable (option on, in_stock, not sold or reserved, price over 200)', () => {
  it('is offered at price 201 and not at 200', () => {
    expect(kinds(car({ price: 201 }), site(), ['reserve'])).toEqual(['reserve']);
    expect(kinds(car({ price: 200 }), site(), ['reserve'])).toEqual([]);
  });

  it('is left out with the dealer’s reserve option off, for a reserved car, and for a coming_soon car', () => {
    expect(kinds(car(), site({ reserveOnline: { enabled: false } }), ['reserve'])).toEqual([]);
    expect(kinds(car({ reserved: true }), site(), ['reserve'])).toEqual([]);
    expect(kinds(car({ status: 'coming_soon' }), site(), ['reserve'])).toEqual([]);
  });

  it('goes to the dealer’s reserve route', () => {
    expect(targetOf('reserve', car(), site())).toBe('/cars/2024-toyota-corolla-sx-4101/checkout');
    expect(targetOf('reserve', car(), site({ reserveOnline: { route: 'buy-online' } }))).toBe('/cars/2024-toyota-corolla-sx-4101/buy-online');
  });
});

describe('car history report: detail §5 only when a file exists', () => {
  it('links to the file when the car has one', () => {
    expect(targetOf('history-report', car(), site())).toBe('https://reports.example.com/history/4101.pdf');
  });

  it('is left out without a file, with a blank one, or with one a browser should not open', () => {
    expect(kinds(car({ file: undefined }), site(), ['history-report'])).toEqual([]);
    expect(historyReportAddress({ file: '   ' })).toBeUndefined();
    expect(historyReportAddress({ file: 'javascript:alert(1)' })).toBeUndefined();
    expect(historyReportAddress({ file: 'report.pdf' })).toBeUndefined();
    expect(historyReportAddress({ file: 'http://reports.example.com/4101.pdf' })).toBe('http://reports.example.com/4101.pdf');
  });
});

describe('location: the #vehicle-map anchor (detail §2)', () => {
  it('points at the vehicle map when the car has a location', () => {
    expect(targetOf('location', car(), site())).toBe('#vehicle-map');
    expect(targetOf('location', car({ location: undefined, location_name: 'Bayside Toyota Brighton' }), site())).toBe('#vehicle-map');
  });

  it('is left out for a car with no location', () => {
    expect(kinds(car({ location: undefined, location_name: undefined }), site(), ['location'])).toEqual([]);
    expect(kinds(car({ location: { name: ' ' }, location_name: '' }), site(), ['location'])).toEqual([]);
  });
});

describe('online purchase: the checkout journey /checkout-journey?car_id={slug} (detail §2), per dealer setting', () => {
  it('goes to the checkout journey with the car’s slug', () => {
    expect(targetOf('online-purchase', car(), site())).toBe('/checkout-journey?car_id=2024-toyota-corolla-sx-4101');
  });

  it('is left out with the dealer setting off', () => {
    expect(kinds(car(), site({ onlinePurchase: { enabled: false } }), ['online-purchase'])).toEqual([]);
  });

  it('needs a shown price: over 10 (price display, detail §4), so 11 is offered and 10 is not', () => {
    expect(kinds(car({ price: 11 }), site(), ['online-purchase'])).toEqual(['online-purchase']);
    expect(kinds(car({ price: 10 }), site(), ['online-purchase'])).toEqual([]);
  });

  it('needs an in_stock car that is neither sold nor reserved', () => {
    expect(CAR_STATUSES.filter((status) => kinds(car({ status }), site(), ['online-purchase']).length > 0)).toEqual(['in_stock']);
    expect(kinds(car({ sold: true }), site(), ['online-purchase'])).toEqual([]);
    expect(kinds(car({ reserved: true }), site(), ['online-purchase'])).toEqual([]);
  });
});

describe('the brochure (spec detail §7: PDF download by vehicle slug, named {slug}.pdf)', () => {
  it('is offered for every car with a page, sold or not, at /cars/{slug}.pdf', () => {
    expect(targetOf('brochure', car(), site())).toBe('/cars/2024-toyota-corolla-sx-4101.pdf');
    expect(targetOf('brochure', car({ status: 'sold', sold: true }), site())).toBe('/cars/2024-toyota-corolla-sx-4101.pdf');
  });
});

describe('photo request (spec detail §3 and §5: the photo request form), after the spec’s ten', () => {
  it('links to /request-photos with the car, where the site has that page', () => {
    expect(targetOf('photo-request', car(), site())).toBe('/request-photos?car_id=4101');
  });

  it('is left out where the site has no photo request page, and for a car no longer for sale', () => {
    expect(kinds(car(), site({}, undefined, ['/', '/enquiry']), ['photo-request'])).toEqual([]);
    expect(kinds(car({ status: 'sold', sold: true }), site(), ['photo-request'])).toEqual([]);
    expect(CAR_STATUSES.filter((status) => kinds(car({ status }), site(), ['photo-request']).length > 0)).toEqual(['in_stock', 'coming_soon']);
  });
});
