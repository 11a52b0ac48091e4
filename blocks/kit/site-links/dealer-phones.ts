import type { Dealer } from '../../../schemas/dealer';

/** The override number is the dealer's main line; the others answer for one kind of car. */
export const DEALER_PHONE_KINDS = ['override', 'new', 'used', 'demo'] as const;

export type DealerPhoneKind = (typeof DEALER_PHONE_KINDS)[number];

/** Shared by the blocks that list the dealer's numbers, so a dealer words them once per block the same way. */
export const phoneLabelsSchema = {
  type: 'object',
  title: 'Phone labels',
  description: "What each of the dealer's numbers is called where they are listed.",
  additionalProperties: false,
  default: {},
  properties: {
    override: { type: 'string', title: 'Main number', minLength: 1, default: 'Sales' },
    new: { type: 'string', title: 'New cars number', minLength: 1, default: 'New cars' },
    used: { type: 'string', title: 'Used cars number', minLength: 1, default: 'Used cars' },
    demo: { type: 'string', title: 'Demo cars number', minLength: 1, default: 'Demo cars' },
  },
} as const;

export interface DealerPhone {
  kind: DealerPhoneKind;
  label: string;
  number: string;
  href: string;
}

/** Phones dial digits and a leading plus only; spaces and brackets are for reading. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^0-9+]/g, '')}`;
}

/** The numbers the dealer has, main line first. */
export function dealerPhones(phones: Dealer['phones'], labels: Readonly<Record<DealerPhoneKind, string>>): DealerPhone[] {
  return DEALER_PHONE_KINDS.flatMap((kind) => {
    const number = phones?.[kind];
    return number ? [{ kind, label: labels[kind], number, href: telHref(number) }] : [];
  });
}
