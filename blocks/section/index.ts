import { defineBlock } from '../../runtime/block-types';
import { sectionDefaults, sectionSchema } from './schema';
import { Section } from './Section';

export default defineBlock({
  type: 'section',
  label: 'Section',
  category: 'layout',
  description: 'A band across the page for other blocks, with an optional heading, background and anchor.',
  schema: sectionSchema,
  defaults: sectionDefaults,
  slots: ['content'],
  component: Section,
});
