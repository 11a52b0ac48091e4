import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { linkTargetSchema } from '../../schemas/common';

export const favouritesSchema = {
  type: 'object',
  title: 'Favourites',
  description: 'The cars the shopper saved with the heart on this device, each with its price and whether it is still for sale today.',
  additionalProperties: false,
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 120, default: 'Your favourites' },
    emptyText: {
      type: 'string',
      title: 'Text when nothing is saved',
      minLength: 1,
      maxLength: 200,
      default: 'You have no favourites yet. Press the heart on any car to keep it here.',
    },
    browseText: { type: 'string', title: 'Link text to find cars', minLength: 1, maxLength: 60, default: 'Browse our stock' },
    browseHref: { ...linkTargetSchema, title: 'Link to find cars', default: '/search' },
    moveText: {
      type: 'string',
      title: 'Text offering the watchlist',
      description: 'Shown to a signed-in shopper where you have a watchlist: their favourites can join it, to see them on any device.',
      minLength: 1,
      maxLength: 200,
      default: 'You are signed in: keep these cars in your watchlist to see them on any device.',
    },
  },
} as const;

export type FavouritesProps = FromSchema<typeof favouritesSchema>;

export const favouritesDefaults = defaultsOf(favouritesSchema);
