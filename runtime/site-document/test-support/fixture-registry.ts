import { defineBlock } from '../../block-types';
import { createRegistry } from '../../registry';

/** Two small blocks, a card and a container, so document tests do not move when the starter blocks change. */
export const fixtureCard = defineBlock({
  type: 'test-card',
  label: 'Test card',
  category: 'content',
  description: 'A card with a title, a link and a date window.',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['title'],
    properties: {
      title: { type: 'string', minLength: 1 },
      href: { type: 'string', pattern: '^(/|https?://)' },
      count: { type: 'integer', minimum: 1, maximum: 12, default: 4 },
      tone: { type: 'string', enum: ['light', 'dark'], default: 'light' },
      accent: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
      start: { type: 'string', format: 'date-time' },
    },
  } as const,
  defaults: { title: 'Card', count: 4, tone: 'light' },
  component: ({ props }) => props.title,
});

export const fixtureSection = defineBlock({
  type: 'test-section',
  label: 'Test section',
  category: 'layout',
  description: 'A container with one slot.',
  schema: { type: 'object', additionalProperties: false, properties: { heading: { type: 'string' } } } as const,
  defaults: {},
  slots: ['content'],
  component: ({ slots }) => slots.content,
});

export const fixtureRegistry = createRegistry([fixtureCard, fixtureSection]);

/** A small document that is valid against the fixture registry. */
export function validFixtureDocument(): Record<string, unknown> {
  return {
    schemaVersion: 1,
    dealer: {
      slug: 'test-motors',
      name: 'Test Motors',
      template: 'independent',
      dealershipIds: [1],
      websiteId: 1,
      domains: ['test-motors.example.com'],
    },
    theme: { primaryColor: 'brand', palette: { brand: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1c7ed6', '#1971c2', '#1864ab'] } },
    promotions: [{ id: 'spring', title: 'Spring sale', start: '2026-09-01T00:00:00Z', expiry: '2026-10-01T00:00:00Z' }],
    pages: [
      {
        id: 'home',
        path: '/',
        title: 'Home',
        blocks: [
          { id: 'welcome', type: 'test-card', props: { title: 'Welcome' } },
          {
            id: 'offers',
            type: 'test-section',
            props: { heading: 'Offers' },
            slots: { content: [{ id: 'offer-1', type: 'test-card', props: { title: 'Offer', href: '/special-offers' } }] },
          },
        ],
      },
      { id: 'car', path: '/cars/:slug', title: 'Vehicle', blocks: [] },
    ],
  };
}
