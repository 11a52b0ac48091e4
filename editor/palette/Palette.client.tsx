'use client';

import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useId, useMemo, useState } from 'react';
import type { AnyBlockDefinition } from '../../runtime/block-types';
import { insertBlock, newBlockNode } from '../document/operations';
import { paletteDragId, type DragData } from '../outline/drag-ids';
import { insertionPoint, listName } from '../outline/list-names';
import { documentAtom, selectionAtom } from '../state/editor-store';
import { registryAtom } from '../state/registry';
import { editorNoticeAtom } from '../shell/notice';
import { useEditorChange } from '../shell/use-editor-change.client';
import { paletteGroups } from './palette-groups';
import classes from './Palette.module.css';

function PaletteItem({ block, onAdd }: { block: AnyBlockDefinition; onAdd: (block: AnyBlockDefinition) => void }) {
  const data: DragData = { source: { kind: 'palette', blockType: block.type, label: block.label } };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: paletteDragId(block.type), data });
  const descriptionId = useId();
  return (
    <li className={classes.item} data-dragging={isDragging || undefined}>
      <button type="button" ref={setNodeRef} className={classes.handle} {...attributes} {...listeners} aria-describedby={`${descriptionId} ${attributes['aria-describedby']}`}>
        <span aria-hidden="true" className={classes.grip}>
          ⠿
        </span>
        <span className={classes.label}>{block.label}</span>
      </button>
      <Text id={descriptionId} size="xs" c="gray.7" className={classes.description}>
        {block.description}
      </Text>
      <ActionIcon variant="light" size="md" onClick={() => onAdd(block)} aria-label={`Add ${block.label} to page`} className={classes.add}>
        <span aria-hidden="true">+</span>
      </ActionIcon>
    </li>
  );
}

/**
 * Every registered block by category, with a search. A block is dragged
 * into the outline (by mouse or keyboard), or added with its button after
 * the selected block, or at the end of the page.
 */
export function Palette() {
  const [search, setSearch] = useState('');
  const registry = useAtomValue(registryAtom);
  const groups = useMemo(() => paletteGroups(registry.list(), search), [registry, search]);
  // Read when a block is added, so typing elsewhere in the editor never re-renders the palette.
  const store = useStore();
  const setSelection = useSetAtom(selectionAtom);
  const notify = useSetAtom(editorNoticeAtom);
  const apply = useEditorChange();

  function add(block: AnyBlockDefinition) {
    const document = store.get(documentAtom);
    const selection = store.get(selectionAtom);
    const node = newBlockNode(block, document);
    const place = insertionPoint(document, selection);
    const done = apply({ label: `Add ${block.label}`, recipe: (draft) => insertBlock(registry, draft, place.list, place.index, node) });
    if (!done.ok) return;
    setSelection({ pageId: selection.pageId, blockId: node.id });
    notify({ tone: 'info', message: `Added ${block.label} at position ${place.index + 1} of ${listName(registry, document, place.list)}.` });
  }

  return (
    <Stack gap="xs" className={classes.palette}>
      <TextInput label="Search blocks" placeholder="e.g. offer, finance, map" value={search} onChange={(event) => setSearch(event.currentTarget.value)} type="search" />
      {groups.length === 0 ? (
        <Text size="sm">No block matches “{search}”. Try another word.</Text>
      ) : (
        groups.map((group) => (
          <section key={group.category} aria-labelledby={`palette-${group.category}`}>
            <Title order={3} size="h6" id={`palette-${group.category}`} className={classes.category}>
              {group.title}
            </Title>
            <ul className={classes.list}>
              {group.blocks.map((block) => (
                <PaletteItem key={block.type} block={block} onAdd={add} />
              ))}
            </ul>
          </section>
        ))
      )}
      <VisuallyHidden>Drag a block into the outline, or use its plus button to add it after the selected block.</VisuallyHidden>
    </Stack>
  );
}
