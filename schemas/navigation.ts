import type { FromSchema } from 'json-schema-to-ts';
import { linkSchema } from './common';

const menuItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['label'],
  properties: {
    label: { type: 'string', minLength: 1 },
    href: linkSchema.properties.href,
    children: { type: 'array', items: linkSchema, description: 'A dropdown of links under this item.' },
  },
} as const;

/** Header menu (with dropdowns and a More menu) and footer link groups. */
export const navigationSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  properties: {
    header: { type: 'array', items: menuItemSchema, default: [] },
    more: { type: 'array', items: linkSchema, default: [], description: "Links under the header's More menu." },
    footer: {
      type: 'array',
      default: [],
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'links'],
        properties: {
          title: { type: 'string', minLength: 1 },
          links: { type: 'array', items: linkSchema },
        },
      },
    },
  },
} as const;

export type Navigation = FromSchema<typeof navigationSchema>;
export type MenuItem = FromSchema<typeof menuItemSchema>;
export type Link = FromSchema<typeof linkSchema>;
