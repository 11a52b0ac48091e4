import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { BlockNode } from '../schemas/block-node';
import { mantineThemeFor } from '../runtime/render/mantine-theme';
import { renderBlocks } from '../runtime/render/render-blocks';
import { createSiteContext } from '../runtime/render/site-context';
import { validateSiteDocument } from '../runtime/site-document/validator';
import { allBlocks, registry } from './index';
import { TEST_NOW, testSiteDocument } from './kit/test-support/site-document';

/** A page holding every block type, containers filled, as a dealer might write it. */
function everyBlockPage(): BlockNode[] {
  return allBlocks.map((block): BlockNode => {
    const node: BlockNode = { id: `the-${block.type}`, type: block.type, props: {} };
    if (block.slots) {
      node.slots = Object.fromEntries(block.slots.map((slot) => [slot, [{ id: `${block.type}-${slot}-text`, type: 'rich-text', props: { html: `<p>In ${slot}</p>` } }]]));
    }
    return node;
  });
}

describe('every block on the server', () => {
  it('renders to HTML without a browser, through the real renderer, from a document that leaves every prop out', () => {
    const written = testSiteDocument();
    written.pages[0].blocks = everyBlockPage();
    const { document, errors } = validateSiteDocument(written, registry);
    expect(errors).toEqual([]);
    const site = createSiteContext({ document, basePath: '', page: document.pages[0], now: new Date(TEST_NOW) });
    const log = vi.fn();
    const html = renderToString(
      createElement(MantineProvider, { theme: mantineThemeFor(document.theme) }, renderBlocks(document.pages[0].blocks, registry, site, new Map(), log)),
    );
    expect(log).not.toHaveBeenCalled();
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).toContain('Find your next car');
    expect(html).toContain('Reserve Quickly Online');
    expect(html).toContain('Payments accepted');
    expect(html).toContain('End of financial year sale');
    expect(html).toContain('In content');
    expect(html).toContain('In first');
    expect(html).not.toContain('In third');
  });
});
