import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goLiveWords } from './schedule-words';
import { renderPublishing, SLUG, stubEditorApi } from './test-support/publishing-harness';

const CHANGES = `/editor/api/sites/${SLUG}/changes`;
const PUBLISH = `/editor/api/sites/${SLUG}/publish`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PublishBar: publishing asks first, saying what changes', () => {
  it('lists what changed since the live version; "Publish now" publishes the saved revision', async () => {
    const api = stubEditorApi({
      [`GET ${CHANGES}`]: [{ status: 200, body: { revision: 3, liveVersion: 11, changes: ['Page “Bayside Motors”: changed Promo card', 'Theme changed'] } }],
      [`POST ${PUBLISH}`]: [{ status: 200, body: { version: 12 } }],
    });
    renderPublishing();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish these changes?' });
    expect(dialog).toHaveTextContent('What changes on the live site (now version 11):');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Page “Bayside Motors”: changed Promo card', 'Theme changed']);
    expect(api.sent('POST', PUBLISH)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText(/Published version 12 — live now/)).toBeInTheDocument();
    expect(api.sent('POST', PUBLISH)).toEqual([{ method: 'POST', path: PUBLISH, body: { revision: 3 } }]);
    expect(screen.queryByRole('dialog', { name: 'Publish these changes?' })).not.toBeInTheDocument();
  });

  it('"Cancel" publishes nothing', async () => {
    const api = stubEditorApi({ [`GET ${CHANGES}`]: [{ status: 200, body: { revision: 3, liveVersion: 11, changes: ['Theme changed'] } }] });
    renderPublishing();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish these changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Publish these changes?' })).not.toBeInTheDocument();
    expect(api.sent('POST', PUBLISH)).toEqual([]);
  });

  it('a site never published says everything goes live for the first time', async () => {
    stubEditorApi({ [`GET ${CHANGES}`]: [{ status: 200, body: { revision: 3, liveVersion: null, changes: [] } }] });
    renderPublishing();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('dialog', { name: 'Publish these changes?' })).toHaveTextContent(
      'This site has never been published: everything in the draft goes live for the first time.',
    );
  });

  it('a draft that is the live version says publishing changes nothing', async () => {
    stubEditorApi({ [`GET ${CHANGES}`]: [{ status: 200, body: { revision: 3, liveVersion: 11, changes: [] } }] });
    renderPublishing();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('dialog', { name: 'Publish these changes?' })).toHaveTextContent('publishing changes nothing shoppers see');
  });

  it('warns that a scheduled publish still goes live at its time, with the draft as it was then', async () => {
    const publishAt = '2099-11-29T22:00:00.000Z';
    stubEditorApi({
      [`GET ${CHANGES}`]: [{ status: 200, body: { revision: 3, liveVersion: 11, changes: ['Theme changed'] } }],
      [`GET /editor/api/sites/${SLUG}/schedule`]: [
        {
          status: 200,
          body: {
            schedule: {
              publishAt,
              revision: 2,
              scheduledBy: 'sunny@example.com',
              scheduledAt: '2026-11-27T02:00:00.000Z',
              status: 'waiting',
              failure: null,
              publishedVersion: null,
            },
          },
        },
      ],
    });
    renderPublishing();
    await screen.findByText(`Scheduled to go live ${goLiveWords(publishAt)}`);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('dialog', { name: 'Publish these changes?' })).toHaveTextContent(`A publish is still scheduled for ${goLiveWords(publishAt)}`);
  });
});
