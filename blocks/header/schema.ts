import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { phoneLabelsSchema } from '../kit/site-links/dealer-phones';

/** The menus and numbers come from the site document; the block only words its own buttons. */
export const headerSchema = {
  type: 'object',
  title: 'Header',
  description: "The dealer's logo, main menu and phone numbers at the top of every page.",
  additionalProperties: false,
  properties: {
    moreLabel: {
      type: 'string',
      title: 'More menu label',
      description: "Names the menu holding the navigation's More links.",
      minLength: 1,
      default: 'More',
    },
    menuLabel: {
      type: 'string',
      title: 'Phone menu label',
      description: 'Names the button that opens the whole menu on phones.',
      minLength: 1,
      default: 'Menu',
    },
    showPhones: {
      type: 'boolean',
      title: 'Show phone numbers',
      description: "A button that lists the dealer's numbers, each one tap to call.",
      default: true,
    },
    phoneButtonLabel: { type: 'string', title: 'Phone button label', minLength: 1, default: 'Call us' },
    showSavedCars: {
      type: 'boolean',
      title: 'Show saved cars',
      description: 'A link to the cars the shopper saved, with their count: favourites, or the watchlist once signed in (with Sign out). Shown where you have either turned on.',
      default: true,
    },
    favouritesLabel: { type: 'string', title: 'Favourites link label', minLength: 1, maxLength: 40, default: 'Favourites' },
    watchlistLabel: { type: 'string', title: 'Watchlist link label', minLength: 1, maxLength: 40, default: 'Watchlist' },
    signOutLabel: { type: 'string', title: 'Sign out button label', minLength: 1, maxLength: 40, default: 'Sign out' },
    phoneLabels: phoneLabelsSchema,
  },
} as const;

export type HeaderProps = FromSchema<typeof headerSchema>;

export const headerDefaults = defaultsOf(headerSchema);
