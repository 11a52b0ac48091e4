import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import type { SiteDocument } from '../../schemas/site-document';
import { editorTestDocument } from '../document/test-support/editor-documents';
import { errorWords, fieldTitles } from './error-words';

describe('error words', () => {
  it('editor publish: a block error names the block, its page and the field by its schema titles', () => {
    const doc = editorTestDocument();
    expect(
      errorWords(registry, doc, {
        path: '/pages/0/blocks/1/slots/content/0/props/expiry',
        block: { type: 'promo-card', id: 'summer-card' },
        message: 'must be a date and time like 2026-12-01T09:00:00Z',
      }),
    ).toEqual({
      where: 'Promo card on page “Bayside Motors” — Show until',
      message: 'must be a date and time like 2026-12-01T09:00:00Z',
    });
  });

  it('editor publish: nested fields and list items are said by their titles, counting from 1', () => {
    expect(fieldTitles(registry.get('promo-card')!.schema, '/image/url')).toBe('Picture › Image address');
    expect(
      fieldTitles(
        { type: 'object', properties: { slides: { title: 'Slides', type: 'array', items: { type: 'object', properties: { title: { title: 'Heading' } } } } } },
        '/slides/1/title',
      ),
    ).toBe('Slides › item 2 › Heading');
  });

  it('editor publish: page fields and site sections are said by their place', () => {
    const doc = editorTestDocument();
    expect(errorWords(registry, doc, { path: '/pages/1/path', message: 'must be a path' }).where).toBe('Page “Special offers” — path');
    expect(errorWords(registry, doc, { path: '/theme/headerText', message: 'must be a colour like #1a2b3c' }).where).toBe('theme › headerText');
  });

  it('editor import: a file that is no site document yet still gets its errors said, by path', () => {
    const notADocument = { pages: 'none' } as unknown as SiteDocument;
    expect(errorWords(registry, notADocument, { path: '/pages/0/blocks/0/props/title', block: { type: 'promo-card', id: 'x' }, message: 'must not be empty' })).toEqual({
      where: 'pages › 0 › blocks › 0 › props › title',
      message: 'must not be empty',
    });
  });
});
