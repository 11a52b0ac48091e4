import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { linkTargetSchema } from '../../schemas/common';

export const watchlistSchema = {
  type: 'object',
  title: 'Watchlist',
  description: "The signed-in shopper's watchlist on this site.",
  additionalProperties: false,
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 120, default: 'Your watchlist' },
    emptyText: {
      type: 'string',
      title: 'Text when nothing is saved',
      minLength: 1,
      maxLength: 200,
      default: 'Your watchlist is empty. Press the heart on any car to keep an eye on it.',
    },
    signedOutText: {
      type: 'string',
      title: 'Text when signed out',
      minLength: 1,
      maxLength: 200,
      default: 'Sign in with your mobile number to see the cars you saved.',
    },
    browseText: { type: 'string', title: 'Link text to find cars', minLength: 1, maxLength: 60, default: 'Browse our stock' },
    browseHref: { ...linkTargetSchema, title: 'Link to find cars', default: '/search' },
  },
} as const;

export type WatchlistProps = FromSchema<typeof watchlistSchema>;

export const watchlistDefaults = defaultsOf(watchlistSchema);
