import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../../schemas/block-node';
import { fixtureRegistry, validFixtureDocument } from '../site-document/test-support/fixture-registry';
import { renderBlocks } from './render-blocks';
import { AfterTurns, BLOCKS_PER_RENDER_TURN, startRenderTurns, subtreeSize, turnOf, turnStarted } from './render-turns';
import { createSiteContext } from './site-context';
import { validSite } from '../site-document/test-support/valid-site';

const block = (id: string, slots?: BlockNode['slots']): BlockNode => ({ id, type: 'test-card', props: { title: id }, ...(slots ? { slots } : {}) });
const registry = fixtureRegistry;

function site() {
  const document = validSite(validFixtureDocument(), fixtureRegistry);
  return createSiteContext({ document, basePath: '', page: document.pages[0]! });
}

describe("security: one dealer's long page is rendered a few blocks at a time, so other dealers are served between", () => {
  it('counts a block with every block in its slots', () => {
    expect(subtreeSize(block('a'))).toBe(1);
    expect(subtreeSize(block('a', { content: [block('b'), block('c', { first: [block('d')] })] }))).toBe(4);
  });

  it(`puts ${BLOCKS_PER_RENDER_TURN} blocks in each turn, counting header, page and footer as one page`, () => {
    const turns = startRenderTurns();
    const header = Array.from({ length: BLOCKS_PER_RENDER_TURN - 1 }, (_, i) => turnOf(turns, block(`h${i}`)));
    expect(header).toEqual(Array(BLOCKS_PER_RENDER_TURN - 1).fill(0));
    // The last block of the first turn, then the first of the second.
    expect(turnOf(turns, block('page-1'))).toBe(0);
    expect(turnOf(turns, block('page-2'))).toBe(1);
    // A section holding a whole turn's worth of blocks pushes the block after it into a later turn.
    const section = block('section', { content: Array.from({ length: BLOCKS_PER_RENDER_TURN * 2 }, (_, i) => block(`s${i}`)) });
    expect(turnOf(turns, section)).toBe(1);
    expect(turnOf(turns, block('after'))).toBe(3);
  });

  it('holds back only the blocks after the first turn, each waiting for its own turn', () => {
    const nodes = Array.from({ length: BLOCKS_PER_RENDER_TURN * 2 + 1 }, (_, i) => block(`b${i}`));
    const turns = startRenderTurns();
    const rendered = renderBlocks(nodes, registry, site(), new Map(), () => {}, turns) as ReactElement<{ started?: Promise<void> }>[];
    const turnOfElement = (element: ReactElement<{ started?: Promise<void> }>) =>
      isValidElement(element) && element.type === AfterTurns ? turns.started.indexOf(element.props.started!) : 0;
    expect(rendered.map(turnOfElement)).toEqual([...Array(BLOCKS_PER_RENDER_TURN).fill(0), ...Array(BLOCKS_PER_RENDER_TURN).fill(1), 2]);
  });

  it('renders every block without turns when none are given (the editor canvas, tests)', () => {
    const rendered = renderBlocks([block('a'), block('b')], registry, site(), new Map(), () => {}) as ReactElement[];
    expect(rendered.some((element) => element.type === AfterTurns)).toBe(false);
  });

  it('a held-back block comes after that many turns of the event loop, letting other work run between', async () => {
    const order: string[] = [];
    const turn = () => new Promise<void>((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));
    const waited = AfterTurns({ started: turnStarted(startRenderTurns(), 2), children: 'block' }).then((children) => order.push(`rendered ${String(children)}`));
    // Another request's work, one step a turn.
    for (let step = 1; step <= 4; step++) {
      await turn();
      order.push(`other request, step ${step}`);
    }
    await waited;
    expect(order.indexOf('rendered block')).toBeGreaterThanOrEqual(1);
    expect(order[0]).toBe('other request, step 1');
  });
});
