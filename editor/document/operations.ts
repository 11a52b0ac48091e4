/**
 * Every change the editor makes to a site document, as immer recipes
 * `(draft, …) => void` that throw EditorOperationError when refused.
 */
export { insertBlock, moveBlock, removeBlock, duplicateBlock, updateBlockProps, setBlockText, pasteBlocks, newBlockNode } from './block-operations';
export { addPage, renamePage, setPagePath, duplicatePage, deletePage } from './page-operations';
export { findBlock, findPage, blockLabel } from './find-block';
export { blockTree, layoutTree, ancestorIds } from './block-tree';
export { EditorOperationError, refusals } from './refusals';
