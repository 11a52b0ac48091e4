import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { mergeDrafts } from './draft-merge';

type Doc = Record<string, unknown>;

const heading = (id: string, text: string) => ({ id, type: 'promo-card', props: { text } });

function site(blocks: unknown[], extra: Doc = {}): Doc {
  return {
    schemaVersion: 3,
    dealer: { name: 'Westside Used Cars' },
    theme: { primaryColor: 'green' },
    layout: { header: [heading('top', 'Welcome')], footer: [] },
    pages: [
      { id: 'home', path: '/', title: 'Home', blocks },
      { id: 'about', path: '/about', title: 'About us', blocks: [] },
    ],
    ...extra,
  };
}

const copy = <T>(value: T): T => structuredClone(value);
const homeBlocks = (document: Doc) => ((document.pages as Doc[])[0].blocks as Doc[]).map((block) => block.id);
const propsOf = (document: Doc, id: string) => ((document.pages as Doc[])[0].blocks as Doc[]).find((block) => block.id === id)?.props;

describe('merging a draft saved in another tab or by someone else', () => {
  const base = site([heading('a', 'One'), heading('b', 'Two'), heading('c', 'Three')]);

  it('keeps both sides when they changed different blocks of one page, and asks nothing', () => {
    const mine = copy(base);
    ((mine.pages as Doc[])[0].blocks as Doc[])[0].props = { text: 'One, mine' };
    const theirs = copy(base);
    ((theirs.pages as Doc[])[0].blocks as Doc[])[2].props = { text: 'Three, theirs' };
    const merge = mergeDrafts(base, mine, theirs, registry);
    expect(merge.conflicts).toEqual([]);
    expect(merge.merged).toBe(2);
    const result = merge.build();
    expect(propsOf(result, 'a')).toEqual({ text: 'One, mine' });
    expect(propsOf(result, 'c')).toEqual({ text: 'Three, theirs' });
  });

  it('asks about a block both changed differently, naming it in words, and builds each choice', () => {
    const mine = copy(base);
    ((mine.pages as Doc[])[0].blocks as Doc[])[1].props = { text: 'Two, mine' };
    const theirs = copy(base);
    ((theirs.pages as Doc[])[0].blocks as Doc[])[1].props = { text: 'Two, theirs' };
    const merge = mergeDrafts(base, mine, theirs, registry);
    expect(merge.conflicts).toEqual([{ key: 'block:b', name: `Page “Home”: ${registry.get('promo-card')?.label}`, mine: 'changed', theirs: 'changed' }]);
    expect(propsOf(merge.build(), 'b')).toEqual({ text: 'Two, mine' });
    expect(propsOf(merge.build(new Map([['block:b', 'theirs']])), 'b')).toEqual({ text: 'Two, theirs' });
  });

  it('does not ask when both made the same change', () => {
    const mine = copy(base);
    const theirs = copy(base);
    for (const document of [mine, theirs]) (document.theme as Doc).primaryColor = 'red';
    const merge = mergeDrafts(base, mine, theirs, registry);
    expect(merge.conflicts).toEqual([]);
    expect(merge.build().theme).toEqual({ primaryColor: 'red' });
  });

  it('names a section both changed by its name: Theme', () => {
    const mine = copy(base);
    (mine.theme as Doc).primaryColor = 'red';
    const theirs = copy(base);
    (theirs.theme as Doc).primaryColor = 'blue';
    expect(mergeDrafts(base, mine, theirs, registry).conflicts.map((conflict) => conflict.name)).toEqual(['Theme']);
  });

  it('keeps a block I added while they reordered the same page, where I put it', () => {
    const mine = copy(base);
    ((mine.pages as Doc[])[0].blocks as Doc[]).splice(1, 0, heading('new', 'Added by me'));
    const theirs = copy(base);
    const theirBlocks = (theirs.pages as Doc[])[0].blocks as Doc[];
    theirBlocks.reverse();
    const merge = mergeDrafts(base, mine, theirs, registry);
    expect(merge.conflicts.map((conflict) => conflict.key)).toEqual(['list:page:home']);
    // Their order chosen: my new block is not dropped, it goes back to its place in my list.
    expect(homeBlocks(merge.build(new Map([['list:page:home', 'theirs']])))).toEqual(['c', 'new', 'b', 'a']);
    expect(homeBlocks(merge.build(new Map([['list:page:home', 'mine']])))).toEqual(['a', 'new', 'b', 'c']);
  });

  it('a block they removed and I edited: keeping mine keeps it, taking theirs removes it', () => {
    const mine = copy(base);
    ((mine.pages as Doc[])[0].blocks as Doc[])[1].props = { text: 'Two, mine' };
    const theirs = copy(base);
    ((theirs.pages as Doc[])[0].blocks as Doc[]).splice(1, 1);
    const merge = mergeDrafts(base, mine, theirs, registry);
    expect(merge.conflicts).toEqual([{ key: 'block:b', name: expect.stringContaining('Page “Home”'), mine: 'changed', theirs: 'removed' }]);
    expect(homeBlocks(merge.build(new Map([['block:b', 'mine']])))).toEqual(['a', 'b', 'c']);
    expect(homeBlocks(merge.build(new Map([['block:b', 'theirs']])))).toEqual(['a', 'c']);
  });

  it('keeps a page they added and a block I moved into a section slot', () => {
    const withSection = site([heading('a', 'One'), { id: 's', type: 'section', props: {}, slots: { content: [] } }]);
    const mine = copy(withSection);
    const myBlocks = (mine.pages as Doc[])[0].blocks as Doc[];
    const [moved] = myBlocks.splice(0, 1);
    ((myBlocks[0].slots as Doc).content as Doc[]).push(moved);
    const theirs = copy(withSection);
    (theirs.pages as Doc[]).push({ id: 'offers', path: '/offers', title: 'Offers', blocks: [heading('o', 'Offers')] });
    const merge = mergeDrafts(withSection, mine, theirs, registry);
    expect(merge.conflicts).toEqual([]);
    const result = merge.build();
    expect((result.pages as Doc[]).map((page) => page.id)).toEqual(['home', 'about', 'offers']);
    const home = (result.pages as Doc[])[0].blocks as Doc[];
    expect(home.map((block) => block.id)).toEqual(['s']);
    expect(((home[0].slots as Doc).content as Doc[]).map((block) => block.id)).toEqual(['a']);
  });

  it('merges the site header like a page', () => {
    const mine = copy(base);
    (mine.layout as Doc).header = [heading('top', 'Welcome, mine')];
    const theirs = copy(base);
    const merge = mergeDrafts(base, mine, theirs, registry);
    expect(merge.conflicts).toEqual([]);
    expect((merge.build().layout as Doc).header).toEqual([heading('top', 'Welcome, mine')]);
  });

  it('changes nothing when neither side changed anything', () => {
    const merge = mergeDrafts(base, copy(base), copy(base), registry);
    expect(merge.merged).toBe(0);
    expect(merge.build()).toEqual(base);
  });
});
