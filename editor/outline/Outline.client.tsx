'use client';

import { Button, Group, Text, Title } from '@mantine/core';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { useCallback, useMemo } from 'react';
import type { BlockNode } from '../../schemas/block-node';
import type { BlockListAddress } from '../document/block-address';
import { pasteBlocks } from '../document/operations';
import { documentAtom, selectionAtom } from '../state/editor-store';
import { registryAtom } from '../state/registry';
import { selectedPageAtom } from '../state/selectors';
import { editorNoticeAtom } from '../shell/notice';
import { useEditorChange } from '../shell/use-editor-change.client';
import { blockClipboardAtom } from './clipboard';
import { insertionPoint, listName } from './list-names';
import { OutlineList } from './OutlineList.client';
import { type BlockAction, useBlockActions } from './use-block-actions.client';
import classes from './Outline.module.css';

const HEADER: BlockListAddress = { kind: 'layout', area: 'header' };
const FOOTER: BlockListAddress = { kind: 'layout', area: 'footer' };
const NO_BLOCKS: BlockNode[] = [];
/** The header and footer every page shares: the same arrays while a page's own blocks change. */
const headerAtom = selectAtom(documentAtom, (document) => document.layout?.header ?? NO_BLOCKS);
const footerAtom = selectAtom(documentAtom, (document) => document.layout?.footer ?? NO_BLOCKS);

/**
 * The selected page's blocks as a tree, with the header and footer every
 * page shares. Rows are dragged (mouse or keyboard) within and between
 * lists; the surrounding EditorDndContext applies the drop.
 */
export function Outline() {
  // Only the selected page and the shared lists: selecting a block, or editing another page, re-renders none of it.
  const selectedPage = useAtomValue(selectedPageAtom);
  const header = useAtomValue(headerAtom);
  const footer = useAtomValue(footerAtom);
  const setSelection = useSetAtom(selectionAtom);
  const store = useStore();
  const clipboard = useAtomValue(blockClipboardAtom);
  const notify = useSetAtom(editorNoticeAtom);
  const apply = useEditorChange();
  const page = selectedPage ?? store.get(documentAtom).pages[0];

  const onSelect = useCallback((blockId: string) => setSelection((current) => ({ ...current, blockId })), [setSelection]);

  const act = useBlockActions();
  const onAction = useCallback((action: BlockAction, node: BlockNode) => void act(action, node.id), [act]);

  function pasteAtSelection() {
    const document = store.get(documentAtom);
    const place = insertionPoint(document, { pageId: page.id, blockId: store.get(selectionAtom).blockId });
    const done = apply({ label: 'Paste blocks', recipe: (draft) => void pasteBlocks(store.get(registryAtom), draft, place.list, place.index, clipboard) });
    if (done.ok) notify({ tone: 'info', message: `Pasted at position ${place.index + 1} of ${listName(store.get(registryAtom), document, place.list)}.` });
  }

  const canPaste = clipboard.length > 0;
  const shared = { canPaste, onSelect, onAction };
  const pageList = useMemo((): BlockListAddress => ({ kind: 'page', pageId: page.id }), [page.id]);
  return (
    <nav aria-label="Outline" className={classes.outline}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          {`Outline of ${page.title}`}
        </Title>
        <Button size="compact-sm" variant="light" disabled={clipboard.length === 0} onClick={pasteAtSelection}>
          Paste
        </Button>
      </Group>
      {page.layout === false ? null : (
        <section className={classes.section} aria-label="Header of every page">
          <Title order={3} size="h6">
            Header (every page)
          </Title>
          <OutlineList {...shared} list={HEADER} nodes={header} emptyText="No header blocks. Drop one here." />
        </section>
      )}
      <section className={classes.section} aria-label={`${page.title} page`}>
        <Title order={3} size="h6">
          {`${page.title} page`}
        </Title>
        <OutlineList {...shared} list={pageList} nodes={page.blocks} emptyText="This page has no blocks yet. Drag one here from Blocks, or use its plus button." />
      </section>
      {page.layout === false ? (
        <Text size="xs" c="gray.7" mt="sm">
          This page hides the site header and footer.
        </Text>
      ) : (
        <section className={classes.section} aria-label="Footer of every page">
          <Title order={3} size="h6">
            Footer (every page)
          </Title>
          <OutlineList {...shared} list={FOOTER} nodes={footer} emptyText="No footer blocks. Drop one here." />
        </section>
      )}
    </nav>
  );
}
