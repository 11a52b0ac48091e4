import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defineBlock } from '../../runtime/block-types';
import { createRegistry } from '../../runtime/registry';
import { createSiteContext } from '../../runtime/render/site-context';
import { fixtureRegistry, validFixtureDocument } from '../../runtime/site-document/test-support/fixture-registry';
import { validSite } from '../../runtime/site-document/test-support/valid-site';
import type { BlockNode } from '../../schemas/block-node';
import { createBlockDataStore } from './block-data-store';
import { createInlineEditStore } from './inline-edit-store';
import { LiveBlock, type LiveCanvasContext } from './LiveBlock.client';

const drawn = vi.fn();
const heading = defineBlock({
  type: 'heading',
  label: 'Heading',
  category: 'content',
  description: 'Words.',
  schema: { type: 'object', properties: { text: { type: 'string' } } } as const,
  defaults: {},
  component: ({ id, props }) => {
    drawn(id);
    return <h2>{props.text}</h2>;
  },
});
const cars = defineBlock({
  type: 'cars',
  label: 'Stock carousel',
  category: 'content',
  description: 'Cars of a make.',
  schema: { type: 'object', properties: { heading: { type: 'string' }, make: { type: 'string' } } } as const,
  defaults: {},
  load: async () => ({ count: 0 }),
  component: ({ props, data }) => <p>{`${props.heading}: ${(data as { count: number }).count} ${props.make}s`}</p>,
});
const section = defineBlock({
  type: 'section',
  label: 'Section',
  category: 'layout',
  description: 'Holds blocks.',
  schema: { type: 'object' } as const,
  defaults: {},
  slots: ['content'],
  component: ({ slots }) => <section>{slots.content}</section>,
});

function canvasContext(fetchData = vi.fn()): LiveCanvasContext {
  const document = validSite(validFixtureDocument(), fixtureRegistry);
  const store = createBlockDataStore([{ type: 'cars', props: { make: 'Toyota' }, result: { ok: true, data: { count: 12 }, reads: ['make'] } }], fetchData);
  return {
    registry: createRegistry([heading, cars, section]),
    store,
    edits: createInlineEditStore(),
    site: createSiteContext({ document, basePath: '', page: document.pages[0]!, mode: 'editor' }),
  };
}

const page = (nodes: BlockNode[], context: LiveCanvasContext) => (
  <>
    {nodes.map((node) => (
      <LiveBlock key={node.id} node={node} context={context} />
    ))}
  </>
);

describe('live canvas: blocks rendered in place', () => {
  it('inline editing: a block edited in place is left as it is while the draft changes under it, then drawn fresh from the draft', () => {
    const context = canvasContext();
    const hero: BlockNode = { id: 'hero', type: 'heading', props: { text: 'Winter sale' } };
    const other: BlockNode = { id: 'other', type: 'heading', props: { text: 'Service' } };
    const { rerender } = render(page([hero, other], context));
    const shown = screen.getByRole('heading', { name: 'Winter sale' });
    act(() => context.edits.start('hero'));
    // What the shopper's browser does as the marketer types: the DOM changes first, the draft follows.
    shown.textContent = 'Winter sales';
    drawn.mockClear();
    rerender(page([{ ...hero, props: { text: 'Winter sales' } }, other], context));
    expect(drawn).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Winter sales' })).toBe(shown);
    act(() => context.edits.end());
    expect(drawn.mock.calls).toEqual([['hero']]);
    const fresh = screen.getByRole('heading', { name: 'Winter sales' });
    expect(fresh).not.toBe(shown);
  });

  it('an edit renders the edited block and the section holding it again, and no other block', () => {
    const context = canvasContext();
    const first: BlockNode = { id: 'first', type: 'heading', props: { text: 'Welcome' } };
    const inner: BlockNode = { id: 'inner', type: 'heading', props: { text: 'Finance' } };
    const beside: BlockNode = { id: 'beside', type: 'heading', props: { text: 'Service' } };
    const holder: BlockNode = { id: 'holder', type: 'section', props: {}, slots: { content: [inner, beside] } };
    const { rerender } = render(page([first, holder], context));
    drawn.mockClear();
    const edited = { ...holder, slots: { content: [{ ...inner, props: { text: 'Finance made easy' } }, beside] } };
    rerender(page([first, edited], context));
    expect(screen.getByRole('heading', { name: 'Finance made easy' })).toBeTruthy();
    expect(drawn.mock.calls).toEqual([['inner']]);
  });

  it('a prop its loader did not read keeps the data; one it read fetches again, the block showing its last data meanwhile', async () => {
    let answer: (value: unknown) => void = () => {};
    const fetchData = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const context = canvasContext(fetchData);
    const { rerender } = render(page([{ id: 'c', type: 'cars', props: { heading: 'Ours', make: 'Toyota' } }], context));
    rerender(page([{ id: 'c', type: 'cars', props: { heading: 'New in', make: 'Toyota' } }], context));
    expect(screen.getByText('New in: 12 Toyotas')).toBeTruthy();
    expect(fetchData).not.toHaveBeenCalled();

    rerender(page([{ id: 'c', type: 'cars', props: { heading: 'New in', make: 'Mazda' } }], context));
    expect(screen.getByText('New in: 12 Mazdas')).toBeTruthy();
    await waitFor(() => expect(fetchData).toHaveBeenCalledExactlyOnceWith(['c']));
    answer([{ ok: true, data: { count: 3 }, reads: ['make'] }]);
    expect(await screen.findByText('New in: 3 Mazdas')).toBeTruthy();
  });

  it('a block whose data could not be loaded says why, in the canvas only; a new block waits for its data', async () => {
    const context = canvasContext(vi.fn(async () => [{ ok: false, reads: ['make'], message: 'Stock carousel: its data could not be loaded' }]));
    render(page([{ id: 'n', type: 'cars', props: { heading: 'Ours', make: 'Kia' } }], context));
    expect(screen.getByText('Loading Stock carousel…')).toBeTruthy();
    expect(await screen.findByText('Stock carousel: its data could not be loaded')).toBeTruthy();
  });
});
