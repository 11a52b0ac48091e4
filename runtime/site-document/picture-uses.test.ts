import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { pictureUses } from './picture-uses';

const PICTURE = '/uploads/0123456789abcdef0123456789abcdef';
const OTHER = '/uploads/ffffffffffffffffffffffffffffffff';
const image = (url: string) => ({ url, alt: 'Our showroom' });

const document = {
  dealer: { name: 'Westside Used Cars', logo: image(OTHER) },
  promotions: [{ id: 'summer', title: 'Summer sale', image: image(PICTURE) }],
  layout: { header: [], footer: [] },
  pages: [
    {
      id: 'home',
      title: 'Home',
      path: '/',
      seo: { ogImage: PICTURE },
      blocks: [
        { id: 'hero', type: 'hero-banner', props: { heading: 'Hi', image: image(PICTURE) } },
        { id: 's', type: 'section', props: {}, slots: { content: [{ id: 'card', type: 'promo-card', props: { image: image(PICTURE) } }] } },
        { id: 'other', type: 'promo-card', props: { image: image(OTHER), title: PICTURE.slice(1) } },
      ],
    },
  ],
};

describe('where a document shows a picture', () => {
  it("editor media: names each place in a marketer's words: promotions, a page's sharing picture, blocks in slots by their own name", () => {
    expect(pictureUses(document, PICTURE, registry)).toEqual([
      'Promotion “Summer sale”',
      'Page “Home”: its sharing picture',
      `Page “Home”: ${registry.get('hero-banner')?.label}`,
      `Page “Home”: ${registry.get('promo-card')?.label}`,
    ]);
  });

  it('editor media: only the exact address counts; a picture used nowhere has no uses', () => {
    expect(pictureUses(document, OTHER, registry)).toEqual(['Dealer details', `Page “Home”: ${registry.get('promo-card')?.label}`]);
    expect(pictureUses(document, '/uploads/00000000000000000000000000000000', registry)).toEqual([]);
    expect(pictureUses(null, PICTURE, registry)).toEqual([]);
  });
});
