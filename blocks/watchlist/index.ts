import { defineBlock } from '../../runtime/block-types';
import { Watchlist } from './Watchlist';
import { watchlistDefaults, watchlistSchema } from './schema';

export default defineBlock<typeof watchlistSchema>({
  type: 'watchlist',
  label: 'Watchlist',
  category: 'vehicle',
  description: 'The watchlist page: the cars a signed-in shopper saved on this site, each removable; a sign-in link when signed out.',
  schema: watchlistSchema,
  defaults: watchlistDefaults,
  component: Watchlist,
});
