import type { FromSchema } from 'json-schema-to-ts';
import { colourSchema } from './common';

const FONT_NAME = `(?:[A-Za-z0-9-][A-Za-z0-9 -]*|"[A-Za-z0-9][A-Za-z0-9 -]*"|'[A-Za-z0-9][A-Za-z0-9 -]*')`;
/**
 * A CSS font list: family names (quoted or not) of letters, digits, spaces
 * and hyphens, separated by commas. Nothing else, because the value is
 * written into the page's style element: no ;, braces, < or backslash.
 */
export const FONT_LIST_PATTERN = `^${FONT_NAME}(?: *, *${FONT_NAME})*$`;

const fontListSchema = { type: 'string', pattern: FONT_LIST_PATTERN, maxLength: 200 } as const;

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
    fontFamily: { ...fontListSchema, default: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
    headingFontFamily: fontListSchema,
    radius: { type: 'string', enum: ['xs', 'sm', 'md', 'lg', 'xl'], default: 'sm' },
    headerBackground: { ...colourSchema, default: '#ffffff' },
    headerText: { ...colourSchema, default: '#1a1b1e' },
    footerBackground: { ...colourSchema, default: '#1a1b1e' },
    footerText: { ...colourSchema, default: '#f1f3f5' },
  },
} as const;

export type Theme = FromSchema<typeof themeSchema>;
