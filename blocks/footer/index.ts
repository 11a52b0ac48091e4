import { defineBlock } from '../../runtime/block-types';
import { Footer } from './Footer';
import { footerDefaults, footerSchema } from './schema';

export default defineBlock({
  type: 'footer',
  label: 'Footer',
  category: 'site',
  description: "The navigation's footer groups, a group named for the dealer with contact details, and the copyright line.",
  schema: footerSchema,
  defaults: footerDefaults,
  component: Footer,
});
