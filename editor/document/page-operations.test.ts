import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import type { SiteDocument } from '../../schemas/site-document';
import { validateSiteDocument } from '../../runtime/site-document/validator';
import { blockIdsIn } from './block-ids';
import { addPage, deletePage, duplicatePage, EditorOperationError, findPage, refusals, renamePage, setPagePath } from './operations';
import { editorTestDocument } from './test-support/editor-documents';

function change(doc: SiteDocument, recipe: (draft: SiteDocument) => unknown): SiteDocument {
  return produce(doc, (draft) => {
    recipe(draft);
  });
}

function refusal(doc: SiteDocument, recipe: (draft: SiteDocument) => unknown): string {
  try {
    change(doc, recipe);
  } catch (error) {
    expect(error).toBeInstanceOf(EditorOperationError);
    return (error as Error).message;
  }
  throw new Error('the operation was not refused');
}

describe('addPage', () => {
  it('editor pages: adds an empty page with an id from its title, and the document stays valid', () => {
    let id = '';
    const next = change(editorTestDocument(), (d) => {
      id = addPage(d, { title: 'Finance & insurance', path: '/finance' });
    });
    expect(id).toBe('finance-insurance');
    expect(next.pages.at(-1)).toMatchObject({ id, title: 'Finance & insurance', path: '/finance', blocks: [] });
    expect(validateSiteDocument(next, registry).errors).toEqual([]);
  });

  it('editor pages: a second page of the same title gets its own id', () => {
    let second = '';
    change(editorTestDocument(), (d) => {
      addPage(d, { title: 'Careers', path: '/careers' });
      second = addPage(d, { title: 'Careers', path: '/jobs' });
    });
    expect(second).toBe('careers-2');
  });

  it('editor pages: a duplicate path is refused with a message, /cars/:id counting as /cars/:slug', () => {
    expect(refusal(editorTestDocument(), (d) => addPage(d, { title: 'Offers again', path: '/special-offers' }))).toBe('Another page already uses the path /special-offers');
    const withCars = change(editorTestDocument(), (d) => addPage(d, { title: 'Car', path: '/cars/:slug' }));
    expect(refusal(withCars, (d) => addPage(d, { title: 'Car by id', path: '/cars/:id' }))).toBe('Another page already uses the path /cars/:id');
  });

  it('editor pages: refuses a malformed path and an empty title', () => {
    expect(refusal(editorTestDocument(), (d) => addPage(d, { title: 'Finance', path: 'finance' }))).toBe(refusals.badPagePath('finance'));
    expect(refusal(editorTestDocument(), (d) => addPage(d, { title: 'Finance', path: '/Finance' }))).toBe(refusals.badPagePath('/Finance'));
    expect(refusal(editorTestDocument(), (d) => addPage(d, { title: '   ', path: '/finance' }))).toBe(refusals.emptyPageTitle);
  });
});

describe('renamePage and setPagePath', () => {
  it('editor pages: renames a page', () => {
    const next = change(editorTestDocument(), (d) => renamePage(d, 'offers', 'Deals'));
    expect(findPage(next, 'offers')!.page.title).toBe('Deals');
    expect(refusal(editorTestDocument(), (d) => renamePage(d, 'offers', ''))).toBe(refusals.emptyPageTitle);
    expect(refusal(editorTestDocument(), (d) => renamePage(d, 'offers', 'x'.repeat(121)))).toBe(refusals.longPageTitle(120));
  });

  it("editor pages: sets a page's path; keeping its own path is not a clash", () => {
    const next = change(editorTestDocument(), (d) => setPagePath(d, 'offers', '/deals'));
    expect(findPage(next, 'offers')!.page.path).toBe('/deals');
    expect(() => change(editorTestDocument(), (d) => setPagePath(d, 'offers', '/special-offers'))).not.toThrow();
  });

  it('editor pages: a duplicate path is refused with a message', () => {
    expect(refusal(editorTestDocument(), (d) => setPagePath(d, 'offers', '/'))).toBe('Another page already uses the path /');
    expect(refusal(editorTestDocument(), (d) => setPagePath(d, 'nope', '/x'))).toBe(refusals.noSuchPage('nope'));
  });
});

describe('duplicatePage', () => {
  it('editor pages: the copy follows the original with its own id, a free path and fresh block ids', () => {
    const doc = editorTestDocument();
    let id = '';
    const next = change(doc, (d) => {
      id = duplicatePage(d, 'home');
    });
    expect(next.pages.map((page) => page.id)).toEqual(['home', id, 'offers']);
    const copy = findPage(next, id)!.page;
    expect(copy).toMatchObject({ title: 'Bayside Motors (copy)', path: '/home-copy' });
    expect(copy.blocks.map((block) => block.type)).toEqual(['hero-banner', 'section', 'columns']);
    const originalIds = blockIdsIn(doc);
    expect([...blockIdsIn({ ...next, pages: [copy], layout: { header: [], footer: [] } })].filter((blockId) => originalIds.has(blockId))).toEqual([]);
    expect(validateSiteDocument(next, registry).errors).toEqual([]);
  });

  it('editor pages: copies of a page with parameters keep the parameters and never clash', () => {
    const withCars = change(editorTestDocument(), (d) => addPage(d, { title: 'Car', path: '/cars/:slug' }));
    const twice = change(withCars, (d) => {
      duplicatePage(d, 'car');
      duplicatePage(d, 'car');
    });
    expect(twice.pages.map((page) => page.path)).toEqual(['/', '/special-offers', '/cars/:slug', '/cars-copy-2/:slug', '/cars-copy/:slug']);
    expect(validateSiteDocument(twice, registry).errors).toEqual([]);
  });
});

describe('deletePage', () => {
  it('editor pages: deletes a page', () => {
    const next = change(editorTestDocument(), (d) => deletePage(d, 'offers'));
    expect(next.pages.map((page) => page.id)).toEqual(['home']);
  });

  it('editor pages: refuses to delete the last page', () => {
    const onlyHome = change(editorTestDocument(), (d) => deletePage(d, 'offers'));
    expect(refusal(onlyHome, (d) => deletePage(d, 'home'))).toBe(refusals.lastPage);
  });

  it('site documents §validation (a home page "/" is required): refuses to delete the home page', () => {
    expect(refusal(editorTestDocument(), (d) => deletePage(d, 'home'))).toBe(refusals.homePage);
  });
});
