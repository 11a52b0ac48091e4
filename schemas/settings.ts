import type { FromSchema } from 'json-schema-to-ts';
import { HTTPS_ONLY_PATTERN, linkTargetSchema, slugSchema, webAddressSchema } from './common';
import { ANALYTICS_ID_PATTERN } from './analytics-id';
import { DEFAULT_INTEREST_RATE, FINANCE_PROVIDERS, MAX_INTEREST_RATE } from './finance-settings';
import { leadDestinationsSchema } from './lead-destinations';

/** Routes a dealer can put behind sign-in (spec: roles and permissions). */
export const GATEABLE_ROUTES = ['checkout', 'finance', 'spin-to-win', 'online-payment', 'car-finance'] as const;

/** The largest reserve deposit a dealer may ask, in dollars: a deposit holds a car, it does not buy it. The reservations table holds the same ceiling in cents. */
export const MAX_DEPOSIT_DOLLARS = 10_000;
/** The longest a car may be held online: a week. */
export const MAX_HOLD_HOURS = 168;

/** The switches that make one dealer's site behave differently from another's. */
export const settingsSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  properties: {
    favourites: {
      type: 'object',
      additionalProperties: false,
      default: {},
      title: 'Favourites',
      properties: {
        enabled: { type: 'boolean', default: true, title: 'Shoppers can save cars', description: 'A heart on each car saves it to their favourites on this device.' },
        usedWithPriceAndImagesOnly: {
          type: 'boolean',
          default: false,
          title: 'Only used cars with a price and photos',
          description: 'Only used cars showing a price and at least one photo can be saved.',
        },
      },
    },
    compare: {
      type: 'object',
      additionalProperties: false,
      default: {},
      title: 'Compare cars',
      properties: { enabled: { type: 'boolean', default: false, title: 'Shoppers can compare cars', description: 'Up to 3 cars side by side.' } },
    },
    watchlist: {
      type: 'object',
      additionalProperties: false,
      default: {},
      title: 'Watchlist',
      properties: {
        enabled: {
          type: 'boolean',
          default: false,
          title: 'Signed-in shoppers keep a watchlist',
          description: 'Shoppers who sign in with their mobile number see their saved cars on any device.',
        },
      },
    },
    phoneReveal: {
      type: 'object',
      additionalProperties: false,
      default: {},
      title: 'Phone numbers',
      properties: {
        enabled: {
          type: 'boolean',
          default: true,
          title: 'Hide part of each number until tapped',
          description: 'Each tap is counted, so you see how many shoppers asked for a number.',
        },
      },
    },
    reserveOnline: {
      type: 'object',
      additionalProperties: false,
      default: {},
      title: 'Reserve online',
      properties: {
        enabled: { type: 'boolean', default: false, title: 'Shoppers can reserve a car online', description: 'They pay a refundable deposit and the car is held for them.' },
        depositDollars: {
          type: 'integer',
          minimum: 1,
          maximum: MAX_DEPOSIT_DOLLARS,
          default: 200,
          title: 'Deposit ($)',
          description: 'The refundable deposit a shopper pays to reserve a car online, in whole dollars.',
        },
        holdHours: {
          type: 'integer',
          minimum: 1,
          maximum: MAX_HOLD_HOURS,
          default: 48,
          title: 'Hold (hours)',
          description: 'How long a car reserved online is held for the shopper.',
        },
        route: {
          type: 'string',
          enum: ['checkout', 'buy-online'],
          default: 'checkout',
          title: 'Reserve page',
          description: 'The page a shopper reserves on; the vehicle page links to it.',
          'x-editor': { labels: { checkout: 'Checkout (…/checkout after the car’s address)', 'buy-online': 'Buy online (…/buy-online after the car’s address)' } },
        },
      },
    },
    onlinePurchase: {
      type: 'object',
      additionalProperties: false,
      default: {},
      title: 'Buy online',
      properties: {
        enabled: {
          type: 'boolean',
          default: false,
          title: 'Shoppers can buy a car online',
          description: 'Vehicle pages offer to buy the car online, through the checkout pages.',
        },
      },
    },
    chatUrl: {
      ...webAddressSchema,
      pattern: HTTPS_ONLY_PATTERN,
      title: 'Live chat address',
      description: 'Your live chat page, starting with https://. Vehicle pages show a Chat button only when it is set.',
    },
    finance: {
      type: 'object',
      additionalProperties: false,
      default: {},
      title: 'Finance',
      properties: {
        providers: {
          type: 'array',
          title: 'Finance estimates shown',
          description: 'Each car shows the first of these its lender gives an estimate for.',
          items: {
            type: 'string',
            enum: FINANCE_PROVIDERS,
            title: 'Estimate',
            'x-editor': {
              labels: {
                'weekly-recent-years': 'Weekly, for cars up to 12 years old (10% deposit)',
                weekly: 'Weekly',
                monthly: 'Monthly',
              },
            },
          },
          uniqueItems: true,
          default: ['weekly'],
        },
        excluded: { type: 'boolean', default: false, title: 'Hide finance estimates', description: 'No car on the site shows a finance estimate.' },
        defaultInterestRate: {
          type: 'number',
          minimum: 0,
          maximum: MAX_INTEREST_RATE,
          default: DEFAULT_INTEREST_RATE,
          title: 'Interest rate (% a year)',
          description: 'The rate the repayment calculator starts from.',
        },
        personalisedFinance: {
          type: 'boolean',
          default: false,
          title: 'Personalised finance',
          description: "The vehicle page's Get Finance button opens the personalised finance page for that car instead of your finance page.",
        },
      },
    },
    tradeIn: {
      type: 'object',
      additionalProperties: false,
      default: {},
      title: 'Trade-in',
      properties: { enabled: { type: 'boolean', default: true, title: 'Offer trade-in valuations', description: 'Vehicle pages and cards link to your trade-in page.' } },
    },
    captcha: {
      type: 'object',
      additionalProperties: false,
      default: {},
      title: 'Spam check',
      properties: {
        enabled: {
          type: 'boolean',
          default: true,
          title: 'Check forms for robots',
          description:
            "A quick check runs on the shopper's own phone or computer before an enquiry is sent, so robots cannot flood you with fake leads. No outside service sees your shoppers.",
        },
      },
    },
    forms: {
      type: 'object',
      additionalProperties: false,
      default: {},
      title: 'Enquiry forms',
      properties: {
        messageRequired: {
          type: 'boolean',
          default: true,
          title: 'A message is required',
          description: 'Enquiry and test drive forms ask for a message before they send.',
        },
        locationChoice: {
          type: 'boolean',
          default: false,
          title: 'Ask which location',
          description: 'Enquiry forms ask which location the shopper wants to deal with; the choice is then required.',
        },
      },
    },
    leadDelivery: leadDestinationsSchema,
    serviceBooking: {
      type: 'object',
      additionalProperties: false,
      default: {},
      title: 'Online service booking',
      properties: {
        url: {
          ...webAddressSchema,
          pattern: HTTPS_ONLY_PATTERN,
          title: 'Service booking page',
          description:
            "Where shoppers book a service online, starting with https://. Once it is set, a service location's closed days show a link to it (Enquire Now) instead of Closed in its opening hours.",
        },
        label: { type: 'string', minLength: 1, maxLength: 40, default: 'Enquire Now', title: 'Link text' },
      },
    },
    termsCheckbox: {
      type: 'object',
      additionalProperties: false,
      default: {},
      title: 'Terms and conditions',
      properties: {
        required: { type: 'boolean', default: false, title: 'Shoppers must accept the terms', description: 'Forms show a tick box the shopper must tick before sending.' },
      },
    },
    gatedRoutes: {
      type: 'array',
      title: 'Pages for signed-in shoppers only',
      description: 'A shopper must sign in with their mobile number before these pages open.',
      items: {
        type: 'string',
        enum: GATEABLE_ROUTES,
        title: 'Group of pages',
        'x-editor': {
          labels: {
            checkout: 'Reserve and buy online',
            finance: 'Finance and finance applications',
            'spin-to-win': 'Spin to win',
            'online-payment': 'Online payment',
            'car-finance': 'Personalised finance',
          },
        },
      },
      uniqueItems: true,
      default: [],
    },
    analytics: {
      type: 'object',
      additionalProperties: false,
      default: {},
      title: 'Analytics',
      properties: {
        id: {
          type: 'string',
          title: 'Analytics or Tag Manager ID',
          description: 'e.g. G-AB12CD34EF or GTM-AB12CD3. Each enquiry sent from your site is reported with it, for your analytics to count.',
          pattern: ANALYTICS_ID_PATTERN,
        },
      },
    },
    includeSoldCarsDays: {
      type: 'integer',
      minimum: 0,
      maximum: 60,
      default: 3,
      title: 'Days a sold car stays in search',
      description: 'Shown as sold for this many days after it sells; 0 takes it off at once.',
    },
    searchVisibility: {
      type: 'object',
      additionalProperties: false,
      default: {},
      title: 'Which cars search shows',
      properties: {
        minImageCount: { type: 'integer', minimum: 0, default: 0, title: 'Fewest photos a car needs', description: 'Cars with fewer photos stay out of search.' },
        inStockOnly: { type: 'boolean', default: false, title: 'Only cars in stock', description: 'Cars coming soon and sold cars stay out of search.' },
        excludePriceZeroFromPriceSort: {
          type: 'boolean',
          default: false,
          title: 'Cars without a price last when sorting by price',
          description: 'Cars with no price online go to the end when shoppers sort by price.',
        },
      },
    },
    stockCount: {
      type: 'integer',
      minimum: 0,
      title: 'Stock count to show',
      description: 'Shown instead of the number of results when there are more than 1999 cars.',
    },
    makeList: {
      type: 'object',
      additionalProperties: false,
      default: {},
      title: 'Makes in the search filters',
      properties: {
        mode: {
          type: 'string',
          enum: ['first-7', 'popular'],
          default: 'first-7',
          title: 'Makes shown before Show all makes',
          'x-editor': { labels: { 'first-7': 'The first 7 in stock', popular: 'Your popular makes (below)' } },
        },
        popularMakes: {
          type: 'array',
          items: { ...slugSchema, title: 'Make' },
          default: [],
          title: 'Popular makes',
          description: 'In lower case with hyphens for spaces, like toyota or land-rover.',
        },
      },
    },
    callToActionPosition: {
      type: 'integer',
      minimum: 1,
      default: 30,
      title: 'Call-to-action card position',
      description: 'Its place among the search results: the higher the number, the further down the list.',
    },
    routes: {
      type: 'object',
      additionalProperties: false,
      default: {},
      title: 'Your main pages',
      description: 'Where buttons across the site send shoppers: a page of this site starting with /, or another site starting with https://.',
      properties: {
        finance: { ...linkTargetSchema, default: '/finance', title: 'Finance page' },
        tradeIn: { ...linkTargetSchema, default: '/trade-in', title: 'Trade-in page' },
        contact: { ...linkTargetSchema, default: '/contact', title: 'Contact page' },
        service: { ...linkTargetSchema, default: '/service', title: 'Service page' },
      },
    },
  },
} as const;

export type Settings = FromSchema<typeof settingsSchema>;
