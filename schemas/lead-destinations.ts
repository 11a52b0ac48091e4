import type { FromSchema } from 'json-schema-to-ts';

/** A sales desk, its manager and a CRM inbox or two; each address gets one email per lead. */
export const MAX_LEAD_EMAIL_ADDRESSES = 10;

/**
 * https anywhere, or plain http to this machine (localhost, 127.x.x.x,
 * [::1]) for trying a CRM out on a laptop. A production server refuses plain
 * http and any loopback or private address when it sends
 * (runtime/server/leads/webhook-address.ts), so a marketer cannot make it
 * call the platform's own services.
 */
export const WEBHOOK_ADDRESS_PATTERN = '^(https://|http://(localhost|127\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}|\\[::1\\])(:[0-9]{1,5})?(/|$))';

/**
 * Where a dealer's leads are sent as they arrive. None by default: a dealer
 * without destinations still has every lead stored, and nothing is queued
 * for sending. Nothing secret belongs here (the document is the marketer's
 * to edit and export): a webhook's signing key is derived on the server from
 * LEAD_WEBHOOK_SECRET and the site.
 */
export const leadDestinationsSchema = {
  type: 'object',
  title: 'Where leads are sent',
  description: 'Every enquiry, test drive and contact request from the website goes to these addresses as it arrives.',
  additionalProperties: false,
  default: {},
  properties: {
    emails: {
      type: 'array',
      title: 'Email addresses',
      description: 'Each lead is emailed to every address, with an ADF file attached that dealer CRMs read. Leave empty to keep leads on the platform only.',
      items: { type: 'string', title: 'Email address', format: 'email', maxLength: 254 },
      maxItems: MAX_LEAD_EMAIL_ADDRESSES,
      uniqueItems: true,
      default: [],
    },
    webhookUrl: {
      type: 'string',
      title: 'CRM webhook address',
      description:
        "Optional: each lead is also posted as JSON to this https address, signed so your CRM can check it came from us. Ask the platform team for the site's signing key.",
      format: 'uri',
      maxLength: 2000,
      pattern: WEBHOOK_ADDRESS_PATTERN,
    },
  },
} as const;

export type LeadDestinations = FromSchema<typeof leadDestinationsSchema>;
