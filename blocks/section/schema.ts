import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';

export const sectionSchema = {
  type: 'object',
  title: 'Section',
  description: 'A band across the page holding other blocks, with an optional heading and background.',
  additionalProperties: false,
  properties: {
    heading: { type: 'string', title: 'Heading', description: 'Leave empty for none.', maxLength: 120, default: '' },
    background: {
      type: 'string',
      title: 'Background',
      description: 'Main colour uses the theme’s main colour; it and dark turn the text white.',
      enum: ['default', 'muted', 'primary', 'dark'],
      'x-editor': { labels: { default: 'None (the page’s own)', muted: 'Light grey', primary: 'Main colour', dark: 'Dark' } },
      default: 'default',
    },
    padding: {
      type: 'string',
      title: 'Space above and below',
      enum: ['none', 'small', 'medium', 'large'],
      default: 'medium',
      'x-editor': { labels: { none: 'None', small: 'Small', medium: 'Medium', large: 'Large' } },
    },
    width: {
      type: 'string',
      title: 'Width',
      description: 'Narrow suits reading; full runs edge to edge.',
      enum: ['narrow', 'normal', 'full'],
      'x-editor': { labels: { narrow: 'Narrow', normal: 'Normal', full: 'Full width' } },
      default: 'normal',
    },
    anchor: {
      type: 'string',
      title: 'Anchor',
      description: 'Lets a link jump straight here, e.g. finance-form for /finance#finance-form.',
      pattern: '^[a-z][a-z0-9-]*$',
      'x-editor': { patternWords: 'be lower-case words joined by hyphens, starting with a letter, like finance-form' },
      maxLength: 64,
    },
  },
} as const;

export type SectionProps = FromSchema<typeof sectionSchema>;

export const sectionDefaults = defaultsOf(sectionSchema);
