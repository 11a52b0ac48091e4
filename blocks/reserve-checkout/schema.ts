import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';

const words = <const Title extends string, const Default extends string>(title: Title, fallback: Default, maxLength: number) =>
  ({ type: 'string', title, minLength: 1, maxLength, default: fallback }) as const;

export const reserveCheckoutSchema = {
  type: 'object',
  title: 'Reserve checkout',
  description:
    'The page a shopper reserves the car on: the car, the deposit, the hold and that the deposit is refundable, the payments accepted, and the form. Put it on the page at /cars/:slug/checkout (or /cars/:slug/buy-online, as your reserve online settings choose).',
  additionalProperties: false,
  properties: {
    heading: words('Heading', 'Reserve this car online', 80),
    intro: {
      type: 'string',
      title: 'Text under the heading',
      maxLength: 500,
      default: 'Hold this car while you arrange to see it, test drive it or buy it. If you change your mind, your deposit is refunded in full.',
    },
    formHeading: words('Form heading', 'Your details', 80),
    submitLabel: words('Button words', 'Reserve this car', 40),
    showPayments: { type: 'boolean', title: 'Show the payments accepted', default: true },
    paymentsLabel: words('Payments accepted label', 'Payments accepted', 60),
  },
} as const;

export type ReserveCheckoutProps = FromSchema<typeof reserveCheckoutSchema>;

export const reserveCheckoutDefaults = defaultsOf(reserveCheckoutSchema);
