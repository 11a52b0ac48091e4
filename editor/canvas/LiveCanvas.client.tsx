'use client';

import { MantineProvider } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { registry } from '../../blocks';
import { mantineThemeFor } from '../../runtime/render/mantine-theme';
import { type CanvasFrame, canvasSiteContext } from '../../runtime/render/canvas-site';
import type { SiteDocument } from '../../schemas/site-document';
import { fetchCanvasData } from '../publishing/editor-api';
import { type CanvasDataEntry, createBlockDataStore } from './block-data-store';
import { findBlock } from '../document/operations';
import { BLOCK_ID_ATTRIBUTE, blockIdAt, type CanvasInlineEditMessage, type CanvasReadyMessage } from './canvas-messages';
import { differsOnlyInBlocks } from './canvas-site-frame';
import { editInPlace } from './inline-edit-session';
import { createInlineEditStore, type InlineEditStore } from './inline-edit-store';
import { inlineTextAt } from './inline-text';
import { LiveBlock, type LiveCanvasContext } from './LiveBlock.client';
import { markedRegistry } from './marked-registry';
import { createShownDraftStore, draftInbox, type ShownDraftStore } from './shown-draft-store';

const blocksWithIds = markedRegistry(registry);

interface Props {
  slug: string;
  pageId: string;
  /** The saved draft the server rendered first; the editor's own draft replaces it at once. */
  document: SiteDocument;
  frame: CanvasFrame;
  entries: CanvasDataEntry[];
}

/**
 * The editor's canvas: the draft rendered in place by the site's own blocks.
 * The editor sends its draft at every change; parts that did not change keep
 * their identity, so only the edited block renders again, in the same frame,
 * and its data is fetched again only when props its loader reads changed.
 * The theme's provider renders again only when the theme changed: each time
 * it renders it gives its context a new value, and every Mantine component
 * on the canvas would render again with it.
 */
export function LiveCanvas({ slug, pageId, document: saved, frame, entries }: Props) {
  const [drafts] = useState(() => createShownDraftStore(saved));
  const [store] = useState(() =>
    createBlockDataStore(entries, (blockIds) => fetchCanvasData(slug, { document: drafts.get() as unknown as Record<string, unknown>, pageId, query: frame.query, blockIds })),
  );

  useEffect(() => {
    const take = draftInbox(drafts, askForDraft);
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      take(event.data);
    }
    function askForDraft() {
      const ready: CanvasReadyMessage = { type: 'ready' };
      window.parent.postMessage(ready, window.location.origin);
    }
    window.addEventListener('message', onMessage);
    askForDraft();
    return () => window.removeEventListener('message', onMessage);
  }, [drafts]);

  const [edits] = useState(createInlineEditStore);
  useInlineEditing(drafts, edits);

  const themeSettings = useSyncExternalStore(
    drafts.subscribe,
    () => drafts.get().theme,
    () => drafts.get().theme,
  );
  const theme = useMemo(() => mantineThemeFor(themeSettings), [themeSettings]);
  return (
    <MantineProvider theme={theme}>
      <CanvasPage slug={slug} pageId={pageId} frame={frame} drafts={drafts} store={store} edits={edits} />
    </MantineProvider>
  );
}

interface CanvasPageProps {
  slug: string;
  pageId: string;
  frame: CanvasFrame;
  drafts: ShownDraftStore;
  store: LiveCanvasContext['store'];
  edits: InlineEditStore;
}

/** The page's blocks, with the layout's header and footer when the page has them, from the draft shown. */
function CanvasPage({ slug, pageId, frame, drafts, store, edits }: CanvasPageProps) {
  // The server renders the saved draft, as the store holds until the editor sends its own.
  const document = useSyncExternalStore(drafts.subscribe, drafts.get, drafts.get);
  const received = useSyncExternalStore(drafts.subscribe, drafts.received, drafts.received);
  const page = document.pages.find((candidate) => candidate.id === pageId);
  const context = useSiteContext(document, pageId, slug, frame, store, edits);
  const firstContext = useRef(context);
  useEffect(() => {
    if (context !== firstContext.current) store.forgetAll();
  }, [context, store]);
  if (!page || !context) {
    return (
      <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
        <p role="status">{received ? 'This page is not in the draft any more.' : 'Loading the preview…'}</p>
      </main>
    );
  }
  const header = page.layout ? document.layout.header : [];
  const footer = page.layout ? document.layout.footer : [];
  return (
    <>
      {header.map((node) => (
        <LiveBlock key={node.id} node={node} context={context} />
      ))}
      <main id="main">
        {page.blocks.map((node) => (
          <LiveBlock key={node.id} node={node} context={context} />
        ))}
      </main>
      {footer.map((node) => (
        <LiveBlock key={node.id} node={node} context={context} />
      ))}
    </>
  );
}

/**
 * The site the blocks see, made again only when something besides blocks
 * changed (the dealer, settings, theme, another page): then every block
 * renders again and loaders, which read those, are asked again.
 */
function useSiteContext(
  document: SiteDocument,
  pageId: string,
  slug: string,
  frame: CanvasFrame,
  store: LiveCanvasContext['store'],
  edits: InlineEditStore,
): LiveCanvasContext | undefined {
  const made = useRef<{ document: SiteDocument; context: LiveCanvasContext | undefined }>(undefined);
  const previous = made.current;
  if (previous && differsOnlyInBlocks(previous.document, document, pageId)) return previous.context;
  const page = document.pages.find((candidate) => candidate.id === pageId);
  const context = page ? { registry: blocksWithIds, store, edits, site: canvasSiteContext(slug, document, page, frame) } : undefined;
  made.current = { document, context };
  return context;
}

/**
 * Issue 13, inline editing: a double click on a block's words (a heading, a
 * paragraph, a button's label) edits them where they stand. Each change goes
 * to the editor, which writes it into the draft as the inspector would; the
 * block is left to the browser until the edit ends (inline-edit-store.ts).
 * Words the block makes from its props are edited in the inspector.
 */
function useInlineEditing(drafts: ShownDraftStore, edits: InlineEditStore): void {
  useEffect(() => {
    let endEdit: (() => void) | undefined;
    function onDoubleClick(event: MouseEvent) {
      const target = event.target instanceof Element ? event.target : null;
      const blockId = blockIdAt(target);
      const block = target?.closest(`[${BLOCK_ID_ATTRIBUTE}]`);
      const node = blockId ? findBlock(drafts.get(), blockId)?.node : undefined;
      const text = target && block && node ? inlineTextAt(target, block, node.props ?? {}) : undefined;
      if (!blockId || !text) return;
      event.preventDefault();
      endEdit?.();
      edits.start(blockId);
      endEdit = editInPlace(text, {
        onChange: (value) => {
          const message: CanvasInlineEditMessage = { type: 'inline-edit', blockId, prop: text.prop, value };
          window.parent.postMessage(message, window.location.origin);
        },
        onEnd: () => {
          endEdit = undefined;
          edits.end();
        },
      });
    }
    window.document.addEventListener('dblclick', onDoubleClick);
    return () => {
      window.document.removeEventListener('dblclick', onDoubleClick);
      endEdit?.();
    };
  }, [drafts, edits]);
}
