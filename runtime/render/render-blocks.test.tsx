import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BlockNode } from '../../schemas/block-node';
import { defineBlock } from '../block-types';
import type { DataAccess } from '../data-access';
import { createRegistry } from '../registry';
import { fixtureRegistry, validFixtureDocument } from '../site-document/test-support/fixture-registry';
import { loadBlockData, MAX_LOADS_AT_ONCE, renderBlocks } from './render-blocks';
import { createSiteContext } from './site-context';
import { validSite } from '../site-document/test-support/valid-site';

const text = defineBlock({
  type: 'text',
  label: 'Text',
  category: 'content',
  description: 'Says its words.',
  schema: { type: 'object', properties: { words: { type: 'string' } } } as const,
  defaults: {},
  component: ({ props }) => <p>{props.words}</p>,
});
const broken = defineBlock({
  type: 'broken',
  label: 'Broken',
  category: 'content',
  description: 'Throws while rendering.',
  schema: { type: 'object' } as const,
  defaults: {},
  component: () => {
    throw new Error('boom');
  },
});
const loaded = defineBlock({
  type: 'loaded',
  label: 'Loaded',
  category: 'content',
  description: 'Shows what its loader found.',
  schema: { type: 'object', properties: { key: { type: 'string' } } } as const,
  defaults: {},
  load: async (props) => {
    if (props.key === 'fail') throw new Error('database away');
    return `data for ${props.key}`;
  },
  component: ({ data }) => <p>{data}</p>,
});
const box = defineBlock({
  type: 'box',
  label: 'Box',
  category: 'layout',
  description: 'Holds other blocks.',
  schema: { type: 'object' } as const,
  defaults: {},
  slots: ['content'],
  component: ({ slots }) => <section aria-label="box">{slots.content}</section>,
});
const registry = createRegistry([text, broken, loaded, box]);

function siteContext(mode: 'site' | 'editor' = 'site') {
  const document = validSite(validFixtureDocument(), fixtureRegistry);
  return createSiteContext({ document, basePath: '', page: document.pages[0], mode });
}

const noData = {} as DataAccess;

async function renderTree(nodes: BlockNode[], mode: 'site' | 'editor' = 'site') {
  const site = siteContext(mode);
  const log = vi.fn();
  const data = await loadBlockData(nodes, registry, { site, data: noData }, log);
  render(renderBlocks(nodes, registry, site, data, log));
  return log;
}

describe('rendering a block tree', () => {
  it('renders blocks in order and fills container slots', async () => {
    await renderTree([
      { id: 'a', type: 'text', props: { words: 'First' } },
      { id: 'b', type: 'box', props: {}, slots: { content: [{ id: 'c', type: 'text', props: { words: 'Inside' } }] } },
    ]);
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'box' })).toHaveTextContent('Inside');
  });

  it('leaves out a block that throws, logs it, and keeps the page', async () => {
    const log = await renderTree([
      { id: 'a', type: 'text', props: { words: 'Before' } },
      { id: 'bad', type: 'broken', props: {} },
      { id: 'c', type: 'text', props: { words: 'After' } },
    ]);
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.getByText('After')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('could not be shown');
    expect(log).toHaveBeenCalledWith('Block broken "bad" failed to render and was left out', expect.any(Error));
  });

  it('leaves out an unknown block type quietly for shoppers', async () => {
    const log = await renderTree([
      { id: 'x', type: 'no-such-block', props: {} },
      { id: 'a', type: 'text', props: { words: 'Still here' } },
    ]);
    expect(screen.getByText('Still here')).toBeInTheDocument();
    expect(document.body.textContent).toBe('Still here');
    expect(log).toHaveBeenCalledWith('Unknown block type "no-such-block" (block "x") was left out');
  });

  it('shows the editor what was left out', async () => {
    await renderTree(
      [
        { id: 'x', type: 'no-such-block', props: {} },
        { id: 'bad', type: 'broken', props: {} },
      ],
      'editor',
    );
    expect(screen.getByText('Unknown block type "no-such-block"')).toBeInTheDocument();
    expect(screen.getByText('Broken could not be shown')).toBeInTheDocument();
  });

  it('runs loaders, in slots too, and a failed loader fails only its block', async () => {
    const log = await renderTree([
      { id: 'l1', type: 'loaded', props: { key: 'one' } },
      { id: 'b', type: 'box', props: {}, slots: { content: [{ id: 'l2', type: 'loaded', props: { key: 'two' } }] } },
      { id: 'l3', type: 'loaded', props: { key: 'fail' } },
    ]);
    expect(screen.getByText('data for one')).toBeInTheDocument();
    expect(screen.getByText('data for two')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Block loaded "l3": its data could not be loaded', expect.any(Error));
  });

  function gatedRegistry() {
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = defineBlock({
      type: 'slow',
      label: 'Slow',
      category: 'content',
      description: 'Waits for the gate.',
      schema: { type: 'object', properties: { name: { type: 'string' } } } as const,
      defaults: {},
      load: async (props) => {
        started.push(props.name ?? '');
        await gate;
        return props.name;
      },
      component: ({ data }) => <p>{data}</p>,
    });
    return { registry: createRegistry([slow]), started, release };
  }

  it(`security: runs ${MAX_LOADS_AT_ONCE} loaders at a time, so one page cannot take every database connection`, async () => {
    const { registry: gated, started, release } = gatedRegistry();
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    const pending = loadBlockData(
      names.map((name) => ({ id: name, type: 'slow', props: { name } })),
      gated,
      { site: siteContext(), data: noData },
    );
    await Promise.resolve();
    expect(started).toEqual(names.slice(0, MAX_LOADS_AT_ONCE));
    release();
    const loaded = await pending;
    expect(started).toEqual(names);
    expect(names.map((name) => loaded.get(name))).toEqual(names.map((name) => ({ ok: true, data: name })));
  });

  it('blocks of one type with the same props share one load', async () => {
    const { registry: gated, started, release } = gatedRegistry();
    release();
    const loaded = await loadBlockData(
      [
        { id: 'first', type: 'slow', props: { name: 'same' } },
        { id: 'box', type: 'box', props: {}, slots: { content: [{ id: 'second', type: 'slow', props: { name: 'same' } }] } },
        { id: 'other', type: 'slow', props: { name: 'other' } },
      ],
      createRegistry([...gated.list(), box]),
      { site: siteContext(), data: noData },
    );
    expect(started).toEqual(['same', 'other']);
    expect(loaded.get('first')).toEqual({ ok: true, data: 'same' });
    expect(loaded.get('second')).toEqual({ ok: true, data: 'same' });
  });
});
