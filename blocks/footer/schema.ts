import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { titledLinkSchema } from '../../schemas/navigation';
import { phoneLabelsSchema } from '../kit/site-links/dealer-phones';

/** The link groups come from the site document's navigation; the block words the dealer's own group. */
export const footerSchema = {
  type: 'object',
  title: 'Footer',
  description: "Link groups, the dealer's contact details and the copyright line at the foot of every page.",
  additionalProperties: false,
  properties: {
    showDealerGroup: {
      type: 'boolean',
      title: "Show the dealer's group",
      description: "A group headed with the dealer's name: links about the dealer, address, phone numbers and social links.",
      default: true,
    },
    links: {
      type: 'array',
      title: "Links in the dealer's group",
      description: 'Pages about the dealer (About us, Teams, Careers, Blog, Privacy, Terms), listed under its name above the address.',
      items: titledLinkSchema,
      maxItems: 20,
      default: [],
    },
    address: {
      type: 'string',
      title: 'Address',
      description: 'One line per line of the address, as it should be read.',
      maxLength: 300,
      default: '',
    },
    phoneLabels: phoneLabelsSchema,
    copyrightNotice: {
      type: 'string',
      title: 'Copyright notice',
      description: 'Follows "© {year} {dealer name}."',
      default: 'All rights reserved.',
    },
  },
} as const;

export type FooterProps = FromSchema<typeof footerSchema>;

export const footerDefaults = defaultsOf(footerSchema);
