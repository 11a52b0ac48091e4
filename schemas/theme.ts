import type { FromSchema } from 'json-schema-to-ts';
import { colourSchema } from './common';

/** The dealer's look, expressed in Mantine's theme terms. */
export const themeSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  properties: {
    primaryColor: {
      type: 'string',
      pattern: '^[a-z][a-zA-Z0-9]*$',
      default: 'blue',
      description: 'A Mantine colour name, or a name from the palette below.',
    },
    primaryShade: {
      type: 'integer',
      minimum: 0,
      maximum: 9,
      default: 8,
      description: 'Which of the ten shades buttons use; 8 keeps white text readable on most colours.',
    },
    palette: {
      type: 'object',
      default: {},
      propertyNames: { pattern: '^[a-z][a-zA-Z0-9]*$' },
      additionalProperties: { type: 'array', items: colourSchema, minItems: 10, maxItems: 10 },
    },
    fontFamily: { type: 'string', default: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
    headingFontFamily: { type: 'string' },
    radius: { type: 'string', enum: ['xs', 'sm', 'md', 'lg', 'xl'], default: 'sm' },
    headerBackground: { ...colourSchema, default: '#ffffff' },
    headerText: { ...colourSchema, default: '#1a1b1e' },
    footerBackground: { ...colourSchema, default: '#1a1b1e' },
    footerText: { ...colourSchema, default: '#f1f3f5' },
  },
} as const;

export type Theme = FromSchema<typeof themeSchema>;
