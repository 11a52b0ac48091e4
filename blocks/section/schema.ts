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
      description: 'Primary uses the theme colour; primary and dark turn the text white.',
      enum: ['default', 'muted', 'primary', 'dark'],
      default: 'default',
    },
    padding: { type: 'string', title: 'Space above and below', enum: ['none', 'small', 'medium', 'large'], default: 'medium' },
    width: {
      type: 'string',
      title: 'Width',
      description: 'Narrow suits reading; full runs edge to edge.',
      enum: ['narrow', 'normal', 'full'],
      default: 'normal',
    },
    anchor: {
      type: 'string',
      title: 'Anchor',
      description: 'Lets a link jump straight here, e.g. finance-form for /finance#finance-form.',
      pattern: '^[a-z][a-z0-9-]*$',
      maxLength: 64,
    },
  },
} as const;

export type SectionProps = FromSchema<typeof sectionSchema>;

export const sectionDefaults = defaultsOf(sectionSchema);
