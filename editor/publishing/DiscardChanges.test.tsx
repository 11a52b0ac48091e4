import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorTestDocument } from '../document/test-support/editor-documents';
import { documentAtom } from '../state/editor-store';
import { autosaveSnapshotAtom } from './autosave-atoms';
import { renderPublishing, SLUG, stubEditorApi } from './test-support/publishing-harness';

const CHANGES = `/editor/api/sites/${SLUG}/changes`;
const DISCARD = `/editor/api/sites/${SLUG}/discard`;
const DRAFT = `/editor/api/sites/${SLUG}/draft`;

afterEach(() => {
  vi.unstubAllGlobals();
});

function liveDraft() {
  const document = editorTestDocument();
  document.pages[0].title = 'Live home page';
  return { status: 200, body: { document, revision: 4, basedOnVersion: 11, updatedAt: '2026-11-27T01:00:00Z', updatedBy: 'sunny@example.com', errors: [] } };
}

describe('PublishBar: discarding the draft', () => {
  it('"Discard changes" is offered only when the draft differs from the live version', async () => {
    stubEditorApi({});
    renderPublishing();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled());
  });

  it('asks first, listing what is thrown away; then the live version is the draft in the editor, at its new revision', async () => {
    const api = stubEditorApi({
      [`GET ${CHANGES}`]: [
        { status: 200, body: { revision: 3, liveVersion: 11, changes: ['Page “Bayside Motors”: changed Promo card'] } },
        { status: 200, body: { revision: 4, liveVersion: 11, changes: [] } },
      ],
      [`POST ${DISCARD}`]: [{ status: 200, body: { revision: 4, basedOnVersion: 11 } }],
      [`GET ${DRAFT}`]: [liveDraft()],
    });
    const { store } = renderPublishing();
    const button = screen.getByRole('button', { name: 'Discard changes' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(within(dialog).getByRole('list', { name: 'Changes that are thrown away' })).toHaveTextContent('Page “Bayside Motors”: changed Promo card');
    expect(dialog).toHaveTextContent('The draft goes back to what is live now (version 11).');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Changes discarded: the draft is the live version again.')).toBeInTheDocument();
    expect(api.sent('POST', DISCARD)).toEqual([{ method: 'POST', path: DISCARD, body: { revision: 3 } }]);
    expect(store.get(documentAtom).pages[0].title).toBe('Live home page');
    expect(store.get(autosaveSnapshotAtom).savedRevision).toBe(4);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled());
  });

  it('"Keep my changes" discards nothing', async () => {
    const api = stubEditorApi({ [`GET ${CHANGES}`]: [{ status: 200, body: { revision: 3, liveVersion: 11, changes: ['Theme changed'] } }] });
    renderPublishing();
    const button = screen.getByRole('button', { name: 'Discard changes' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Keep my changes' }));
    expect(api.sent('POST', DISCARD)).toEqual([]);
  });
});
