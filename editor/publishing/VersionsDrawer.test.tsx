import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorTestDocument } from '../document/test-support/editor-documents';
import { documentAtom } from '../state/editor-store';
import { momentInWords } from './save-status-words';
import { renderPublishing, SLUG, stubEditorApi } from './test-support/publishing-harness';

const VERSIONS = `/editor/api/sites/${SLUG}/versions`;
const ROLLBACK = `/editor/api/sites/${SLUG}/rollback`;
const DRAFT = `/editor/api/sites/${SLUG}/draft`;

const HISTORY = [
  {
    version: 3,
    status: 'published',
    createdAt: '2026-11-22T00:42:00Z',
    createdBy: 'Sunny Marketer',
    source: 'editor',
    changes: ['Page “Home”: added Promo card', 'Theme changed'],
  },
  { version: 2, status: 'published', createdAt: '2026-11-21T05:00:00Z', createdBy: 'Pat Admin', source: 'editor', changes: ['Page “Home”: removed Hero banner'] },
  { version: 1, status: 'published', createdAt: '2026-11-20T05:00:00Z', createdBy: 'dealer-configs', source: 'file', changes: [] },
];

afterEach(() => vi.unstubAllGlobals());

describe('VersionsDrawer', () => {
  it('editor history: each version shows its number, date in words, who, where from and what changed', async () => {
    stubEditorApi({ [`GET ${VERSIONS}`]: [{ status: 200, body: { versions: HISTORY } }] });
    renderPublishing();
    fireEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const drawer = await screen.findByRole('dialog', { name: 'Version history' });
    const newest = await within(drawer).findByRole('region', { name: 'Version 3' });
    expect(newest).toHaveTextContent(momentInWords('2026-11-22T00:42:00Z'));
    expect(newest).toHaveTextContent('Published by Sunny Marketer in the editor');
    expect(
      within(newest)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Page “Home”: added Promo card', 'Theme changed']);
    expect(within(newest).getByText('Live')).toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: 'Version 1' })).toHaveTextContent('from the dealer’s configuration file');
  });

  it('editor rollback: asks first, then publishes the old version again and loads the new draft', async () => {
    const rolledBack = editorTestDocument();
    rolledBack.pages[0].title = 'Version 2 home';
    const api = stubEditorApi({
      [`GET ${VERSIONS}`]: [{ status: 200, body: { versions: HISTORY } }],
      [`POST ${ROLLBACK}`]: [{ status: 200, body: { version: 4 } }],
      [`GET ${DRAFT}`]: [
        { status: 200, body: { document: rolledBack, revision: 11, basedOnVersion: 4, updatedAt: '2026-11-22T01:00:00Z', updatedBy: 'Sunny Marketer', errors: [] } },
      ],
    });
    const { store } = renderPublishing();
    fireEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const drawer = await screen.findByRole('dialog', { name: 'Version history' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Roll back to version 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Roll back to version 2?' });
    expect(api.sent('POST', ROLLBACK)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Roll back to version 2' }));
    expect(await screen.findByText(/Rolled back: version 4, a copy of version 2, is live now/)).toBeInTheDocument();
    expect(api.sent('POST', ROLLBACK)[0].body).toEqual({ version: 2 });
    await waitFor(() => expect(store.get(documentAtom).pages[0].title).toBe('Version 2 home'));
  });
});
