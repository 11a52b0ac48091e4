import { describe, expect, it } from 'vitest';
import { applyTemplate, mergeOverTemplate } from './merge';

describe('template inheritance: merge rules', () => {
  it('deep-merges objects, the dealer winning', () => {
    expect(mergeOverTemplate({ theme: { primaryColor: 'red', radius: 'sm' } }, { theme: { radius: 'lg' } })).toEqual({
      theme: { primaryColor: 'red', radius: 'lg' },
    });
  });

  it('replaces plain arrays', () => {
    expect(mergeOverTemplate({ settings: { gatedRoutes: ['checkout', 'finance'] } }, { settings: { gatedRoutes: ['finance'] } })).toEqual({
      settings: { gatedRoutes: ['finance'] },
    });
    expect(mergeOverTemplate({ domains: ['a.example.com'] }, { domains: [] })).toEqual({ domains: [] });
  });

  it('merges pages by id: template order kept, same id merged, new pages appended', () => {
    const template = {
      pages: [
        { id: 'home', path: '/', title: 'Home', blocks: [] },
        { id: 'finance', path: '/finance', title: 'Finance', blocks: [] },
      ],
    };
    const dealer = {
      pages: [
        { id: 'about', path: '/about-us', title: 'About us', blocks: [] },
        { id: 'finance', title: 'Car finance' },
      ],
    };
    expect(mergeOverTemplate(template, dealer)).toEqual({
      pages: [
        { id: 'home', path: '/', title: 'Home', blocks: [] },
        { id: 'finance', path: '/finance', title: 'Car finance', blocks: [] },
        { id: 'about', path: '/about-us', title: 'About us', blocks: [] },
      ],
    });
  });

  it('merges blocks by id, down into slots and props', () => {
    const template = {
      blocks: [
        { id: 'hero', type: 'hero-banner', props: { heading: 'Brand', subheading: 'Since 1937' } },
        { id: 'offers', type: 'section', props: {}, slots: { content: [{ id: 'card', type: 'promo-card', props: { title: 'A' } }] } },
      ],
    };
    const dealer = {
      blocks: [
        { id: 'hero', props: { heading: 'Sunshine Coast' } },
        {
          id: 'offers',
          slots: {
            content: [
              { id: 'card', props: { title: 'B' } },
              { id: 'card-2', type: 'promo-card', props: { title: 'C' } },
            ],
          },
        },
      ],
    };
    expect(mergeOverTemplate(template, dealer)).toEqual({
      blocks: [
        { id: 'hero', type: 'hero-banner', props: { heading: 'Sunshine Coast', subheading: 'Since 1937' } },
        {
          id: 'offers',
          type: 'section',
          props: {},
          slots: {
            content: [
              { id: 'card', type: 'promo-card', props: { title: 'B' } },
              { id: 'card-2', type: 'promo-card', props: { title: 'C' } },
            ],
          },
        },
      ],
    });
  });

  it("does not inherit the template's own $schema or extends, and keeps the dealer's", () => {
    const merged = applyTemplate({ $schema: 't.json', extends: 'other', theme: { radius: 'md' } }, { $schema: 'd.json', extends: 'toyota', dealer: { slug: 'x' } });
    expect(merged).toEqual({ $schema: 'd.json', extends: 'toyota', theme: { radius: 'md' }, dealer: { slug: 'x' } });
  });

  it('leaves a dealer without a template as it is', () => {
    const dealer = { dealer: { slug: 'x' } };
    expect(applyTemplate(undefined, dealer)).toBe(dealer);
  });

  it('merges kept: a dealer part that is the same object gives the same merged object, and an edited part a new one equal to a fresh merge', () => {
    const template = { theme: { radius: 'md' }, pages: [{ id: 'home', blocks: [{ id: 'hero', props: { heading: 'Brand' } }] }] };
    const dealer = {
      theme: { radius: 'lg' },
      pages: [
        { id: 'home', blocks: [{ id: 'hero', props: { heading: 'Ours' } }] },
        { id: 'offers', blocks: [] },
      ],
    };
    const kept = new WeakMap();
    const first = applyTemplate(template, dealer, kept) as typeof dealer;
    const edited = { ...dealer, pages: [{ ...dealer.pages[0], blocks: [{ id: 'hero', props: { heading: 'Ours, edited' } }] }, dealer.pages[1]] };
    const second = applyTemplate(template, edited, kept) as typeof dealer;
    expect(second).toEqual(applyTemplate(template, edited));
    expect(second.theme).toBe(first.theme);
    expect(second.pages[1]).toBe(first.pages[1]);
    expect(second.pages[0]).not.toBe(first.pages[0]);
    expect(second.pages[0].blocks[0].props.heading).toBe('Ours, edited');
    // The same dealer part under another template part is merged afresh.
    expect(applyTemplate({ ...template, theme: { radius: 'sm', primaryColor: 'red' } }, edited, kept).theme).toEqual({ radius: 'lg', primaryColor: 'red' });
  });
});
