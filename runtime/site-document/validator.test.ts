import { describe, expect, it } from 'vitest';
import { formatError, type DocumentError } from '../../schemas/errors';
import { PAGE_PATH_WORDS } from '../../schemas/page';
import { fixtureRegistry, validFixtureDocument } from './test-support/fixture-registry';
import { registry } from '../../blocks';
import { blockNodeValidatorFor, siteDocumentValidatorFor, validateBlockNode, validateSiteDocument } from './validator';

type Doc = Record<string, any>;

function errorsAfter(change: (doc: Doc) => void): DocumentError[] {
  const doc = validFixtureDocument() as Doc;
  change(doc);
  return validateSiteDocument(doc, fixtureRegistry).errors;
}

describe('site document validation', () => {
  it("accepts a valid document and fills in the specs' defaults without touching the original", () => {
    const original = validFixtureDocument();
    const result = validateSiteDocument(original, fixtureRegistry);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    if (!result.valid) return;
    expect(result.document.texts.noPrice).toBe('Enquire for price.');
    expect(result.document.texts.newArrival).toBe('New Arrival');
    expect(result.document.texts.financeButton).toBe('Get Finance');
    expect(result.document.settings.includeSoldCarsDays).toBe(3);
    expect(result.document.settings.reserveOnline.depositDollars).toBe(200);
    expect(result.document.settings.reserveOnline.holdHours).toBe(48);
    expect(result.document.settings.captcha.enabled).toBe(true);
    expect(result.document.settings.callToActionPosition).toBe(30);
    expect(result.document.pages[0].blocks[0].props).toEqual({ title: 'Welcome', count: 4, tone: 'light' });
    expect(original).toEqual(validFixtureDocument());
  });

  const broken: [string, (doc: Doc) => void, DocumentError[]][] = [
    [
      'unknown block type',
      (doc) => (doc.pages[0].blocks[0].type = 'carousel-3000'),
      [{ path: '/pages/0/blocks/0/type', block: { type: 'carousel-3000', id: 'welcome' }, message: 'is an unknown block type "carousel-3000"' }],
    ],
    [
      'wrong prop type',
      (doc) => (doc.pages[0].blocks[0].props.title = 42),
      [{ path: '/pages/0/blocks/0/props/title', block: { type: 'test-card', id: 'welcome' }, message: 'must be text' }],
    ],
    [
      'missing required prop, inside a container slot',
      (doc) => delete doc.pages[0].blocks[1].slots.content[0].props.title,
      [{ path: '/pages/0/blocks/1/slots/content/0/props/title', block: { type: 'test-card', id: 'offer-1' }, message: 'is required' }],
    ],
    ['missing required dealer field', (doc) => delete doc.dealer.name, [{ path: '/dealer/name', message: 'is required' }]],
    [
      'bad colour in a block',
      (doc) => (doc.pages[0].blocks[0].props.accent = 'red'),
      [
        {
          path: '/pages/0/blocks/0/props/accent',
          block: { type: 'test-card', id: 'welcome' },
          message: 'must be a colour code like #1a2b3c (a # and six digits or letters a to f), or pick one',
        },
      ],
    ],
    [
      'bad colour in the theme palette',
      (doc) => (doc.theme.palette.brand[3] = '#12345'),
      [{ path: '/theme/palette/brand/3', message: 'must be a colour code like #1a2b3c (a # and six digits or letters a to f), or pick one' }],
    ],
    [
      'duplicate page path, also when only parameter names differ',
      (doc) => doc.pages.push({ id: 'car-by-id', path: '/cars/:id', title: 'Vehicle by id', blocks: [] }),
      [{ path: '/pages/2/path', message: '"/cars/:id" is already the path of page "car"' }],
    ],
    [
      'duplicate block id across slots',
      (doc) => (doc.pages[0].blocks[1].slots.content[0].id = 'welcome'),
      [{ path: '/pages/0/blocks/1/slots/content/0/id', block: { type: 'test-card', id: 'welcome' }, message: '"welcome" is already the id of the block at /pages/0/blocks/0' }],
    ],
    [
      'bad date',
      (doc) => (doc.pages[0].blocks[0].props.start = '31/12/2026'),
      [{ path: '/pages/0/blocks/0/props/start', block: { type: 'test-card', id: 'welcome' }, message: 'must be a date and time like 2026-12-01T09:00:00Z' }],
    ],
    [
      'unknown setting',
      (doc) => (doc.settings = { favourites: { enabled: true }, reserveOnlineNow: true }),
      [{ path: '/settings/reserveOnlineNow', message: 'is not a known field here' }],
    ],
    [
      'number out of range',
      (doc) => (doc.pages[0].blocks[0].props.count = 13),
      [{ path: '/pages/0/blocks/0/props/count', block: { type: 'test-card', id: 'welcome' }, message: 'must be at most 12' }],
    ],
    [
      'value not in the list',
      (doc) => (doc.pages[0].blocks[0].props.tone = 'loud'),
      [{ path: '/pages/0/blocks/0/props/tone', block: { type: 'test-card', id: 'welcome' }, message: 'must be one of: light, dark' }],
    ],
    [
      'unknown prop on a block',
      (doc) => (doc.pages[0].blocks[0].props.colour = '#000000'),
      [{ path: '/pages/0/blocks/0/props/colour', block: { type: 'test-card', id: 'welcome' }, message: 'is not a known field here' }],
    ],
    [
      'slot a block does not have',
      (doc) => (doc.pages[0].blocks[0].slots = { content: [] }),
      [{ path: '/pages/0/blocks/0/slots', block: { type: 'test-card', id: 'welcome' }, message: 'is not a known field here' }],
    ],
    ['page path with spaces', (doc) => (doc.pages[1].path = '/special offers'), [{ path: '/pages/1/path', message: `must be ${PAGE_PATH_WORDS}` }]],
    ['no home page', (doc) => (doc.pages[0].path = '/welcome'), [{ path: '/pages', message: 'must include a home page with path "/"' }]],
    ['promotion that ends before it starts', (doc) => (doc.promotions[0].expiry = '2026-08-01T00:00:00Z'), [{ path: '/promotions/0/expiry', message: 'must be after the start' }]],
    [
      "primary colour that is neither Mantine's nor in the palette",
      (doc) => (doc.theme.primaryColor = 'toyotaRed'),
      [
        {
          path: '/theme/primaryColor',
          message: 'must be a colour name (dark, gray, red, pink, grape, violet, indigo, blue, cyan, teal, green, lime, yellow or orange) or the name of one of your own colours',
        },
      ],
    ],
    ['dealer slug with capitals', (doc) => (doc.dealer.slug = 'Test_Motors'), [{ path: '/dealer/slug', message: 'must be lower-case words joined by hyphens, like my-dealer' }]],
    [
      'block id with a space',
      (doc) => (doc.pages[0].blocks[0].id = 'hero banner'),
      [{ path: '/pages/0/blocks/0/id', block: { type: 'test-card', id: 'hero banner' }, message: 'must be letters, digits, - and _ only (at most 64)' }],
    ],
    ['block without a type', (doc) => delete doc.pages[0].blocks[0].type, [{ path: '/pages/0/blocks/0/type', message: 'is required' }]],
    ['schemaVersion newer than the platform', (doc) => (doc.schemaVersion = 99), [{ path: '/schemaVersion', message: 'must be at most 1' }]],
  ];

  it.each(broken)('names the path, the block and the problem: %s', (_name, change, expected) => {
    expect(errorsAfter(change)).toEqual(expected);
  });

  it('formats an error on one line a person can act on', () => {
    const [error] = errorsAfter((doc) => (doc.pages[0].blocks[0].props.title = 42));
    expect(formatError(error)).toBe('/pages/0/blocks/0/props/title (in test-card block "welcome"): must be text');
  });
});

