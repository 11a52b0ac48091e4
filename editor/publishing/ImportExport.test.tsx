import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorTestDocument } from '../document/test-support/editor-documents';
import { documentAtom } from '../state/editor-store';
import { renderPublishing, SLUG, stubEditorApi } from './test-support/publishing-harness';

const IMPORT = `/editor/api/sites/${SLUG}/import`;
const DRAFT = `/editor/api/sites/${SLUG}/draft`;

afterEach(() => vi.unstubAllGlobals());

function chooseFile(content: string, name = 'bayside-motors.json') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(input).toHaveAttribute('accept', 'application/json');
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'application/json' })] } });
}

describe('Import and Export', () => {
  it("editor import: a refused file's errors are listed in plain words and the draft is unchanged", async () => {
    const file = editorTestDocument();
    file.pages[1].blocks[0].props = { ...file.pages[1].blocks[0].props, expiry: 'soon' };
    const api = stubEditorApi({
      [`POST ${IMPORT}`]: [
        {
          status: 400,
          body: {
            error: 'invalid-document',
            message: '“bayside-motors.json” has 1 problem.',
            errors: [{ path: '/pages/1/blocks/0/props/expiry', block: { type: 'promo-card', id: 'winter-card' }, message: 'must be a date and time like 2026-12-01T09:00:00Z' }],
          },
        },
      ],
    });
    const { store } = renderPublishing();
    const before = store.get(documentAtom);
    chooseFile(JSON.stringify(file));
    const dialog = await screen.findByRole('dialog', { name: 'Import refused' });
    expect(within(dialog).getByText('“bayside-motors.json” has 1 problem.')).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Promo card on page “Special offers” — Show until: must be a date and time like 2026-12-01T09:00:00Z');
    expect(api.sent('POST', IMPORT)[0].body).toEqual(file);
    expect(api.sent('GET', DRAFT)).toEqual([]);
    expect(store.get(documentAtom)).toBe(before);
  });

  it('editor import: a file that is not JSON is refused before it is sent', async () => {
    const api = stubEditorApi({});
    renderPublishing();
    chooseFile('{ "pages": [', 'notes.json');
    const dialog = await screen.findByRole('dialog', { name: 'Import refused' });
    expect(dialog).toHaveTextContent('“notes.json” is not a JSON file');
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('editor import: an accepted file becomes the draft in the editor, with the migration noticed', async () => {
    const imported = editorTestDocument();
    imported.pages[0].title = 'Imported home';
    stubEditorApi({
      [`POST ${IMPORT}`]: [{ status: 200, body: { revision: 9, errors: [], migratedFrom: 1 } }],
      [`GET ${DRAFT}`]: [{ status: 200, body: { document: imported, revision: 9, basedOnVersion: 4, updatedAt: '2026-11-22T01:00:00Z', updatedBy: 'Sunny Marketer', errors: [] } }],
    });
    const { store } = renderPublishing();
    chooseFile(JSON.stringify({ ...imported, schemaVersion: 1 }));
    expect(await screen.findByText('Imported. Migrated from schema version 1')).toBeInTheDocument();
    expect(store.get(documentAtom).pages[0].title).toBe('Imported home');
  });

  it('editor export: downloads the saved draft from the export address', async () => {
    stubEditorApi({});
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} as ${this.download}`);
    });
    renderPublishing();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(clicked).toEqual([`/editor/api/sites/${SLUG}/export as ${SLUG}.json`]));
    click.mockRestore();
  });
});
