import type { FromSchema } from 'json-schema-to-ts';
import { linkTargetSchema, slugSchema, webAddressSchema } from './common';
import { leadDestinationsSchema } from './lead-destinations';

/** Routes a dealer can put behind sign-in (spec: roles and permissions). */
export const GATEABLE_ROUTES = ['checkout', 'finance', 'spin-to-win', 'online-payment', 'car-finance'] as const;

/** The largest reserve deposit a dealer may ask, in dollars: a deposit holds a car, it does not buy it. The reservations table holds the same ceiling in cents. */
export const MAX_DEPOSIT_DOLLARS = 10_000;
/** The longest a car may be held online: a week. */
export const MAX_HOLD_HOURS = 168;

export const FINANCE_PROVIDERS = ['weekly-recent-years', 'weekly', 'monthly'] as const;

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
      properties: {
        enabled: { type: 'boolean', default: true },
        usedWithPriceAndImagesOnly: {
          type: 'boolean',
          default: false,
          description: 'Some templates allow saving only used cars with a price above 0 and images.',
        },
      },
    },
    compare: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: { enabled: { type: 'boolean', default: false } },
    },
    watchlist: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: { enabled: { type: 'boolean', default: false } },
    },
    phoneReveal: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: { enabled: { type: 'boolean', default: true } },
    },
    reserveOnline: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        enabled: { type: 'boolean', default: false, description: 'The autograb option of the spec: online reservation on or off.' },
        depositDollars: {
          type: 'integer',
          minimum: 1,
          maximum: MAX_DEPOSIT_DOLLARS,
          default: 200,
          description: 'The refundable deposit a shopper pays to reserve a car online, in whole dollars.',
        },
        holdHours: { type: 'integer', minimum: 1, maximum: MAX_HOLD_HOURS, default: 48, description: 'How long a car reserved online is held before the hold lapses.' },
        route: { type: 'string', enum: ['checkout', 'buy-online'], default: 'checkout' },
      },
    },
    onlinePurchase: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        enabled: {
          type: 'boolean',
          default: false,
          description: 'Vehicle pages offer to buy the car online, through the checkout journey.',
        },
      },
    },
    chatUrl: {
      ...webAddressSchema,
      pattern: '^https://',
      description: "The dealer's live chat; vehicle pages show a chat button only when it is set. https only.",
    },
    finance: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        providers: {
          type: 'array',
          items: { type: 'string', enum: FINANCE_PROVIDERS },
          uniqueItems: true,
          default: ['weekly'],
        },
        excluded: { type: 'boolean', default: false, description: 'Hide every finance estimate for this dealer.' },
        defaultInterestRate: { type: 'number', minimum: 0, maximum: 30, default: 8.5 },
        personalisedFinance: {
          type: 'boolean',
          default: false,
          description: "The vehicle page's Get Finance button opens personalised finance (/personalised/finance?car_id=) instead of the finance route.",
        },
      },
    },
    tradeIn: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: { enabled: { type: 'boolean', default: true } },
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
      properties: {
        messageRequired: {
          type: 'boolean',
          default: true,
          description: 'Enquiry and test drive forms ask for a message before they send (spec detail §5: unless the dealer turns it off).',
        },
        locationChoice: {
          type: 'boolean',
          default: false,
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
          pattern: '^https://',
          title: 'Service booking page',
          description:
            "Where shoppers book a service online. Set, a service location's closed days show a link to it (Enquire Now) instead of Closed in its opening hours. https only.",
        },
        label: { type: 'string', minLength: 1, maxLength: 40, default: 'Enquire Now', title: 'Link text' },
      },
    },
    termsCheckbox: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: { required: { type: 'boolean', default: false } },
    },
    gatedRoutes: {
      type: 'array',
      items: { type: 'string', enum: GATEABLE_ROUTES },
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
          pattern: '^(G|GTM|UA|AW)-[A-Z0-9]{4,16}(-[0-9]{1,4})?$',
        },
      },
    },
    includeSoldCarsDays: { type: 'integer', minimum: 0, maximum: 60, default: 3 },
    searchVisibility: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        minImageCount: { type: 'integer', minimum: 0, default: 0 },
        inStockOnly: { type: 'boolean', default: false },
        excludePriceZeroFromPriceSort: { type: 'boolean', default: false },
      },
    },
    stockCount: {
      type: 'integer',
      minimum: 0,
      description: 'Shown instead of a result count above 1999.',
    },
    makeList: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        mode: { type: 'string', enum: ['first-7', 'popular'], default: 'first-7' },
        popularMakes: { type: 'array', items: slugSchema, default: [] },
      },
    },
    callToActionPosition: {
      type: 'integer',
      minimum: 1,
      default: 30,
      description: 'Where the call-to-action card sits in the car list.',
    },
    routes: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        finance: { ...linkTargetSchema, default: '/finance' },
        tradeIn: { ...linkTargetSchema, default: '/trade-in' },
        contact: { ...linkTargetSchema, default: '/contact' },
        service: { ...linkTargetSchema, default: '/service' },
      },
    },
  },
} as const;

export type Settings = FromSchema<typeof settingsSchema>;
