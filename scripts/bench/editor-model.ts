/**
 * The editor's document model on a 300-block site, in Node (the browser
 * figures come from the editor's own benchmark in Chromium):
 *  1. validating the whole document (the check behind every badge; target < 5 ms);
 *  2. one change through the store (an immer recipe with patches, plus history);
 *  3. one undo.
 * Run: node --import ./scripts/ignore-css.mjs --import tsx scripts/bench/editor-model.ts
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { findBlock, moveBlock, updateBlockProps } from '../../editor/document/operations';
import { countBlocks, largeTestDocument } from '../../editor/document/test-support/editor-documents';
import { changeDocumentAtom, createEditorStore, undoAtom, validationAtom } from '../../editor/state/editor-store';
import { registry } from '../../blocks';
import { validateForEditor } from '../../editor/state/validation';
import { walkBlocks } from '../../editor/document/walk-blocks';
import { summary } from './stats';

const BLOCK_COUNT = 300;
const WARM_UP = 200;
const RUNS = 1000;

function measure(run: (n: number) => void): number[] {
  for (let n = 0; n < WARM_UP; n++) run(n);
  const samples: number[] = [];
  for (let n = 0; n < RUNS; n++) {
    const start = performance.now();
    run(n);
    samples.push(performance.now() - start);
  }
  return samples;
}

const document = largeTestDocument(BLOCK_COUNT);
if (countBlocks(document) !== BLOCK_COUNT) throw new Error(`The benchmark document has ${countBlocks(document)} blocks`);
const first = validateForEditor(registry, document);
if (first.errors.length > 0) throw new Error(`The benchmark document is invalid: ${JSON.stringify(first.errors.slice(0, 3))}`);

const validate = measure(() => validateForEditor(registry, document));

// A promo card in the middle of the site, the block the editor's browser benchmark types into too.
const cardIds: string[] = [];
walkBlocks(document, (node) => {
  if (node.type === 'promo-card') cardIds.push(node.id);
});
const cardId = cardIds[Math.floor(cardIds.length / 2)];
if (!cardId) throw new Error('The benchmark document has no promo card');

const store = createEditorStore(registry, document);
const typeACharacter = (n: number) =>
  store.set(changeDocumentAtom, {
    label: 'Edit Title',
    recipe: (d) => updateBlockProps(d, cardId, { ...findBlock(d, cardId)!.node.props, title: `Offer ${n}` }),
  });
const change = measure(typeACharacter);

// Each sample undoes one step, so give it enough steps to undo (the history keeps 200).
const undo: number[] = [];
for (let round = 0; undo.length < RUNS; round++) {
  for (let n = 0; n < 200; n++) typeACharacter(round * 200 + n);
  for (let n = 0; n < 200 && undo.length < RUNS; n++) {
    const start = performance.now();
    store.set(undoAtom);
    undo.push(performance.now() - start);
  }
}

const changeThenValidate = measure((n) => {
  store.set(changeDocumentAtom, {
    label: 'Move',
    recipe: (d) => moveBlock(registry, d, cardIds[0], { kind: 'page', pageId: n % 2 ? 'finance' : 'home' }, 0),
  });
  store.get(validationAtom);
});
const left = store.get(validationAtom).errors;
if (left.length > 0) throw new Error(`The benchmark left the document invalid: ${JSON.stringify(left.slice(0, 3))}`);

console.log(`# editor model on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
console.log(`validate a ${BLOCK_COUNT}-block document (copy + ajv + document checks + error maps): ${summary(validate)}; target < 5 ms`);
console.log(`change one field through the store (immer patches + history): ${summary(change)}`);
console.log(`undo one step: ${summary(undo)}`);
console.log(`move a block and re-validate: ${summary(changeThenValidate)}`);
