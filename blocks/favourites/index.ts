import { defineBlock } from '../../runtime/block-types';
import { Favourites } from './Favourites';
import { favouritesDefaults, favouritesSchema } from './schema';

export default defineBlock<typeof favouritesSchema>({
  type: 'favourites',
  label: 'Favourites',
  category: 'vehicle',
  description:
    'The favourites page: the cars the shopper saved on this device, with their price, key facts and status today (a sold car says so and offers Find Me Something Similar), each removable and comparable; an empty list leads to your stock.',
  schema: favouritesSchema,
  defaults: favouritesDefaults,
  component: Favourites,
});
