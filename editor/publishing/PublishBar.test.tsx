import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findBlock, updateBlockProps } from '../document/operations';
import { changeDocumentAtom, documentAtom, selectionAtom } from '../state/editor-store';
import { AUTOSAVE_DELAY_MS } from './draft-autosave';
import type { OtherEditorTabs } from './other-tabs';
import { otherEditorTabsAtom } from './other-tabs-atoms';
import { renderPublishing, SLUG, stubEditorApi } from './test-support/publishing-harness';

const DRAFT = `/editor/api/sites/${SLUG}/draft`;
const PUBLISH = `/editor/api/sites/${SLUG}/publish`;
const SAVED_AT = '2026-11-22T00:10:00Z';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * The autosave's pauses run on fake time, so a test waits for none of them
 * and names exactly how long the autosave waits. Each step also settles the
 * promises the timers set off (the stubbed fetch, React's updates).
 */
async function passTime(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

type Store = ReturnType<typeof renderPublishing>['store'];

function editSummerCard(store: Store, change: Record<string, unknown>) {
  act(() => {
    store.set(changeDocumentAtom, {
      label: 'Edit Promo card',
      coalesceKey: `summer-card/${Object.keys(change).join()}`,
      recipe: (draft) => updateBlockProps(draft, 'summer-card', { ...findBlock(draft, 'summer-card')!.node.props, ...change }),
    });
  });
}

const summerTitle = (document: unknown) =>
  (document as { pages: { blocks: { slots: { content: { props: { title: string } }[] } }[] }[] }).pages[0].blocks[1].slots.content[0].props.title;

describe('PublishBar: saving', () => {
  it('editor drafts: edits are saved once, AUTOSAVE_DELAY_MS after the last one, naming the revision the draft was loaded at', async () => {
    vi.useFakeTimers();
    const api = stubEditorApi({ [`PUT ${DRAFT}`]: [{ status: 200, body: { revision: 4, updatedAt: SAVED_AT, errors: [] } }] });
    const { store } = renderPublishing();
    editSummerCard(store, { title: 'T' });
    await passTime(AUTOSAVE_DELAY_MS - 1);
    editSummerCard(store, { title: 'Tr' });
    await passTime(AUTOSAVE_DELAY_MS - 1);
    editSummerCard(store, { title: 'Trade-in bonus' });
    expect(screen.getByText('Unsaved changes')).toHaveAttribute('aria-live', 'polite');
    await passTime(AUTOSAVE_DELAY_MS - 1);
    expect(api.sent('PUT', DRAFT)).toEqual([]);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await passTime(1);
    expect(screen.getByText(/^All changes saved at/)).toBeInTheDocument();
    const puts = api.sent('PUT', DRAFT);
    expect(puts).toHaveLength(1);
    expect(puts[0].body).toMatchObject({ revision: 3 });
    expect(summerTitle((puts[0].body as { document: unknown }).document)).toBe('Trade-in bonus');
  });

  it('editor drafts: a failed save says "Not saved — retrying" and saves once the server answers', async () => {
    vi.useFakeTimers();
    const api = stubEditorApi({ [`PUT ${DRAFT}`]: [new TypeError('Failed to fetch'), { status: 200, body: { revision: 4, updatedAt: SAVED_AT, errors: [] } }] });
    const { store } = renderPublishing();
    editSummerCard(store, { title: 'Offline edit' });
    await passTime(AUTOSAVE_DELAY_MS);
    expect(screen.getByText('Not saved — retrying')).toBeInTheDocument();
    expect(api.sent('PUT', DRAFT)).toHaveLength(1);
    // The first retry waits 1 s (draft-autosave.ts: "1 s, 2 s, 4 s…").
    await passTime(1000);
    expect(screen.getByText(/^All changes saved at/)).toBeInTheDocument();
    expect(api.sent('PUT', DRAFT)).toHaveLength(2);
  });

  it('editor drafts: leaving the page with unsaved changes asks first', async () => {
    stubEditorApi({ [`PUT ${DRAFT}`]: [{ status: 200, body: { revision: 4, updatedAt: SAVED_AT, errors: [] } }] });
    const { store } = renderPublishing();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    editSummerCard(store, { title: 'Not yet saved' });
    const unsaved = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unsaved);
    expect(unsaved.defaultPrevented).toBe(true);
  });
});

describe('PublishBar: the way to the dealer’s other screens', () => {
  it('links to the dealer’s reservations beside versions, import and export', () => {
    renderPublishing();
    expect(screen.getByRole('button', { name: 'Versions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reservations' })).toHaveAttribute('href', `/editor/${SLUG}/reservations`);
  });
});

describe('PublishBar: publishing', () => {
  it('editor publish: refused while the document has errors, each listed as a link that selects the block and focuses its field', async () => {
    const api = stubEditorApi({ [`PUT ${DRAFT}`]: [{ status: 200, body: { revision: 4, updatedAt: SAVED_AT, errors: [] } }] });
    const { store } = renderPublishing();
    editSummerCard(store, { expiry: '31/12/2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const drawer = await screen.findByRole('dialog', { name: 'Publish refused' });
    const link = within(drawer).getByRole('link', { name: /Promo card on page “Bayside Motors” — Show until: must be a date and time/ });
    expect(link).toHaveAttribute('href', '#block-summer-card.expiry');
    expect(api.sent('POST', PUBLISH)).toEqual([]);
    fireEvent.click(link);
    expect(store.get(selectionAtom)).toEqual({ pageId: 'home', blockId: 'summer-card' });
    await waitFor(() => expect(screen.getByLabelText('Show until')).toHaveFocus());
  });

  it('editor publish: saves what is unsaved first, then publishes that revision and says which version is live', async () => {
    const api = stubEditorApi({
      [`PUT ${DRAFT}`]: [{ status: 200, body: { revision: 4, updatedAt: SAVED_AT, errors: [] } }],
      [`POST ${PUBLISH}`]: [{ status: 200, body: { version: 12 } }],
    });
    const { store } = renderPublishing();
    editSummerCard(store, { title: 'Trade-in bonus' });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Publish these changes?' })).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText(/Published version 12 — live now/)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([`PUT ${DRAFT}`, `POST ${PUBLISH}`]);
    expect(api.sent('POST', PUBLISH)[0].body).toEqual({ revision: 4 });
    expect(screen.getByRole('link', { name: 'Open the site' })).toHaveAttribute('href', `/sites/${SLUG}/`);
  });

  it("editor publish: the server's 422 errors are listed the same way", async () => {
    stubEditorApi({
      [`POST ${PUBLISH}`]: [
        {
          status: 422,
          body: {
            error: 'invalid-document',
            message: 'The site has 1 problem.',
            errors: [{ path: '/pages/1/blocks/0/props/title', block: { type: 'promo-card', id: 'winter-card' }, message: 'must not be empty' }],
          },
        },
      ],
    });
    renderPublishing();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Publish these changes?' })).getByRole('button', { name: 'Publish now' }));
    const drawer = await screen.findByRole('dialog', { name: 'Publish refused' });
    expect(within(drawer).getByText('The site has 1 problem.')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Promo card on page “Special offers” — Title: must not be empty' })).toHaveAttribute('href', '#block-winter-card.title');
  });
});

describe('ConflictDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  function conflictAnswer(store: Store) {
    const theirs = structuredClone(store.get(documentAtom));
    theirs.pages[0].title = 'Their home page';
    return {
      status: 409,
      body: {
        error: 'conflict',
        message: 'Someone else saved this draft.',
        current: { document: theirs, revision: 7, updatedAt: '2026-11-22T00:42:00Z', updatedBy: 'Sunny Marketer' },
      },
    };
  }

  it('editor conflicts: "Drop my changes, take theirs" loads their version and saves nothing', async () => {
    const { store } = renderPublishing();
    const api = stubEditorApi({ [`PUT ${DRAFT}`]: [conflictAnswer(store)] });
    editSummerCard(store, { title: 'My title' });
    await passTime(AUTOSAVE_DELAY_MS);
    const dialog = screen.getByRole('dialog', { name: 'Someone else saved this site' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Drop my changes, take theirs' }));
    await passTime(AUTOSAVE_DELAY_MS);
    expect(store.get(documentAtom).pages[0].title).toBe('Their home page');
    expect(summerTitle(store.get(documentAtom))).not.toBe('My title');
    expect(api.sent('PUT', DRAFT)).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Someone else saved this site' })).not.toBeInTheDocument();
    expect(screen.getByText(/^All changes saved at/)).toBeInTheDocument();
  });

  it('editor conflicts: changes to different parts are both kept without a question, saved naming their revision', async () => {
    const { store } = renderPublishing();
    const api = stubEditorApi({ [`PUT ${DRAFT}`]: [conflictAnswer(store), { status: 200, body: { revision: 8, updatedAt: SAVED_AT, errors: [] } }] });
    editSummerCard(store, { title: 'My title' });
    await passTime(AUTOSAVE_DELAY_MS);
    const dialog = screen.getByRole('dialog', { name: 'Someone else saved this site' });
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep both and save' }));
    await passTime(AUTOSAVE_DELAY_MS);
    expect(screen.getByText(/^All changes saved at/)).toBeInTheDocument();
    const puts = api.sent('PUT', DRAFT);
    expect(puts).toHaveLength(2);
    expect(puts[1].body).toMatchObject({ revision: 7 });
    const kept = (puts[1].body as { document: unknown }).document;
    expect(summerTitle(kept)).toBe('My title');
    expect((kept as { pages: { title: string }[] }).pages[0].title).toBe('Their home page');
  });

  it('editor conflicts: a block both changed is asked about by name, with keep mine or take theirs, never JSON', async () => {
    const { store } = renderPublishing();
    const answer = conflictAnswer(store);
    const theirDocument = answer.body.current.document as unknown as { pages: { blocks: { slots: { content: { props: { title: string } }[] } }[] }[] };
    theirDocument.pages[0].blocks[1].slots.content[0].props.title = 'Their title';
    const api = stubEditorApi({ [`PUT ${DRAFT}`]: [answer, { status: 200, body: { revision: 8, updatedAt: SAVED_AT, errors: [] } }] });
    editSummerCard(store, { title: 'My title' });
    await passTime(AUTOSAVE_DELAY_MS);
    const dialog = screen.getByRole('dialog', { name: 'Someone else saved this site' });
    expect(dialog).not.toHaveTextContent(/JSON|clipboard/);
    const choice = within(dialog).getByRole('radiogroup', { name: /Promo card/ });
    expect(within(choice).getByRole('radio', { name: 'Keep mine (changed)' })).toBeChecked();
    fireEvent.click(within(choice).getByRole('radio', { name: 'Take theirs (changed)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    await passTime(AUTOSAVE_DELAY_MS);
    const kept = (api.sent('PUT', DRAFT)[1].body as { document: unknown }).document;
    expect(summerTitle(kept)).toBe('Their title');
    expect(summerTitle(store.get(documentAtom))).toBe('Their title');
  });

  it("editor conflicts: a save from the marketer's own other tab is called that, not someone else", async () => {
    const { store } = renderPublishing();
    stubEditorApi({ [`PUT ${DRAFT}`]: [conflictAnswer(store)] });
    act(() => store.set(otherEditorTabsAtom, { savedByOtherTab: (revision: number) => revision === 7 } as unknown as OtherEditorTabs));
    editSummerCard(store, { title: 'My title' });
    await passTime(AUTOSAVE_DELAY_MS);
    const dialog = screen.getByRole('dialog', { name: 'Your other tab saved this site' });
    expect(dialog).toHaveTextContent(/^Your other tab saved this siteYou saved this site in another tab at/);
  });
});
