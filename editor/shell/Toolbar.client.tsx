'use client';

import { Button, Group, SegmentedControl, Select, Title } from '@mantine/core';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { memo } from 'react';
import { VIEWPORTS, type ViewportWidth } from '../canvas/canvas-url';
import { pageName } from '../pages/page-name';
import { PublishBar } from '../publishing/PublishBar.client';
import { canRedoAtom, canUndoAtom, documentAtom, historyAtom, redoAtom, selectionAtom, undoAtom } from '../state/editor-store';
import { selectedPageIdAtom } from '../state/selectors';
import { viewportWidthAtom } from './viewport';
import classes from './EditorShell.module.css';

// Both spellings, so the server's and the browser's render agree whatever the platform.
const UNDO_KEYS = 'Ctrl+Z or ⌘Z';
const REDO_KEYS = 'Ctrl+Y, Ctrl+Shift+Z or ⇧⌘Z';

interface PageChoice {
  value: string;
  label: string;
}

/** The page picker's choices: unchanged (the same array) while only blocks are edited. */
const pageChoicesAtom = selectAtom(
  documentAtom,
  (document): PageChoice[] => document.pages.map((page) => ({ value: page.id, label: `${pageName(page)}${page.path ? ` (${page.path})` : ''}` })),
  (a, b) => a.length === b.length && a.every((choice, i) => choice.value === b[i].value && choice.label === b[i].label),
);

const PagePicker = memo(function PagePicker() {
  const choices = useAtomValue(pageChoicesAtom);
  const pageId = useAtomValue(selectedPageIdAtom);
  const setSelection = useSetAtom(selectionAtom);
  return (
    <Select
      label="Page"
      size="xs"
      className={classes.pagePicker}
      data={choices}
      value={pageId}
      allowDeselect={false}
      onChange={(next) => next && setSelection({ pageId: next, blockId: null })}
    />
  );
});

/** Undo and redo, with what each would do: the only part of the bar that follows every change. */
function HistoryButtons() {
  const history = useAtomValue(historyAtom);
  const canUndo = useAtomValue(canUndoAtom);
  const canRedo = useAtomValue(canRedoAtom);
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  const nextUndo = history.past.at(-1)?.label;
  const nextRedo = history.future.at(-1)?.label;
  return (
    <Group gap={4}>
      <Button
        size="xs"
        variant="default"
        disabled={!canUndo}
        onClick={() => undo()}
        aria-keyshortcuts="Control+Z Meta+Z"
        title={nextUndo ? `Undo ${nextUndo} (${UNDO_KEYS})` : `Nothing to undo (${UNDO_KEYS})`}
      >
        Undo
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={!canRedo}
        onClick={() => redo()}
        aria-keyshortcuts="Control+Y Control+Shift+Z Meta+Shift+Z"
        title={nextRedo ? `Redo ${nextRedo} (${REDO_KEYS})` : `Nothing to redo (${REDO_KEYS})`}
      >
        Redo
      </Button>
    </Group>
  );
}

/** The editor's top bar: the site, the page being edited, the preview width, undo and redo, saving and publishing. */
export function Toolbar({ siteName }: { siteName: string }) {
  const [width, setWidth] = useAtom(viewportWidthAtom);
  return (
    <header className={classes.toolbar}>
      <Title order={1} size="h4" className={classes.siteName}>
        {siteName}
      </Title>
      <PagePicker />
      <SegmentedControl
        aria-label="Preview width"
        size="xs"
        value={String(width)}
        onChange={(value) => setWidth(Number(value) as ViewportWidth)}
        data={VIEWPORTS.map((viewport) => ({ value: String(viewport.width), label: `${viewport.label} ${viewport.width}` }))}
      />
      <HistoryButtons />
      <div className={classes.publish}>
        <PublishBar />
      </div>
    </header>
  );
}
