import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';

const shortText = <const Title extends string, const Default extends string>(title: Title, fallback: Default) =>
  ({ type: 'string', title, minLength: 1, maxLength: 60, default: fallback }) as const;

const shown = <const Title extends string>(title: Title) => ({ type: 'boolean', title, default: true }) as const;

export const vehiclePanelSchema = {
  type: 'object',
  title: 'Vehicle panel',
  description: "The car's name, price, key facts and tags, a SOLD notice once it has sold, and the buttons to call, enquire, finance or reserve it.",
  additionalProperties: false,
  properties: {
    actions: {
      type: 'object',
      title: 'Buttons to show',
      description:
        'Each shows only when the car and your settings allow it: Reserve only for a car that can be reserved online, Chat only with a chat address in your settings, Request more photos only where your site has its page (/request-photos), and so on.',
      additionalProperties: false,
      default: {},
      properties: {
        call: shown('Call'),
        finance: shown('Finance'),
        enquire: shown('Enquire'),
        'test-drive': shown('Book a test drive'),
        'trade-in': shown('Trade-in valuation'),
        chat: shown('Chat'),
        reserve: shown('Reserve'),
        'history-report': shown('Car history report'),
        location: shown('Location'),
        'online-purchase': shown('Buy online'),
        brochure: shown('Brochure (PDF)'),
        'photo-request': shown('Request more photos'),
      },
    },
    buttonLabels: {
      type: 'object',
      title: 'Button words',
      description: 'The finance button uses the finance button text in your site texts.',
      additionalProperties: false,
      default: {},
      properties: {
        call: shortText('Call', 'Call'),
        enquire: shortText('Enquire', 'Enquire Now'),
        'test-drive': shortText('Book a test drive', 'Book a Test Drive'),
        'trade-in': shortText('Trade-in valuation', 'Trade-in Valuation'),
        chat: shortText('Chat', 'Chat With Us'),
        reserve: shortText('Reserve', 'Reserve Now'),
        'history-report': shortText('Car history report', 'Car History Report'),
        location: shortText('Location', 'View Location'),
        'online-purchase': shortText('Buy online', 'Buy Online'),
        brochure: shortText('Brochure (PDF)', 'Download Brochure (PDF)'),
        'photo-request': shortText('Request more photos', 'Request More Photos'),
      },
    },
    actionsLabel: {
      ...shortText('Name of the button list', 'Next steps'),
      description: 'Read out by screen readers before the buttons.',
    },
    keyFactsHeading: {
      ...shortText('Key facts heading', 'At a Glance'),
      description: 'Another name than the Key information list further down the page, so the page has no two parts of one name.',
    },
    marketPriceBadge: {
      ...shortText('Below market price badge', 'Below Market Price'),
      description: "Shown when the car's price is more than $499 below its average market price.",
    },
    soldHeading: shortText('Sold notice heading', 'SOLD'),
    soldText: { type: 'string', title: 'Sold notice text', minLength: 1, maxLength: 200, default: 'This vehicle has been sold.' },
    findSimilarLabel: {
      ...shortText('Find similar button', 'Find Me Something Similar'),
      description: 'Searches for the same make, model and body at a price within 20% of the sold car.',
    },
  },
} as const;

export type VehiclePanelProps = FromSchema<typeof vehiclePanelSchema>;

export const vehiclePanelDefaults = defaultsOf(vehiclePanelSchema);
