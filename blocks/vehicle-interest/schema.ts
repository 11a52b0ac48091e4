import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { headingLevelField } from '../kit/fields/heading-level-field';

const words = <const Title extends string, const Default extends string>(title: Title, fallback: Default, maxLength: number) =>
  ({ type: 'string', title, minLength: 1, maxLength, default: fallback }) as const;

export const vehicleInterestSchema = {
  type: 'object',
  title: 'Interested in this vehicle?',
  description: 'The side panel with two benefits, Reserve Now and Trade In Valuation, each linking to its step when the car allows it; optionally your return policy.',
  additionalProperties: false,
  properties: {
    heading: words('Heading', 'Interested in this vehicle?', 80),
    headingLevel: headingLevelField([2, 3], 2, '2 for a panel of its own on the vehicle page, 3 inside a section with its own heading.'),
    reserveTitle: words('Reserve benefit', 'Reserve Now', 40),
    reserveText: words('Reserve benefit text', 'Secure the vehicle by card payment.', 200),
    tradeInTitle: words('Trade-in benefit', 'Trade In Valuation', 40),
    tradeInText: words('Trade-in benefit text', 'Instant trade-in price from an independent valuation tool.', 200),
    showReturnPolicy: {
      type: 'boolean',
      title: 'Show the return policy',
      description: 'Only where your dealer group offers it: return within 14 days, at most 500 km driven, with at least a quarter tank of fuel.',
      default: false,
    },
    returnPolicyHeading: words('Return policy heading', 'Return policy', 60),
  },
} as const;

export type VehicleInterestProps = FromSchema<typeof vehicleInterestSchema>;

export const vehicleInterestDefaults = defaultsOf(vehicleInterestSchema);
