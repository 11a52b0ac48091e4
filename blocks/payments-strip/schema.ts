import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { PAYMENT_METHODS } from '../kit/payments/payment-methods';

export { PAYMENT_METHODS };

export const paymentsStripSchema = {
  type: 'object',
  title: 'Payments strip',
  description: 'The cards and wallets the dealer accepts online.',
  additionalProperties: false,
  properties: {
    methods: {
      type: 'array',
      title: 'Payment methods',
      items: {
        type: 'string',
        title: 'Payment method',
        enum: PAYMENT_METHODS,
        'x-editor': { labels: { mastercard: 'Mastercard', visa: 'Visa', maestro: 'Maestro', 'google-pay': 'Google Pay', 'apple-pay': 'Apple Pay' } },
      },
      uniqueItems: true,
      minItems: 1,
      default: PAYMENT_METHODS,
    },
    label: { type: 'string', title: 'Label', minLength: 1, default: 'Payments accepted' },
    showLabel: {
      type: 'boolean',
      title: 'Show the label',
      description: 'When hidden, screen readers still hear it.',
      default: true,
    },
  },
} as const;

export type PaymentsStripProps = FromSchema<typeof paymentsStripSchema>;

export const paymentsStripDefaults = defaultsOf(paymentsStripSchema);
