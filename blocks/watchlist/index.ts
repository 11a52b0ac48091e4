import { defineBlock } from '../../runtime/block-types';
import { Watchlist } from './Watchlist';
import { watchlistDefaults, watchlistSchema } from './schema';

export default defineBlock<typeof watchlistSchema>({
  type: 'watchlist',
  label: 'Watchlist',
  category: 'vehicle',
  description:
    'The watchlist page: the cars a signed-in shopper saved on this site, each with its price, key facts and status today (a sold car offers Find Me Something Similar) and removable, with Sign out; a sign-in link when signed out.',
  schema: watchlistSchema,
  defaults: watchlistDefaults,
  component: Watchlist,
});
