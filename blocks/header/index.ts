import { defineBlock } from '../../runtime/block-types';
import { Header } from './Header';
import { type HeaderData, loadHeader } from './load';
import { headerDefaults, headerSchema } from './schema';

export default defineBlock<typeof headerSchema, HeaderData>({
  type: 'header',
  label: 'Header',
  category: 'site',
  description:
    "Logo, main menu with dropdowns and More (a dropdown may list the models of the dealer's brands, under their logos), and a button listing the dealer's phone numbers.",
  schema: headerSchema,
  defaults: headerDefaults,
  load: loadHeader,
  component: Header,
});
