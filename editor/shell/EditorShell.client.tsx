'use client';

import { Notification, Tabs, Title } from '@mantine/core';
import { Provider, useAtom, useAtomValue } from 'jotai';
import { memo, useEffect, useState } from 'react';
import type { BlockRegistry } from '../../runtime/registry';
import type { SiteDocument } from '../../schemas/site-document';
import { CanvasFrame } from '../canvas/CanvasFrame.client';
import { EditorDndContext } from '../outline/EditorDndContext.client';
import { Outline } from '../outline/Outline.client';
import { PagesPanel } from '../pages/PagesPanel.client';
import { Palette } from '../palette/Palette.client';
import { OpenElsewhereWarning } from '../publishing/OpenElsewhereWarning.client';
import { useDraftAutosave } from '../publishing/use-draft-autosave.client';
import { siteSlugAtom, sitesUrlAtom } from '../publishing/site-address';
import { createEditorStore } from '../state/editor-store';
import { selectedPageHeadingAtom } from '../state/selectors';
import { useEditorShortcuts } from './use-editor-shortcuts.client';
import { InspectorPanel } from './InspectorPanel.client';
import { editorNoticeAtom } from './notice';
import { Toolbar } from './Toolbar.client';
import { viewportWidthAtom } from './viewport';
import classes from './EditorShell.module.css';

export interface EditorShellProps {
  /** The block types the marketer may use: the palette, the inspector's forms and the validation all come from it. */
  registry: BlockRegistry;
  slug: string;
  siteName: string;
  draft: { document: SiteDocument; revision: number; updatedAt: string };
  /** The brand template the document extends, so validation sees the site as shoppers will. */
  template: Record<string, unknown> | null;
  /** Where the dealer sites answer when the editor has a host of its own; '' when they share it. */
  sitesUrl?: string;
}

/** How long a notice stays on screen; the live region has said it by then. */
const NOTICE_MS = 6000;

function EditorNotice() {
  const [notice, setNotice] = useAtom(editorNoticeAtom);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, setNotice]);
  return (
    <div role="status" aria-live="polite" className={classes.notice}>
      {notice ? (
        <Notification color={notice.tone === 'error' ? 'red.9' : 'blue.8'} onClose={() => setNotice(null)} closeButtonProps={{ 'aria-label': 'Close message' }} withBorder>
          {notice.message}
        </Notification>
      ) : null}
    </div>
  );
}

/**
 * The live preview, with the autosave beside it: the only part that follows
 * the saved revision, so saving re-renders nothing else. The canvas renders
 * the draft in place, so the frame here follows only the selected page's
 * path and title, not its blocks.
 */
function Preview({ slug, draft }: Pick<EditorShellProps, 'slug' | 'draft'>) {
  useDraftAutosave(slug, { revision: draft.revision, updatedAt: draft.updatedAt });
  const page = useAtomValue(selectedPageHeadingAtom);
  const width = useAtomValue(viewportWidthAtom);
  return (
    <main className={classes.canvas} aria-label="Preview">
      <OpenElsewhereWarning />
      {page ? <CanvasFrame slug={slug} page={page} width={width} /> : null}
    </main>
  );
}

/** Palette and outline: reads nothing itself, so it re-renders only through the parts that changed. */
const LeftPanel = memo(function LeftPanel() {
  return (
    <aside className={classes.left} aria-label="Pages and blocks">
      <Tabs defaultValue="blocks" keepMounted={false} classNames={{ root: classes.tabs, panel: classes.tabPanel }}>
        <Tabs.List grow>
          <Tabs.Tab value="pages">Pages</Tabs.Tab>
          <Tabs.Tab value="blocks">Blocks</Tabs.Tab>
          <Tabs.Tab value="outline">Outline</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pages">
          <PagesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="blocks">
          {/* The page's outline sits under the palette, so a block can be dragged straight into its place. */}
          <div className={classes.blocksSplit}>
            <section className={classes.splitPart} aria-labelledby="palette-heading">
              <Title order={2} size="h5" id="palette-heading" mb="xs">
                Blocks
              </Title>
              <Palette />
            </section>
            <section className={classes.splitPart}>
              <Outline />
            </section>
          </div>
        </Tabs.Panel>
        <Tabs.Panel value="outline">
          <Outline />
        </Tabs.Panel>
      </Tabs>
    </aside>
  );
});

/**
 * Reads no document or selection itself: each panel subscribes to the part
 * it shows, so selecting a block or typing re-renders only those panels.
 */
function Workspace({ slug, siteName, draft }: Omit<EditorShellProps, 'template' | 'registry'>) {
  useEditorShortcuts();
  return (
    <div className={classes.shell}>
      <Toolbar siteName={siteName} />
      {/* Around both: a block is dragged from the palette or outline onto the canvas too. */}
      <EditorDndContext>
        <LeftPanel />
        <Preview slug={slug} draft={draft} />
      </EditorDndContext>
      <aside className={classes.right} aria-label="Inspector">
        <InspectorPanel />
      </aside>
      <EditorNotice />
    </div>
  );
}

/**
 * The editor for one dealer's site: toolbar, pages, palette and outline on
 * the left, the live preview in the middle, the inspector on the right. Its
 * own store holds the draft, so two editors never share state.
 */
export function EditorShell({ registry, template, sitesUrl = '', ...props }: EditorShellProps) {
  const [store] = useState(() => {
    const created = createEditorStore(registry, props.draft.document, template);
    created.set(sitesUrlAtom, sitesUrl);
    created.set(siteSlugAtom, props.slug);
    return created;
  });
  return (
    <Provider store={store}>
      <Workspace {...props} />
    </Provider>
  );
}
