import type { FromSchema } from 'json-schema-to-ts';
import { linkSchema } from './common';

/** A link as the editor names it: the words shoppers see, and where it goes. */
export const titledLinkSchema = {
  ...linkSchema,
  title: 'Link',
  properties: {
    label: { ...linkSchema.properties.label, title: 'Words shown' },
    href: { ...linkSchema.properties.href, title: 'Goes to', description: 'Start with / for a page on this site, or https:// for another site.' },
  },
} as const;

const menuItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['label'],
  title: 'Menu item',
  properties: {
    label: { type: 'string', minLength: 1, title: 'Words shown' },
    href: {
      ...titledLinkSchema.properties.href,
      description: 'Leave empty for an item that only opens its dropdown. Start with / for a page on this site, or https:// for another site.',
    },
    children: { type: 'array', items: titledLinkSchema, title: 'Dropdown links', description: 'A dropdown of links under this item.' },
    models: {
      type: 'boolean',
      title: "List your brands' models",
      description: 'The dropdown lists each brand your dealerships sell, with its logo, and its models in stock, each opening its search; any dropdown links follow them.',
    },
  },
} as const;

/** Header menu (with dropdowns and a More menu) and footer link groups. */
export const navigationSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  properties: {
    header: { type: 'array', items: menuItemSchema, default: [], title: 'Header menu', description: 'The main menu at the top of every page, in this order.' },
    more: { type: 'array', items: titledLinkSchema, default: [], title: 'More menu', description: "Links under the header's More menu." },
    footer: {
      type: 'array',
      default: [],
      title: 'Footer link groups',
      description: 'Groups of links at the foot of every page, each under its heading.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'links'],
        title: 'Link group',
        properties: {
          title: { type: 'string', minLength: 1, title: 'Heading' },
          links: { type: 'array', items: titledLinkSchema, title: 'Links' },
        },
      },
    },
  },
} as const;

export type Navigation = FromSchema<typeof navigationSchema>;
export type MenuItem = FromSchema<typeof menuItemSchema>;
export type Link = FromSchema<typeof linkSchema>;
