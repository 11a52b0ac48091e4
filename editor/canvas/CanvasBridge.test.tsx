import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DndContext } from '@dnd-kit/core';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorTestDocument } from '../document/test-support/editor-documents';
import { createEditorStore, documentAtom, historyAtom, loadDocumentAtom, selectionAtom, validationAtom } from '../state/editor-store';
import { editorNoticeAtom } from '../shell/notice';
import { barPlace } from './SelectedBlockActions.client';
import { CanvasBridge } from './CanvasBridge.client';
import { CanvasFrame } from './CanvasFrame.client';
import { registry } from '../../blocks';

function box(top: number, height: number): DOMRect {
  return { x: 0, y: top, top, left: 0, width: 300, height, right: 300, bottom: top + height, toJSON: () => ({}) } as DOMRect;
}

function postFromEditor(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('canvas bridge (inside the canvas iframe)', () => {
  afterEach(() => vi.restoreAllMocks());

  function renderCanvas() {
    return render(
      <>
        <div data-block-id="offers-section" style={{ display: 'contents' }}>
          <section>
            <div data-block-id="summer-card" style={{ display: 'contents' }}>
              <a href="/special-offers">See the offer</a>
            </div>
          </section>
        </div>
        <CanvasBridge />
      </>,
    );
  }

  it("editor canvas: the editor's keys pressed on the canvas (Ctrl+Z, Delete) are passed on to the editor; other keys are not", () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    renderCanvas();
    fireEvent.keyDown(document.body, { key: 'z', code: 'KeyZ', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'Delete', code: 'Delete' });
    fireEvent.keyDown(document.body, { key: 'a', code: 'KeyA' });
    expect(post.mock.calls.map(([message]) => message)).toEqual([
      { type: 'key', key: 'z', code: 'KeyZ', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false },
      { type: 'key', key: 'Delete', code: 'Delete', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false },
    ]);
  });

  it('editor canvas: a click in a block posts {type: "select", blockId} of the innermost block to the editor, and does not follow its link', () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    renderCanvas();
    const click = fireEvent.click(screen.getByRole('link', { name: 'See the offer' }));
    expect(click).toBe(false);
    expect(post).toHaveBeenCalledWith({ type: 'select', blockId: 'summer-card' }, window.location.origin);
  });

  it('editor canvas: {type: "selected", blockId} from the editor outlines that block; null clears it', () => {
    renderCanvas();
    const section = document.querySelector('section')!;
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue(box(100, 240));
    postFromEditor({ type: 'selected', blockId: 'offers-section' });
    const outline = document.querySelector('[data-canvas-selection]') as HTMLElement;
    expect(outline).toHaveAttribute('data-canvas-selection', 'offers-section');
    expect(outline.style.top).toBe('100px');
    expect(outline.style.height).toBe('240px');
    postFromEditor({ type: 'selected', blockId: null });
    expect(document.querySelector('[data-canvas-selection]')).toBeNull();
  });

  it('action bar: the selected block’s box in the frame’s viewport is told to the editor, which draws the bar; null when the block is not on the page', () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    renderCanvas();
    vi.spyOn(screen.getByRole('link', { name: 'See the offer' }), 'getBoundingClientRect').mockReturnValue(box(100, 240));
    postFromEditor({ type: 'selected', blockId: 'summer-card' });
    postFromEditor({ type: 'selected', blockId: 'gone-block' });
    expect(post.mock.calls.map(([message]) => message)).toEqual([
      { type: 'selected-box', blockId: 'summer-card', box: { top: 100, left: 0, width: 300, height: 240 }, viewportHeight: window.innerHeight },
      { type: 'selected-box', blockId: 'gone-block', box: null, viewportHeight: window.innerHeight },
    ]);
  });

  it('action bar: when the page’s blocks are reordered (a move changes no size) the outline and the bar follow the block, told once per frame and only when it moved', async () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    renderCanvas();
    const rect = vi.spyOn(screen.getByRole('link', { name: 'See the offer' }), 'getBoundingClientRect').mockReturnValue(box(100, 240));
    postFromEditor({ type: 'selected', blockId: 'summer-card' });
    rect.mockReturnValue(box(400, 240));
    await act(async () => {
      const section = document.querySelector('section')!;
      section.prepend(document.createElement('div'));
      section.prepend(document.createElement('div'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect((document.querySelector('[data-canvas-selection]') as HTMLElement).style.top).toBe('400px');
    await act(async () => {
      document.querySelector('section')!.prepend(document.createElement('div'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(post.mock.calls.map(([message]) => (message as { box: { top: number } }).box.top)).toEqual([100, 400]);
  });

  it('action bar: the outlines the canvas draws itself (the hover outline) do not make it measure the selected block again', async () => {
    renderCanvas();
    const rect = vi.spyOn(screen.getByRole('link', { name: 'See the offer' }), 'getBoundingClientRect').mockReturnValue(box(100, 240));
    postFromEditor({ type: 'selected', blockId: 'summer-card' });
    const measured = rect.mock.calls.length;
    vi.spyOn(document.querySelector('section')!, 'getBoundingClientRect').mockReturnValue(box(80, 300));
    await act(async () => {
      fireEvent.pointerOver(document.querySelector('section')!);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(document.querySelector('[data-canvas-hover]')).not.toBeNull();
    expect(rect.mock.calls.length).toBe(measured);
  });

  it('editor canvas: the block under the pointer is outlined lightly, the innermost one, until the pointer leaves the canvas', () => {
    renderCanvas();
    vi.spyOn(document.querySelector('section')!, 'getBoundingClientRect').mockReturnValue(box(100, 240));
    vi.spyOn(screen.getByRole('link', { name: 'See the offer' }), 'getBoundingClientRect').mockReturnValue(box(120, 40));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'See the offer' }));
    const hover = document.querySelector('[data-canvas-hover]') as HTMLElement;
    expect(hover).toHaveAttribute('data-canvas-hover', 'summer-card');
    expect(hover.style.top).toBe('120px');
    fireEvent.pointerLeave(document.documentElement);
    expect(document.querySelector('[data-canvas-hover]')).toBeNull();
  });

  it('editor canvas: messages from another origin, or of another shape, are ignored', () => {
    renderCanvas();
    vi.spyOn(document.querySelector('section')!, 'getBoundingClientRect').mockReturnValue(box(0, 50));
    postFromEditor({ type: 'selected', blockId: 'offers-section' }, 'https://evil.example');
    postFromEditor({ type: 'select-all' });
    expect(document.querySelector('[data-canvas-selection]')).toBeNull();
  });
});

describe('canvas frame (in the editor)', () => {
  function renderFrame() {
    const store = createEditorStore(registry, editorTestDocument());
    render(
      <Provider store={store}>
        <MantineProvider env="test">
          <DndContext>
            <CanvasFrame slug="bayside-motors" page={{ id: 'home', path: '/', title: 'Home' }} width={375} />
          </DndContext>
        </MantineProvider>
      </Provider>,
    );
    const frame = screen.getByTitle('Preview of Home at 375 pixels wide') as HTMLIFrameElement;
    return { store, frame };
  }

  it('editor canvas: the iframe shows the draft page at the chosen width, its address free of the draft (a save reloads nothing)', () => {
    const { frame } = renderFrame();
    expect(frame.getAttribute('src')).toBe('/editor/canvas/bayside-motors?editorPage=home');
    expect(frame.style.width).toBe('375px');
  });

  it('live canvas: the editor tells the canvas it listens, so a canvas that loaded first says it is ready again', async () => {
    const { frame } = renderFrame();
    // jsdom delivers a posted message in a later task: a listener added now still hears the one the mount posted.
    const heard: unknown[] = [];
    frame.contentWindow!.addEventListener('message', (event) => heard.push(event.data));
    await waitFor(() => expect(heard).toContainEqual({ type: 'listening' }));
  });

  it('live canvas: the draft as the site shows it goes to the canvas when it is ready, and again at every edit', () => {
    const { store, frame } = renderFrame();
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    // Busy until the canvas says it is ready: its page may show before its words answer a double click.
    expect(frame.getAttribute('aria-busy')).toBe('true');
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'ready' }, origin: window.location.origin, source: frame.contentWindow }));
    });
    expect(frame.getAttribute('aria-busy')).toBe('false');
    expect(post).toHaveBeenCalledWith({ type: 'draft', document: store.get(validationAtom).shown }, window.location.origin);
    post.mockClear();
    const draft = store.get(documentAtom);
    act(() => store.set(loadDocumentAtom, { ...draft, dealer: { ...draft.dealer, name: 'Bayside Motors Group' } }));
    const [sent] = post.mock.calls.find(([message]) => (message as { type: string }).type === 'draft')!;
    expect((sent as { document: { dealer: { name: string } } }).document.dealer.name).toBe('Bayside Motors Group');
  });

  it('editor canvas: a select message from the canvas selects the block in the editor (and so in the outline)', () => {
    const { store, frame } = renderFrame();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'select', blockId: 'summer-card' }, origin: window.location.origin, source: frame.contentWindow }));
    });
    expect(store.get(selectionAtom)).toEqual({ pageId: 'home', blockId: 'summer-card' });
  });

  it('editor canvas: a message from any other window is ignored', () => {
    const { store } = renderFrame();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'select', blockId: 'summer-card' }, origin: window.location.origin, source: window }));
    });
    expect(store.get(selectionAtom).blockId).toBeNull();
  });

  it('editor canvas: the pane is observed once, not afresh at every edit (a new observer reports a size, which renders again, every frame)', () => {
    const observed = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe = observed;
        unobserve() {}
        disconnect() {}
      },
    );
    try {
      const { store } = renderFrame();
      for (const name of ['Bayside Motors Group', 'Bayside Motors', 'Bayside']) {
        const draft = store.get(documentAtom);
        act(() => store.set(loadDocumentAtom, { ...draft, dealer: { ...draft.dealer, name } }));
      }
      expect(observed).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  function tellBox(frame: HTMLIFrameElement, blockId: string, top: number, source: Window | null = frame.contentWindow) {
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'selected-box', blockId, box: { top, left: 0, width: 375, height: 200 }, viewportHeight: 700 },
          origin: window.location.origin,
          source,
        }),
      );
    });
  }

  it('action bar: the selected block has a bar over the canvas that moves it up and down, duplicates and deletes it, each one undo step', () => {
    const { store, frame } = renderFrame();
    act(() => store.set(selectionAtom, { pageId: 'home', blockId: 'home-hero' }));
    // No bar until the canvas has told where the block is.
    expect(screen.queryByRole('group', { name: /^Selected block/ })).toBeNull();
    tellBox(frame, 'home-hero', 100);
    const bar = screen.getByRole('group', { name: 'Selected block: Hero banner' });
    expect(bar).toHaveAttribute('data-canvas-actions', 'home-hero');
    // Its handle drags the block elsewhere on the canvas, announced as a drag.
    expect(screen.getByRole('button', { name: 'Drag Hero banner to move it' })).toHaveAttribute('aria-roledescription', 'draggable');
    const homeIds = () => store.get(documentAtom).pages[0]!.blocks.map((block) => block.id);
    // First in its list: moving up is unavailable, says so, and changes nothing.
    const up = screen.getByRole('button', { name: 'Move Hero banner up' });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(up);
    expect(homeIds()).toEqual(['home-hero', 'offers-section', 'two-columns']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Hero banner down' }));
    expect(homeIds()).toEqual(['offers-section', 'home-hero', 'two-columns']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Hero banner up' }));
    expect(homeIds()).toEqual(['home-hero', 'offers-section', 'two-columns']);
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Hero banner' }));
    expect(homeIds()).toHaveLength(4);
    const copy = homeIds()[1]!;
    expect(store.get(selectionAtom).blockId).toBe(copy);
    // The copy is selected: the bar waits for the canvas to tell where the copy is.
    expect(screen.queryByRole('group', { name: /^Selected block/ })).toBeNull();
    tellBox(frame, copy, 300);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Hero banner' }));
    expect(homeIds()).toEqual(['home-hero', 'offers-section', 'two-columns']);
    expect(store.get(historyAtom).past.map((step) => step.label)).toEqual(['Move Hero banner', 'Move Hero banner', 'Duplicate Hero banner', 'Delete Hero banner']);
    expect(store.get(editorNoticeAtom)?.message).toMatch(/^Deleted Hero banner/);
  });

  it('action bar: a box from any other window, or for a block not selected, shows no bar; a block scrolled out of the frame has none', () => {
    const { store, frame } = renderFrame();
    act(() => store.set(selectionAtom, { pageId: 'home', blockId: 'home-hero' }));
    tellBox(frame, 'home-hero', 100, window);
    tellBox(frame, 'offers-section', 100);
    expect(screen.queryByRole('group', { name: /^Selected block/ })).toBeNull();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'selected-box', blockId: 'home-hero', box: null, viewportHeight: 700 },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    expect(screen.queryByRole('group', { name: /^Selected block/ })).toBeNull();
  });

  it('action bar: the bar stands above the block, right-aligned with it, in the pane’s pixels; inside its top edge when the block starts the view; none when scrolled out', () => {
    const frame = { left: 40, top: 0 };
    expect(barPlace({ top: 100, left: 0, width: 375, height: 200 }, 600, frame, 1)).toEqual({ top: 64, right: 415 });
    // Scaled to half: the block's box shrinks with the frame.
    expect(barPlace({ top: 100, left: 0, width: 400, height: 200 }, 600, { ...frame, left: 0 }, 0.5)).toEqual({ top: 14, right: 200 });
    // Less than the bar's height from the top (or above it, scrolled): inside the block's top edge.
    expect(barPlace({ top: 35, left: 0, width: 375, height: 200 }, 600, frame, 1)).toEqual({ top: 39, right: 415 });
    expect(barPlace({ top: -50, left: 0, width: 375, height: 200 }, 600, frame, 1)).toEqual({ top: 4, right: 415 });
    // A block narrower than the bar: the bar does not start left of the pane.
    expect(barPlace({ top: 100, left: 0, width: 40, height: 200 }, 600, { ...frame, left: 0 }, 1)).toEqual({ top: 64, right: 172 });
    expect(barPlace({ top: -200, left: 0, width: 375, height: 200 }, 600, frame, 1)).toBeUndefined();
    expect(barPlace({ top: 600, left: 0, width: 375, height: 200 }, 600, frame, 1)).toBeUndefined();
  });

  it('editor canvas: selecting a block in the editor tells the canvas', () => {
    const { store, frame } = renderFrame();
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    act(() => store.set(selectionAtom, { pageId: 'home', blockId: 'home-hero' }));
    expect(post).toHaveBeenLastCalledWith({ type: 'selected', blockId: 'home-hero' }, window.location.origin);
  });
});
