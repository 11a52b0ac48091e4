import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { headingLevelField } from '../kit/fields/heading-level-field';

const CAR_TYPE_HELP = '{carType}s is replaced by the body type chosen in the plural ("SUVs"), {carType} by one ("SUV"); "Cars" and "Car" while none is chosen.';

const words = <const Title extends string, const Default extends string>(title: Title, fallback: Default, maxLength: number) =>
  ({ type: 'string', title, minLength: 1, maxLength, default: fallback }) as const;

/** Spec detail §2 "Budget finder", §4 "Budget panel": the spec's words are the defaults. */
export const budgetFinderSchema = {
  type: 'object',
  title: 'Budget finder',
  description: 'Find cars for a budget: typed in, or worked out from repayments and a deposit; body type tiles with counts; and a price slider.',
  additionalProperties: false,
  properties: {
    heading: words('Heading', 'Find cars for your budget', 80),
    headingLevel: headingLevelField([2, 3], 2, '2 for a block of its own on the page, 3 inside a section with its own heading. The price slider’s heading is one level below.'),
    viewButtonText: { ...words('Button', 'View {carType}s In This Range', 60), description: CAR_TYPE_HELP },
    noneFoundButtonText: { ...words('Button when the budget finds no car', '0 {carType}s Found', 60), description: CAR_TYPE_HELP },
    noneFoundText: { ...words('Message when the budget finds no car', 'No {carType}s found for this budget', 120), description: CAR_TYPE_HELP },
    priceHeading: words('Price slider heading', 'Or choose a price range', 80),
    priceButtonText: { ...words('Price slider button', 'Search This Price Range', 60), description: 'Opens the search for the prices chosen, dearest first.' },
    searchPath: {
      type: 'string',
      title: 'Search page',
      description: 'The page the buttons open, e.g. /search.',
      pattern: '^/(?!/)[^?#\\s]*$',
      'x-editor': { patternWords: 'be a page of this site starting with /, like /search, with no spaces, ? or #' },
      maxLength: 200,
      default: '/search',
    },
  },
} as const;

export type BudgetFinderProps = FromSchema<typeof budgetFinderSchema>;

export const budgetFinderDefaults = defaultsOf(budgetFinderSchema);
