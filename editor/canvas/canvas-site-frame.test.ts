import { describe, expect, it } from 'vitest';
import type { SiteDocument } from '../../schemas/site-document';
import { differsOnlyInBlocks } from './canvas-site-frame';

const hero = { id: 'hero', type: 'hero-banner', props: { heading: 'Welcome' } };
const draft = {
  dealer: { name: 'Harbour City' },
  theme: { primaryColor: 'blue' },
  layout: { header: [], footer: [] },
  pages: [
    { id: 'home', path: '/', title: 'Home', blocks: [hero] },
    { id: 'about', path: '/about', title: 'About', blocks: [] },
  ],
} as unknown as SiteDocument;

describe('live canvas: an edit that touches blocks only', () => {
  it('a block of the shown page, or of the header, changed: the site around the blocks is the same', () => {
    const edited = { ...draft, pages: [{ ...draft.pages[0]!, blocks: [{ ...hero, props: { heading: 'Hi' } }] }, draft.pages[1]!] };
    expect(differsOnlyInBlocks(draft, edited, 'home')).toBe(true);
    expect(differsOnlyInBlocks(draft, { ...draft, layout: { header: [hero], footer: [] } } as unknown as SiteDocument, 'home')).toBe(true);
  });

  it('the theme, the shown page’s title, another page or the pages’ number changed: a new site', () => {
    expect(differsOnlyInBlocks(draft, { ...draft, theme: { primaryColor: 'red' } } as unknown as SiteDocument, 'home')).toBe(false);
    expect(differsOnlyInBlocks(draft, { ...draft, pages: [{ ...draft.pages[0]!, title: 'Start' }, draft.pages[1]!] }, 'home')).toBe(false);
    expect(differsOnlyInBlocks(draft, { ...draft, pages: [draft.pages[0]!, { ...draft.pages[1]!, blocks: [hero] }] }, 'home')).toBe(false);
    expect(differsOnlyInBlocks(draft, { ...draft, pages: [draft.pages[0]!] }, 'home')).toBe(false);
  });
});