describe('one block checked alone', () => {
  it('editor validation: the block validator is the one the document validator compiled, not a second compile', () => {
    const refs = (siteDocumentValidatorFor(registry) as unknown as { schemaEnv: { refs: Record<string, { validate: unknown }> } }).schemaEnv.refs;
    expect(blockNodeValidatorFor(registry)).toBe(refs['#/$defs/block']!.validate);
  });

  it('editor validation: a block is valid or not as it would be in the document, and comes back with its defaults filled in', () => {
    const valid = validateBlockNode({ id: 'card', type: 'promo-card', props: { title: 'Summer sale' } }, registry);
    expect(valid.valid).toBe(true);
    expect((valid.copy as { props: Record<string, unknown> }).props).toMatchObject({ title: 'Summer sale', cta: 'Find out more' });
    expect(validateBlockNode({ id: 'card', type: 'promo-card', props: { title: '' } }, registry).valid).toBe(false);
    expect(validateBlockNode({ id: 'card', type: 'no-such-block', props: {} }, registry).valid).toBe(false);
    expect(validateBlockNode({ id: 'section', type: 'section', slots: { content: [{ id: 'card', type: 'promo-card', props: { title: 'x'.repeat(121) } }] } }, registry).valid).toBe(
      false,
    );
  });
});
