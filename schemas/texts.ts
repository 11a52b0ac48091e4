import type { FromSchema } from 'json-schema-to-ts';

/** Wording a dealer may change; the defaults are the specs' own words. */
export const textsSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  properties: {
    noPrice: { type: 'string', default: 'Enquire for price.' },
    newArrival: { type: 'string', default: 'New Arrival' },
    financeButton: { type: 'string', default: 'Get Finance' },
    preApprovedCta: { type: 'string', default: 'Get Pre-Approved Now' },
    preApproved: { type: 'string', default: 'Pre-Approved' },
    dealerCommentsPending: {
      type: 'string',
      default: 'Dealer comments are pending. Please check back here later.',
    },
    notFoundTitle: { type: 'string', default: 'Page not found' },
    notFoundMessage: {
      type: 'string',
      default: 'The page you were looking for has moved or no longer exists.',
    },
  },
} as const;

export type Texts = FromSchema<typeof textsSchema>;
