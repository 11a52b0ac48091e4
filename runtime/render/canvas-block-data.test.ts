import { describe, expect, it, vi } from 'vitest';
import { defineBlock } from '../block-types';
import type { DataAccess } from '../data-access';
import { createRegistry } from '../registry';
import { fixtureRegistry, validFixtureDocument } from '../site-document/test-support/fixture-registry';
import { validSite } from '../site-document/test-support/valid-site';
import { loadCanvasBlockData } from './canvas-block-data';
import { createSiteContext } from './site-context';

const stock = defineBlock({
  type: 'stock',
  label: 'Stock',
  category: 'content',
  description: 'Cars of a make under a heading.',
  schema: { type: 'object', properties: { heading: { type: 'string' }, make: { type: 'string' } } } as const,
  defaults: {},
  load: async (props) => {
    await Promise.resolve();
    if (props.make === 'fail') throw new Error('database away');
    return { make: props.make, listedAt: new Date('2026-11-27T08:00:00Z') };
  },
  component: () => null,
});
const heading = defineBlock({
  type: 'heading',
  label: 'Heading',
  category: 'content',
  description: 'Words.',
  schema: { type: 'object' } as const,
  defaults: {},
  component: () => null,
});
const registry = createRegistry([stock, heading]);
const document = validSite(validFixtureDocument(), fixtureRegistry);
const ctx = { site: createSiteContext({ document, basePath: '', page: document.pages[0]!, mode: 'editor' }), data: {} as DataAccess };

describe('block data for the editor canvas', () => {
  it('live canvas: gives each block its data with the props its loader read, a heading edit leaving it as it is', async () => {
    const [result] = await loadCanvasBlockData([{ type: 'stock', props: { heading: 'Our Toyotas', make: 'Toyota' } }], registry, ctx);
    // As JSON, as the canvas receives it: a date arrives as its ISO text.
    expect(result).toEqual({ ok: true, data: { make: 'Toyota', listedAt: '2026-11-27T08:00:00.000Z' }, reads: ['make'] });
  });

  it('live canvas: a block without a loader has no data; an unknown or failing one fails alone, in dealer words', async () => {
    const log = vi.fn();
    const results = await loadCanvasBlockData(
      [
        { type: 'heading', props: {} },
        { type: 'retired-block', props: {} },
        { type: 'stock', props: { make: 'fail' } },
        { type: 'stock', props: { make: 'Mazda' } },
      ],
      registry,
      ctx,
      log,
    );
    expect(results.map((result) => result.ok)).toEqual([true, false, false, true]);
    expect(results[0]).toEqual({ ok: true, data: null, reads: [] });
    expect(results[1]).toMatchObject({ message: 'Unknown block type "retired-block"' });
    expect(results[2]).toEqual({ ok: false, reads: ['make'], message: 'Stock: its data could not be loaded' });
    expect(log).toHaveBeenCalledOnce();
  });
});
