import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import type { SiteDocument } from '../../schemas/site-document';
import { MAX_DOCUMENT_BYTES } from '../../schemas/document-limits';
import { findBlock, setBlockText } from '../document/operations';
import { editorTestDocument, testBlock } from '../document/test-support/editor-documents';
import { createEditorValidator, validateForEditor } from './validation';

const edit = (doc: SiteDocument, recipe: (draft: SiteDocument) => void) => produce(doc, recipe);

/** What a validation says, apart from how it was reached. */
function findings(validation: ReturnType<typeof validateForEditor>) {
  return { errors: validation.errors, byBlock: [...validation.errorsByBlockId], byPage: [...validation.errorsByPage], shown: validation.shown };
}

describe('the editor validates one changed block as the whole document would be validated', () => {
  it('a run of edits: each answer is the whole validation’s, and a valid edit of one block is sent as that block', () => {
    const validate = createEditorValidator();
    let doc = editorTestDocument();
    const steps: [string, (draft: SiteDocument) => void, 'one block' | 'whole'][] = [
      ['type a title', (d) => setBlockText(d, 'summer-card', 'title', 'Summer sale'), 'one block'],
      ['empty a required title: the block has an error', (d) => setBlockText(d, 'summer-card', 'title', ''), 'whole'],
      ['type in another block while that error stands', (d) => setBlockText(d, 'home-hero', 'heading', 'Drive away today'), 'one block'],
      ['fix the title: the block had an error', (d) => setBlockText(d, 'summer-card', 'title', 'S'), 'whole'],
      ['a title one character over its limit', (d) => setBlockText(d, 'winter-card', 'title', 'x'.repeat(121)), 'whole'],
      ['at its limit again', (d) => setBlockText(d, 'winter-card', 'title', 'x'.repeat(120)), 'whole'],
      ['at its limit, typed over', (d) => setBlockText(d, 'winter-card', 'title', 'y'.repeat(120)), 'one block'],
      [
        'a block added to a section under an id already used: the checks across the document find it',
        (d) => void findBlock(d, 'offers-section')!.node.slots!.content.push(testBlock('promo-card', 'winter-card')),
        'one block',
      ],
      [
        'a card put in a slot its section does not have: the section has an error',
        (d) => {
          (findBlock(d, 'offers-section')!.node.slots as Record<string, unknown[]>).extra = [testBlock('promo-card', 'stray-card')];
        },
        'whole',
      ],
      ['typed in that card: the schema never looked into the slot, so it is validated whole too', (d) => setBlockText(d, 'stray-card', 'title', 'Stray'), 'whole'],
      [
        'the theme: not a block',
        (d) => {
          d.theme.primaryColor = 'red';
        },
        'whole',
      ],
    ];
    let previous = validate(registry, doc);
    for (const [what, recipe, how] of steps) {
      const next = edit(doc, recipe);
      const validation = validate(registry, next);
      expect(findings(validation), what).toEqual(findings(validateForEditor(registry, next)));
      expect(validation.shownChange !== undefined, what).toBe(how === 'one block');
      if (validation.shownChange) {
        expect(validation.shownChange.from, what).toBe(previous.shown);
        // The page not edited is the very object shown before: the canvas re-renders nothing of it.
        const other = validation.shownChange.path[1] === 0 ? 1 : 0;
        expect((validation.shown as SiteDocument).pages[other], what).toBe((previous.shown as SiteDocument).pages[other]);
      }
      doc = next;
      previous = validation;
    }
    expect(previous.errors.some((error) => error.message.includes('is already the id'))).toBe(true);
  });

  it('the same document twice: the same answer, not a new one', () => {
    const validate = createEditorValidator();
    const doc = editorTestDocument();
    expect(validate(registry, doc)).toBe(validate(registry, doc));
  });

  it('a document laid over its brand template: an edit of one block, the template’s or the dealer’s own, is checked as that block', () => {
    const validate = createEditorValidator();
    let doc = { ...editorTestDocument(), extends: 'brand-template' } as SiteDocument;
    // The brand's home page gives the hero its heading and adds a block of its own; the dealer's document has the rest.
    const template = {
      theme: { primaryColor: 'blue' },
      pages: [{ id: 'home', path: '/', blocks: [{ id: 'home-hero', type: 'hero-banner', props: { heading: 'From the brand' } }, testBlock('promo-card', 'brand-card')] }],
    };
    let previous = validate(registry, doc, template);
    for (const [what, recipe] of [
      ['a block of the dealer’s own', (d: SiteDocument) => setBlockText(d, 'summer-card', 'title', 'Summer sale')],
      ['a block the template has too', (d: SiteDocument) => setBlockText(d, 'home-hero', 'heading', 'Drive away today')],
    ] as const) {
      const next = edit(doc, recipe);
      const validation = validate(registry, next, template);
      expect(findings(validation), what).toEqual(findings(validateForEditor(registry, next, template)));
      expect(validation.shownChange?.from, what).toBe(previous.shown);
      doc = next;
      previous = validation;
    }
    expect(findBlock(previous.shown as SiteDocument, 'brand-card')).toBeDefined();
    // Another template: everything is laid over again, nothing kept from the first.
    const other = { theme: { primaryColor: 'red' } };
    const validation = validate(registry, doc, other);
    expect(validation.shownChange).toBeUndefined();
    expect(findings(validation)).toEqual(findings(validateForEditor(registry, doc, other)));
  });

  it('near the size limit the document is measured whole: one byte over it is refused, at it is not, as the whole validation says', () => {
    const validate = createEditorValidator();
    const bytes = (doc: SiteDocument) => new TextEncoder().encode(JSON.stringify(doc)).length;
    // Pages of promo cards whose text is three-byte characters, to a little under the limit.
    const card = (id: string) => ({ ...testBlock('promo-card', id), props: { ...testBlock('promo-card', id).props, text: '€'.repeat(400) } });
    let doc = editorTestDocument();
    doc = edit(doc, (d) => {
      for (let page = 0; bytes(d as SiteDocument) < MAX_DOCUMENT_BYTES - 400_000; page++)
        d.pages.push({
          id: `stock-${page}`,
          path: `/stock-${page}`,
          title: 'Stock',
          seo: { noindex: false },
          layout: true,
          blocks: Array.from({ length: 250 }, (_, i) => card(`card-${page}-${i}`)),
        });
    });
    // Then cards of plain letters, the last one cut to the bytes left, until no card fits.
    let extra = 0;
    const textCard = (text: string) => ({ ...card(`extra-${String(extra).padStart(4, '0')}`), props: { ...card('x').props, text } });
    const emptyCard = new TextEncoder().encode(JSON.stringify(textCard(''))).length + 1;
    for (let gap = MAX_DOCUMENT_BYTES - bytes(doc); gap >= emptyCard; gap = MAX_DOCUMENT_BYTES - bytes(doc)) {
      const added = textCard('a'.repeat(Math.min(400, gap - emptyCard)));
      doc = edit(doc, (d) => void d.pages.at(-1)!.blocks.push(added));
      extra++;
    }
    const under = MAX_DOCUMENT_BYTES - bytes(doc);
    expect(under).toBeGreaterThanOrEqual(0);
    expect(under).toBeLessThan(emptyCard);
    validate(registry, doc);
    for (const [what, next] of [
      [
        'at the limit',
        edit(doc, (d) => {
          findBlock(d, 'summer-card')!.node.props.text = `${findBlock(doc, 'summer-card')!.node.props.text}${'a'.repeat(under)}`;
        }),
      ],
      [
        'one byte over it',
        edit(doc, (d) => {
          findBlock(d, 'summer-card')!.node.props.text = `${findBlock(doc, 'summer-card')!.node.props.text}${'a'.repeat(under + 1)}`;
        }),
      ],
      ['back under it', doc],
    ] as const) {
      const validation = validate(registry, next);
      expect(findings(validation), what).toEqual(findings(validateForEditor(registry, next)));
      expect(
        validation.errors.some((error) => error.message.includes('a site document can be at most')),
        what,
      ).toBe(what === 'one byte over it');
    }
  });
});
