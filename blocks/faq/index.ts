import { defineBlock } from '../../runtime/block-types';
import { Faq } from './Faq';
import { faqDefaults, faqSchema } from './schema';

export default defineBlock({
  type: 'faq',
  label: 'FAQ',
  category: 'content',
  description: 'Questions and answers as an accordion: each question opens its answer, by mouse, touch or keyboard.',
  schema: faqSchema,
  defaults: faqDefaults,
  component: Faq,
});
