import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { summariseChanges } from './change-summary';

type Doc = Record<string, unknown>;

const promo = (id: string, title = 'Summer sale') => ({ id, type: 'promo-card', props: { title } });
const hero = { id: 'hero', type: 'hero-banner', props: { heading: 'Welcome' } };

function site(pages: Doc[], extra: Doc = {}): Doc {
  return { schemaVersion: 1, dealer: { slug: 'd', name: 'Dealer' }, theme: { primaryColor: 'blue' }, pages, ...extra };
}

const home = (blocks: Doc[], fields: Doc = {}) => ({ id: 'home', path: '/', title: 'Home', blocks, ...fields });

const label = (type: string) => registry.get(type)?.label ?? type;

describe('change summary for the version history (editor: "a summary of what changed")', () => {
  it('editor: the first version says so', () => {
    expect(summariseChanges(undefined, site([home([])]), registry)).toEqual(['First version']);
  });

  it('editor: nothing changed says so, whatever the key order', () => {
    const before = site([home([hero])]);
    const after = JSON.parse(JSON.stringify({ pages: before.pages, theme: before.theme, dealer: before.dealer, schemaVersion: 1 })) as Doc;
    expect(summariseChanges(before, after, registry)).toEqual(['No changes']);
  });

  it('editor: a block added to a page names the page and the block by its label', () => {
    expect(summariseChanges(site([home([hero])]), site([home([hero, promo('p1')])]), registry)).toEqual([`Page “Home”: added ${label('promo-card')}`]);
  });

  it('editor: removed, edited and moved blocks each say what happened', () => {
    const before = site([home([hero, promo('p1'), promo('p2')])]);
    expect(summariseChanges(before, site([home([hero, promo('p2')])]), registry)).toEqual([`Page “Home”: removed ${label('promo-card')}`]);
    expect(summariseChanges(before, site([home([hero, promo('p1', 'Winter sale'), promo('p2')])]), registry)).toEqual([`Page “Home”: changed ${label('promo-card')}`]);
    // One block moved to the end: only that one is reported, not every block whose index shifted.
    expect(summariseChanges(before, site([home([promo('p1'), promo('p2'), hero])]), registry)).toEqual([`Page “Home”: moved ${label('hero-banner')}`]);
  });

  it('editor: a block moved into a container slot counts as moved', () => {
    const container = (children: Doc[]) => ({ id: 'columns', type: 'columns', props: {}, slots: { first: children } });
    const before = site([home([container([]), promo('p1')])]);
    const after = site([home([container([promo('p1')])])]);
    expect(summariseChanges(before, after, registry)).toEqual([`Page “Home”: moved ${label('promo-card')}`]);
  });

  it('editor: pages added, removed, renamed and moved to another path', () => {
    const finance = { id: 'finance', path: '/finance', title: 'Finance', blocks: [] };
    const before = site([home([]), finance]);
    expect(summariseChanges(before, site([home([])]), registry)).toEqual(['Page “Finance” removed']);
    expect(summariseChanges(site([home([])]), before, registry)).toEqual(['Page “Finance” added']);
    expect(summariseChanges(before, site([home([]), { ...finance, title: 'Car loans', path: '/car-loans' }]), registry)).toEqual([
      'Page “Finance” renamed to “Car loans”',
      'Page “Car loans”: path changed from /finance to /car-loans',
    ]);
  });

  it('editor: theme, settings, navigation and promotions changes are named by section', () => {
    const before = site([home([])], { promotions: [{ id: 'sale', title: 'Sale' }] });
    const after = site([home([])], { theme: { primaryColor: 'red' }, settings: { compare: { enabled: false } }, promotions: [{ id: 'sale', title: 'Sale', position: 2 }] });
    expect(summariseChanges(before, after, registry)).toEqual(['Settings changed', 'Theme changed', 'Promotion “Sale” changed']);
  });

  it('editor: the same change to several blocks is said once, with how often', () => {
    const before = site([home([promo('a'), promo('b'), promo('c')])]);
    const after = site([home([promo('a', 'x'), promo('b', 'x'), promo('c', 'x')])]);
    expect(summariseChanges(before, after, registry)).toEqual([`Page “Home”: changed ${label('promo-card')} (3 times)`]);
  });

  it('editor: header and footer blocks are named as the site header and footer', () => {
    const before = site([home([])], { layout: { header: [], footer: [] } });
    const after = site([home([])], { layout: { header: [hero], footer: [] } });
    expect(summariseChanges(before, after, registry)).toEqual([`Site header: added ${label('hero-banner')}`]);
  });
});
