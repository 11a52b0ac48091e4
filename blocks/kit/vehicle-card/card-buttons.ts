import type { SiteContext } from '../../../runtime/block-types';
import { isReservable, reserveRoute } from '../../../runtime/rules/reservation';
import { withCarId } from '../../../runtime/rules/route-query';
import { similarSearchPath } from '../../../runtime/rules/similar-search';
import { isAvailable } from '../../../runtime/rules/vehicle-availability';
import { ENQUIRY_ROUTE, TEST_DRIVE_ROUTE } from '../../../runtime/rules/vehicle-actions';
import { vehiclePath } from '../../../runtime/rules/vehicle-path';
import type { CarCard } from '../../../schemas/entities/car-card';
import { siteLink, type ResolvedLink } from '../site-links/site-link';

/**
 * Spec (detail, finance, forms, locations, §2 "Vehicle cards"): View Details,
 * Explore Vehicle, Quick Enquiry, Get Finance (default finance text), Reserve
 * Now, Reserve This Car, Enquire, test drive, car history report, trade-in,
 * and Find Me Something Similar for vehicles not in stock or not reservable.
 * The reserve button shows only when the car is reservable (§4); reserve and
 * trade-in only when allowed, the history button only when a file exists (§5).
 */
export const VEHICLE_CARD_BUTTONS = [
  'view-details',
  'explore-vehicle',
  'quick-enquiry',
  'get-finance',
  'reserve',
  'reserve-this-car',
  'enquire',
  'book-test-drive',
  'history-report',
  'trade-in',
  'find-similar',
] as const;

export type VehicleCardButtonKind = (typeof VEHICLE_CARD_BUTTONS)[number];

export const DEFAULT_VEHICLE_CARD_BUTTONS = ['view-details', 'get-finance', 'reserve'] as const satisfies readonly VehicleCardButtonKind[];

/** The spec's own wording; Get Finance comes from the dealer's texts instead. */
export const VEHICLE_CARD_BUTTON_LABELS: Readonly<Record<Exclude<VehicleCardButtonKind, 'get-finance'>, string>> = {
  'view-details': 'View Details',
  'explore-vehicle': 'Explore Vehicle',
  'quick-enquiry': 'Quick Enquiry',
  reserve: 'Reserve Now',
  'reserve-this-car': 'Reserve This Car',
  enquire: 'Enquire',
  'book-test-drive': 'Book a Test Drive',
  'history-report': 'Car History Report',
  'trade-in': 'Trade-in Valuation',
  'find-similar': 'Find Me Something Similar',
};

/** For the inspector: the list of buttons a card shows, in order. */
export const vehicleCardButtonsField = {
  type: 'array',
  title: 'Buttons',
  description: 'Shown in this order; the first stands out. A button a car does not qualify for (Reserve on a sold car, say) is left out.',
  items: {
    type: 'string',
    title: 'Button',
    enum: VEHICLE_CARD_BUTTONS,
    // The words the buttons show; Get Finance's own come from the site's texts.
    'x-editor': { labels: { ...VEHICLE_CARD_BUTTON_LABELS, 'get-finance': 'Get Finance (your finance button text)' } },
  },
  uniqueItems: true,
  maxItems: VEHICLE_CARD_BUTTONS.length,
  default: DEFAULT_VEHICLE_CARD_BUTTONS,
} as const;

export interface VehicleCardButton extends ResolvedLink {
  kind: VehicleCardButtonKind;
  label: string;
}

/** Where a button goes, or undefined when this car does not get it. */
function buttonTarget(kind: VehicleCardButtonKind, car: CarCard, site: SiteContext): string | undefined {
  const { settings } = site.document;
  switch (kind) {
    case 'view-details':
    case 'explore-vehicle':
      return vehiclePath(car);
    case 'quick-enquiry':
    case 'enquire':
      return withCarId(ENQUIRY_ROUTE, car.id);
    case 'book-test-drive':
      return withCarId(TEST_DRIVE_ROUTE, car.id);
    case 'get-finance':
      return withCarId(settings.routes.finance, car.id);
    case 'reserve':
    case 'reserve-this-car':
      return isReservable(car, settings) ? reserveRoute(car.slug, settings) : undefined;
    case 'history-report':
      return car.file;
    case 'trade-in':
      return settings.tradeIn.enabled ? withCarId(settings.routes.tradeIn, car.id) : undefined;
    case 'find-similar':
      return !isAvailable(car) || !isReservable(car, settings) ? similarSearchPath(car) : undefined;
  }
}

/** The buttons a card shows for this car, in the order asked for, each with a link for the shopper's address. */
export function vehicleCardButtons(car: CarCard, site: SiteContext, kinds: readonly VehicleCardButtonKind[]): VehicleCardButton[] {
  return [...new Set(kinds)].flatMap((kind) => {
    const target = buttonTarget(kind, car, site);
    if (target === undefined) return [];
    const label = kind === 'get-finance' ? site.document.texts.financeButton : VEHICLE_CARD_BUTTON_LABELS[kind];
    return [{ kind, label, ...siteLink(site, target) }];
  });
}
