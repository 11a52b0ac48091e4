import { defineBlock } from '../../runtime/block-types';
import { RichText } from './RichText';
import { richTextDefaults, richTextSchema } from './schema';

export default defineBlock({
  type: 'rich-text',
  label: 'Rich text',
  category: 'content',
  description: 'Formatted text written by the dealer, cleaned of anything unsafe.',
  schema: richTextSchema,
  defaults: richTextDefaults,
  component: RichText,
});
