import type { FromSchema } from 'json-schema-to-ts';
import { colourSchema } from './common';

const FONT_NAME = `(?:[A-Za-z0-9-][A-Za-z0-9 -]*|"[A-Za-z0-9][A-Za-z0-9 -]*"|'[A-Za-z0-9][A-Za-z0-9 -]*')`;
/**
 * A CSS font list: family names (quoted or not) of letters, digits, spaces
 * and hyphens, separated by commas. Nothing else, because the value is
 * written into the page's style element: no ;, braces, < or backslash.
 */
export const FONT_LIST_PATTERN = `^${FONT_NAME}(?: *, *${FONT_NAME})*$`;

/** A colour's name in the theme: Mantine's own (blue) or one of the palette's. */
export const COLOUR_NAME_PATTERN = '^[a-z][a-zA-Z0-9]*$';

const fontListSchema = { type: 'string', pattern: FONT_LIST_PATTERN, maxLength: 200 } as const;

/** Mantine's built-in colour names, usable as a theme's primaryColor without a palette entry. */
export const MANTINE_COLOURS = ['dark', 'gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange'] as const;

/** The built-in colour names as a marketer reads them in a list: "dark, gray, … or orange". */
export const BUILT_IN_COLOURS_IN_WORDS = `${MANTINE_COLOURS.slice(0, -1).join(', ')} or ${MANTINE_COLOURS.at(-1)}`;

/** The dealer's look, expressed in Mantine's theme terms. */
export const themeSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  properties: {
    primaryColor: {
      type: 'string',
      pattern: COLOUR_NAME_PATTERN,
      default: 'blue',
      title: 'Main colour',
      description: `The colour of buttons and links: ${BUILT_IN_COLOURS_IN_WORDS}, or the name of one of your own colours below.`,
      'x-editor': { widget: 'theme-colour' },
    },
    primaryShade: {
      type: 'integer',
      minimum: 0,
      maximum: 9,
      default: 8,
      title: 'Shade of the main colour',
      description: 'From 0 (lightest) to 9 (darkest). 8 keeps white text on buttons readable with most colours.',
    },
    palette: {
      type: 'object',
      default: {},
      title: 'Your own colours',
      description: 'Each has a name (one word, like brandNavy) and ten shades from lightest to darkest. Use its name as the main colour.',
      propertyNames: { pattern: COLOUR_NAME_PATTERN },
      additionalProperties: { type: 'array', title: 'Shades', items: { ...colourSchema, title: 'Shade' }, minItems: 10, maxItems: 10 },
    },
    fontFamily: {
      ...fontListSchema,
      default: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      title: 'Font',
      description: 'Font names separated by commas; the first one the shopper’s device has is used.',
      'x-editor': { widget: 'font' },
    },
    headingFontFamily: { ...fontListSchema, title: 'Heading font', description: 'Leave empty to use the font above.', 'x-editor': { widget: 'font' } },
    radius: {
      type: 'string',
      enum: ['xs', 'sm', 'md', 'lg', 'xl'],
      default: 'sm',
      title: 'Corners',
      description: 'How round the corners of buttons, cards and boxes are.',
      'x-editor': { labels: { xs: 'Almost square', sm: 'Slightly rounded', md: 'Rounded', lg: 'Very rounded', xl: 'Most rounded' } },
    },
    headerBackground: { ...colourSchema, default: '#ffffff', title: 'Header background colour' },
    headerText: { ...colourSchema, default: '#1a1b1e', title: 'Header text colour' },
    footerBackground: { ...colourSchema, default: '#1a1b1e', title: 'Footer background colour' },
    footerText: { ...colourSchema, default: '#f1f3f5', title: 'Footer text colour' },
  },
} as const;

export type Theme = FromSchema<typeof themeSchema>;
