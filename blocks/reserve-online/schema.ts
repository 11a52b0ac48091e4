import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { headingLevelField } from '../kit/fields/heading-level-field';

export const reserveOnlineSchema = {
  type: 'object',
  title: 'Reserve online',
  description:
    'Invites the shopper to reserve the car with a refundable deposit; the deposit and how long the car is held come from your reserve online settings. A car that cannot be reserved yet (coming soon, on hold for another shopper, no price online) shows why instead of the button; a sold car shows nothing here.',
  additionalProperties: false,
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 80, default: 'Reserve Online' },
    headingLevel: headingLevelField([2, 3], 2, '2 for a section of its own on the vehicle page, 3 inside a section with its own heading.'),
    buttonLabel: { type: 'string', title: 'Button words', minLength: 1, maxLength: 40, default: 'Reserve Now' },
    showPayments: { type: 'boolean', title: 'Show the payments accepted', default: true },
    paymentsLabel: { type: 'string', title: 'Payments accepted label', minLength: 1, maxLength: 60, default: 'Payments accepted' },
  },
} as const;

export type ReserveOnlineProps = FromSchema<typeof reserveOnlineSchema>;

export const reserveOnlineDefaults = defaultsOf(reserveOnlineSchema);
