import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorTestDocument } from '../document/test-support/editor-documents';
import { momentInWords } from './save-status-words';
import { renderPublishing, SLUG, stubEditorApi } from './test-support/publishing-harness';

const PREVIEWS = `/editor/api/sites/${SLUG}/previews`;
const REVOKE = `/editor/api/sites/${SLUG}/previews/revoke`;
const TOKEN = 'x'.repeat(43);
const LINK = { id: 7, revision: 3, createdAt: '2026-11-27T02:00:00.000Z', createdBy: 'sunny@example.com', expiresAt: '2026-11-30T02:00:00.000Z' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PublishBar: sharing a preview', () => {
  it('makes a link to the saved draft, shows it once with Copy and when it expires, and can stop it (a site with no domain of its own: on the platform)', async () => {
    const api = stubEditorApi({
      [`GET ${PREVIEWS}`]: [
        { status: 200, body: { links: [] } },
        { status: 200, body: { links: [LINK] } },
        { status: 200, body: { links: [] } },
      ],
      [`POST ${PREVIEWS}`]: [{ status: 200, body: { ...LINK, path: `/preview/${TOKEN}/` } }],
      [`POST ${REVOKE}`]: [{ status: 200, body: { revoked: true } }],
    });
    const document = editorTestDocument();
    document.dealer.domains = [];
    renderPublishing(document);
    fireEvent.click(screen.getByRole('button', { name: 'Share preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share a preview' });
    expect(dialog).toHaveTextContent('shows the draft as it is when you make the link; changes after that are not in it');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a preview link' }));
    const address = await within(dialog).findByLabelText('Preview link');
    expect(address).toHaveValue(`${window.location.origin}/preview/${TOKEN}/`);
    expect(within(dialog).getByRole('button', { name: 'Copy link: Preview link' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("The same preview on the platform's address")).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent(`Works until ${momentInWords(LINK.expiresAt)}.`);
    expect(api.sent('POST', PREVIEWS)).toEqual([{ method: 'POST', path: PREVIEWS, body: { revision: 3 } }]);

    fireEvent.click(await within(dialog).findByRole('button', { name: `Stop the link made on ${momentInWords(LINK.createdAt)}` }));
    await waitFor(() => expect(within(dialog).queryByLabelText('Preview link')).not.toBeInTheDocument());
    expect(api.sent('POST', REVOKE)).toEqual([{ method: 'POST', path: REVOKE, body: { id: 7 } }]);
    expect(within(dialog).queryByText('Links that work now')).not.toBeInTheDocument();
  });

  it("on a site with its own domain, the link is on that domain, with the platform's address beside it for before the domain leads here", async () => {
    stubEditorApi({
      [`GET ${PREVIEWS}`]: [{ status: 200, body: { links: [LINK] } }],
      [`POST ${PREVIEWS}`]: [{ status: 200, body: { ...LINK, path: `/preview/${TOKEN}/` } }],
    });
    const document = editorTestDocument();
    document.dealer.domains = ['www.baysidemotors.example', 'baysidemotors.example'];
    renderPublishing(document);
    fireEvent.click(screen.getByRole('button', { name: 'Share preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share a preview' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a preview link' }));
    expect(await within(dialog).findByLabelText('Preview link')).toHaveValue(`https://www.baysidemotors.example/preview/${TOKEN}/`);
    expect(within(dialog).getByLabelText("The same preview on the platform's address")).toHaveValue(`${window.location.origin}/preview/${TOKEN}/`);
    expect(within(dialog).getByRole('button', { name: 'Copy link: Preview link' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: "Copy link: The same preview on the platform's address" })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Send the second while www.baysidemotors.example does not yet lead to this platform.');
  });
});
