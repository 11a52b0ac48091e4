import { vehiclePath } from './vehicle-path';
import type { Car } from '../../schemas/entities/car';
import type { Dealer } from '../../schemas/dealer';
import type { Settings } from '../../schemas/settings';
import { carPhone } from './car-phone';
import { financeRoute, type FinanceRouteSettings } from './finance-route';
import { MINIMUM_SHOWN_PRICE } from './price-display';
import { isReservable, RESERVABLE_STATUS, reserveRoute } from './reservation';
import { withCarId } from './route-query';
import { isAvailable } from './vehicle-availability';
import { isSold } from './vehicle-sold';

/**
 * Spec (detail, finance, forms, locations, §2 "Vehicle page"): sidebar
 * buttons call, finance, enquire, book a test drive, trade-in valuation,
 * chat, reserve, car history report, location, online purchase — in that
 * order. §5: reserve and trade-in show only when allowed for the vehicle; the
 * history button only when a file exists. §4: reservation only when
 * isReservable. §9: the phone is chosen by override, or by car type. §2
 * routes: /cars/trade-in?car_id={id}, /book-test-drive,
 * /checkout-journey?car_id={slug}, the dealer's finance route, the
 * #vehicle-map anchor.
 *
 * Choices the spec leaves open:
 * - Buying steps (finance, test drive, trade-in towards the car) are offered
 *   only while the car is for sale: available (§4) and not marked sold. A
 *   sold car's page offers the SOLD notice instead; calling, enquiring,
 *   chatting, the history report and the location stay useful.
 * - Online purchase is the checkout journey, switched on per dealer
 *   (settings.onlinePurchase). It needs a car that is in stock, neither
 *   sold nor reserved, with a price shown (over MINIMUM_SHOWN_PRICE): a car
 *   cannot be bought outright at a price it does not show.
 * - The history report is a link from the feed; one that is not an http(s)
 *   address (a `javascript:` link, a bare file name) is treated as no file.
 * - The location button needs a location to point at: the car's location
 *   or location name.
 * - After the spec's ten, the brochure (§7 "PDF download by vehicle slug")
 *   and a photo request (§3 "photo request", a form of its own): more photos
 *   of a car still for sale, offered where the dealer's site has the photo
 *   request page to send the shopper to.
 */
export const VEHICLE_ACTIONS = [
  'call',
  'finance',
  'enquire',
  'test-drive',
  'trade-in',
  'chat',
  'reserve',
  'history-report',
  'location',
  'online-purchase',
  'brochure',
  'photo-request',
] as const;

export type VehicleActionKind = (typeof VEHICLE_ACTIONS)[number];

/** The enquiry and test-drive forms' routes; each takes the car as car_id. */
export const ENQUIRY_ROUTE = '/enquiry';
export const TEST_DRIVE_ROUTE = '/book-test-drive';
export const VEHICLE_TRADE_IN_ROUTE = '/cars/trade-in';
/** The photo request form's page; it takes the car as car_id, as the enquiry does. */
export const PHOTO_REQUEST_ROUTE = '/request-photos';
export const CHECKOUT_JOURNEY_ROUTE = '/checkout-journey';
export const VEHICLE_MAP_ANCHOR = '#vehicle-map';
/** A car's brochure is its page's address with this ending: /cars/{slug}.pdf. */
export const BROCHURE_EXTENSION = '.pdf';

export type VehicleAction = { kind: 'call'; phone: string } | { kind: Exclude<VehicleActionKind, 'call'>; target: string };

export type VehicleActionCar = Pick<Car, 'id' | 'slug' | 'car_type' | 'status' | 'sold' | 'reserved' | 'price' | 'file' | 'location' | 'location_name'>;

export interface VehicleActionSite {
  settings: FinanceRouteSettings & Pick<Settings, 'reserveOnline' | 'tradeIn' | 'onlinePurchase' | 'chatUrl'>;
  phones: Dealer['phones'];
  /** The paths of the site's pages: a button to a form of the dealer's own needs the form's page. */
  pagePaths: readonly string[];
}

const WEB_ADDRESS = /^https?:\/\/\S+$/i;
/** The schema already refuses any other chat address; checked again because a chat widget gets the shopper's messages. */
const SECURE_WEB_ADDRESS = /^https:\/\/\S+$/i;

/** Still for sale: available (in stock or coming soon) and not marked sold by the feed. */
export function isForSale(car: Pick<Car, 'status' | 'sold'>): boolean {
  return isAvailable(car) && !isSold(car);
}

export function isPurchasableOnline(car: Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>, settings: Pick<Settings, 'onlinePurchase'>): boolean {
  return settings.onlinePurchase.enabled && car.status === RESERVABLE_STATUS && !isSold(car) && !car.reserved && car.price > MINIMUM_SHOWN_PRICE;
}

/** The car history report's address, when the car has one a browser can open. */
export function historyReportAddress(car: Pick<Car, 'file'>): string | undefined {
  const file = car.file?.trim();
  return file && WEB_ADDRESS.test(file) ? file : undefined;
}

/** Where the action goes for this car, or undefined when the car or the dealer does not offer it. */
function target(kind: Exclude<VehicleActionKind, 'call'>, car: VehicleActionCar, { settings, pagePaths }: VehicleActionSite): string | undefined {
  switch (kind) {
    case 'finance':
      return isForSale(car) ? financeRoute(car, settings) : undefined;
    case 'enquire':
      return withCarId(ENQUIRY_ROUTE, car.id);
    case 'test-drive':
      return isForSale(car) ? withCarId(TEST_DRIVE_ROUTE, car.id) : undefined;
    case 'trade-in':
      return settings.tradeIn.enabled && isForSale(car) ? withCarId(VEHICLE_TRADE_IN_ROUTE, car.id) : undefined;
    case 'chat':
      return settings.chatUrl && SECURE_WEB_ADDRESS.test(settings.chatUrl) ? settings.chatUrl : undefined;
    case 'reserve':
      return isReservable(car, settings) ? reserveRoute(car.slug, settings) : undefined;
    case 'history-report':
      return historyReportAddress(car);
    case 'location':
      return car.location?.name.trim() || car.location_name?.trim() ? VEHICLE_MAP_ANCHOR : undefined;
    case 'online-purchase':
      return isPurchasableOnline(car, settings) ? withCarId(CHECKOUT_JOURNEY_ROUTE, car.slug) : undefined;
    case 'brochure':
      // Spec (detail §7): the PDF download by vehicle slug, as {slug}.pdf; every car with a page has one, sold or not.
      return `${vehiclePath(car)}${BROCHURE_EXTENSION}`;
    case 'photo-request':
      return isForSale(car) && pagePaths.includes(PHOTO_REQUEST_ROUTE) ? withCarId(PHOTO_REQUEST_ROUTE, car.id) : undefined;
  }
}

/** The actions the vehicle page offers for this car, in the spec's order, among those wanted. */
export function vehicleActions(car: VehicleActionCar, site: VehicleActionSite, wanted: readonly VehicleActionKind[] = VEHICLE_ACTIONS): VehicleAction[] {
  return VEHICLE_ACTIONS.filter((kind) => wanted.includes(kind)).flatMap((kind): VehicleAction[] => {
    if (kind === 'call') {
      const phone = carPhone(car, site.phones);
      return phone ? [{ kind, phone }] : [];
    }
    const to = target(kind, car, site);
    return to === undefined ? [] : [{ kind, target: to }];
  });
}
