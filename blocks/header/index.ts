import { defineBlock } from '../../runtime/block-types';
import { Header } from './Header';
import { headerDefaults, headerSchema } from './schema';

export default defineBlock({
  type: 'header',
  label: 'Header',
  category: 'site',
  description: "Logo, main menu with dropdowns and More, and a button listing the dealer's phone numbers.",
  schema: headerSchema,
  defaults: headerDefaults,
  component: Header,
});
