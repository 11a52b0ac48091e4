import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { autosaveSnapshotAtom } from './autosave-atoms';
import { SLUG, stubEditorApi } from './test-support/publishing-harness';
import { sameDraftChanges, useDraftChanges } from './use-draft-changes.client';

const CHANGES = `GET /editor/api/sites/${SLUG}/changes`;

afterEach(() => {
  vi.unstubAllGlobals();
});

function savedAs(store: ReturnType<typeof createStore>, revision: number) {
  act(() => store.set(autosaveSnapshotAtom, { ...store.get(autosaveSnapshotAtom), status: 'saved', savedRevision: revision }));
}

describe('useDraftChanges: asked again after each save', () => {
  it('keeps the summary it shows while a save changes only the revision, so typing in one block renders the bar once', async () => {
    const api = stubEditorApi({
      [CHANGES]: [
        { status: 200, body: { revision: 3, liveVersion: 2, changes: ['Page “Home”: changed Promo card'] } },
        { status: 200, body: { revision: 4, liveVersion: 2, changes: ['Page “Home”: changed Promo card'] } },
        { status: 200, body: { revision: 5, liveVersion: 2, changes: ['Page “Home”: changed Promo card', 'Page “Home”: added Heading'] } },
      ],
    });
    const store = createStore();
    savedAs(store, 3);
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders++;
        return useDraftChanges(SLUG);
      },
      { wrapper: ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider> },
    );
    await waitFor(() => expect(result.current.changes?.changes).toHaveLength(1));
    const first = result.current.changes;
    const rendersBefore = renders;

    savedAs(store, 4);
    await waitFor(() => expect(api.sent('GET', `/editor/api/sites/${SLUG}/changes`)).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(result.current.changes).toBe(first);
    // The save itself renders nothing: the revision is followed through the store.
    expect(renders).toBe(rendersBefore);

    savedAs(store, 5);
    await waitFor(() => expect(result.current.changes?.changes).toHaveLength(2));
  });
});

describe('sameDraftChanges', () => {
  const at = (revision: number, liveVersion: number | null, changes: string[]) => ({ revision, liveVersion, changes });
  it('is the same summary whatever the revision', () => {
    expect(sameDraftChanges(at(3, 2, ['a']), at(9, 2, ['a']))).toBe(true);
  });
  it('differs by a change, its order, or the live version', () => {
    expect(sameDraftChanges(at(3, 2, ['a']), at(3, 2, ['a', 'b']))).toBe(false);
    expect(sameDraftChanges(at(3, 2, ['a', 'b']), at(3, 2, ['b', 'a']))).toBe(false);
    expect(sameDraftChanges(at(3, 2, []), at(3, null, []))).toBe(false);
  });
});
