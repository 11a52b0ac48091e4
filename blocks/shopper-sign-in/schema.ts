import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';

export const shopperSignInSchema = {
  type: 'object',
  title: 'Shopper sign-in',
  description: 'Sign-in by mobile number and a code sent by text message, for the watchlist and the pages you keep for signed-in shoppers (Gated routes in your settings).',
  additionalProperties: false,
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 120, default: 'Sign in to your watchlist' },
    intro: {
      type: 'string',
      title: 'Text under the heading',
      minLength: 1,
      maxLength: 300,
      default: 'Enter your mobile number and we will text you a 6-digit code. No password needed.',
    },
  },
} as const;

export type ShopperSignInProps = FromSchema<typeof shopperSignInSchema>;

export const shopperSignInDefaults = defaultsOf(shopperSignInSchema);
