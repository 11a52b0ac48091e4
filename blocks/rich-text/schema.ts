import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';

export const richTextSchema = {
  type: 'object',
  title: 'Rich text',
  description: 'Formatted text: headings, paragraphs, lists, links, pictures and tables.',
  additionalProperties: false,
  required: ['html'],
  properties: {
    html: {
      type: 'string',
      title: 'Text',
      description: 'What shoppers read, with headings, lists and links.',
      contentMediaType: 'text/html',
      maxLength: 50000,
      default: '',
    },
  },
} as const;

export type RichTextProps = FromSchema<typeof richTextSchema>;

/** A new block starts with a sample to edit; a block written without text shows none. */
export const richTextDefaults: RichTextProps = {
  ...defaultsOf(richTextSchema),
  html: '<h2>Why buy from us</h2><p>Every car is inspected, serviced and ready to drive away.</p>',
};
