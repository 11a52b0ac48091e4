import type { Car } from '../../schemas/entities/car';
import { textsSchema, type Texts } from '../../schemas/texts';
import { groupedDigits, madeOnFirstUse, roundedDigits, SITE_LOCALE, writtenNegative } from './formatters';

/**
 * Spec (detail, finance, forms, locations, §4 "Price display priority"):
 * subscription price; then reduced/offer price; then normal price when over
 * 10; then PREORDER if preorder; otherwise a configured no-price text.
 * Spec (search and favourites, §9): a week suffix is added to subscription price.
 * Spec (detail, §9): default no-price text "Enquire for price.".
 *
 * Feeds write placeholder prices such as 1 or 10 for cars the dealer will not
 * price online, hence "over 10" for the normal price. An offer or subscription
 * price is deliberate, so any amount above 0 counts.
 */
export const MINIMUM_SHOWN_PRICE = 10;
export const SUBSCRIPTION_WEEK_SUFFIX = '/week';
export const PREORDER_TEXT = 'PREORDER';
export const DEFAULT_NO_PRICE_TEXT = textsSchema.properties.noPrice.default;

export type PriceDisplayFields = Pick<Car, 'price' | 'before_price' | 'offer_price' | 'subscription_price' | 'preorder'>;

export type PriceDisplay =
  | { kind: 'subscription'; amount: number; text: string }
  /** `was` is the earlier price, shown struck through; absent when there is none higher than the offer. */
  | { kind: 'offer'; amount: number; text: string; was?: { amount: number; text: string } }
  | { kind: 'price'; amount: number; text: string }
  | { kind: 'preorder'; text: string }
  | { kind: 'no-price'; text: string };

const wholeDollars = madeOnFirstUse(() => new Intl.NumberFormat(SITE_LOCALE, { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 }));
const dollarsAndCents = madeOnFirstUse(() => new Intl.NumberFormat(SITE_LOCALE, { style: 'currency', currency: 'AUD', minimumFractionDigits: 2 }));

/**
 * "$34,990"; cents only when the amount has them ("$199.50"). Written here
 * without `Intl`, the same text as `Intl.NumberFormat('en-AU', { style:
 * 'currency', currency: 'AUD' })` (price-display.test.ts holds them
 * together): cards and the repayment calculator write prices as they
 * hydrate, and a page's first Intl formatter costs a phone about 110 ms
 * (formatters.ts).
 */
export function formatAud(amount: number): string {
  const cents = !Number.isInteger(amount);
  const digits = roundedDigits(Math.abs(amount), cents ? 2 : 0);
  if (!digits) return (cents ? dollarsAndCents() : wholeDollars()).format(amount);
  return `${writtenNegative(amount) ? '-' : ''}$${groupedDigits(digits.whole)}${cents ? `.${digits.fraction}` : ''}`;
}

export function priceDisplay(car: PriceDisplayFields, texts: Partial<Pick<Texts, 'noPrice'>> = {}): PriceDisplay {
  const subscription = car.subscription_price ?? 0;
  if (subscription > 0) {
    return { kind: 'subscription', amount: subscription, text: `${formatAud(subscription)}${SUBSCRIPTION_WEEK_SUFFIX}` };
  }
  const offer = car.offer_price ?? 0;
  if (offer > 0) {
    const was = earlierPrice(car, offer);
    return { kind: 'offer', amount: offer, text: formatAud(offer), ...(was === undefined ? {} : { was: { amount: was, text: formatAud(was) } }) };
  }
  const before = car.before_price ?? 0;
  if (car.price > MINIMUM_SHOWN_PRICE && before > car.price) {
    // A reduced price: the feed lowered `price` and kept the old one in before_price.
    return { kind: 'offer', amount: car.price, text: formatAud(car.price), was: { amount: before, text: formatAud(before) } };
  }
  if (car.price > MINIMUM_SHOWN_PRICE) return { kind: 'price', amount: car.price, text: formatAud(car.price) };
  if (car.preorder) return { kind: 'preorder', text: PREORDER_TEXT };
  return { kind: 'no-price', text: texts.noPrice ?? DEFAULT_NO_PRICE_TEXT };
}

/** The price struck through beside an offer: before_price, else the normal price, and only when higher than the offer. */
function earlierPrice(car: PriceDisplayFields, offer: number): number | undefined {
  const before = car.before_price ?? 0;
  if (before > offer) return before;
  if (car.price > MINIMUM_SHOWN_PRICE && car.price > offer) return car.price;
  return undefined;
}
