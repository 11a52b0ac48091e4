import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goLiveWords } from './schedule-words';
import { renderPublishing, SLUG, stubEditorApi } from './test-support/publishing-harness';

const SCHEDULE = `/editor/api/sites/${SLUG}/schedule`;
const CANCEL = `/editor/api/sites/${SLUG}/schedule/cancel`;
const FIELD_VALUE = '2099-11-30T09:00';
const PUBLISH_AT = new Date(FIELD_VALUE).toISOString();

afterEach(() => {
  vi.unstubAllGlobals();
});

const waiting = (publishAt = PUBLISH_AT) => ({
  publishAt,
  revision: 3,
  scheduledBy: 'sunny@example.com',
  scheduledAt: '2026-11-27T02:00:00.000Z',
  status: 'waiting' as const,
  failure: null,
  publishedVersion: null,
});

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Publish later' }));
  return screen.findByRole('dialog', { name: 'Publish later' });
}

describe('PublishBar: publishing later', () => {
  it('schedules the saved draft for the time picked on the marketer’s clock, then shows when it goes live, with Cancel', async () => {
    const api = stubEditorApi({
      [`POST ${SCHEDULE}`]: [{ status: 200, body: { schedule: waiting() } }],
      [`POST ${CANCEL}`]: [{ status: 200, body: { schedule: null } }],
    });
    renderPublishing();
    const dialog = await openDialog();
    const field = within(dialog).getByLabelText('Go live on');
    expect(dialog).toHaveTextContent(`On your computer's clock (${Intl.DateTimeFormat().resolvedOptions().timeZone}).`);
    expect(dialog).toHaveTextContent('Changes you make after scheduling stay in the draft');
    fireEvent.change(field, { target: { value: FIELD_VALUE } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(`Scheduled to go live ${goLiveWords(PUBLISH_AT)}`)).toBeInTheDocument();
    expect(api.sent('POST', SCHEDULE)).toEqual([{ method: 'POST', path: SCHEDULE, body: { revision: 3, publishAt: PUBLISH_AT } }]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the scheduled publish' }));
    await waitFor(() => expect(screen.queryByText(/Scheduled to go live/)).not.toBeInTheDocument());
    expect(api.sent('POST', CANCEL)).toHaveLength(1);
    expect(screen.getByText(`The publish scheduled for ${goLiveWords(PUBLISH_AT)} is cancelled.`)).toBeInTheDocument();
  });

  it('a time already passed is refused in the field, and nothing is sent', async () => {
    const api = stubEditorApi({});
    renderPublishing();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Go live on'), { target: { value: '2001-01-01T09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Pick a time still to come.')).toBeInTheDocument();
    expect(api.sent('POST', SCHEDULE)).toEqual([]);
  });

  it('a new schedule says it replaces the one waiting before it does', async () => {
    const earlier = new Date('2099-11-29T09:00').toISOString();
    stubEditorApi({ [`GET ${SCHEDULE}`]: [{ status: 200, body: { schedule: waiting(earlier) } }] });
    renderPublishing();
    expect(await screen.findByText(`Scheduled to go live ${goLiveWords(earlier)}`)).toBeInTheDocument();
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent(`This replaces the publish scheduled for ${goLiveWords(earlier)}.`);
    expect(within(dialog).getByRole('button', { name: 'Replace the scheduled publish' })).toBeInTheDocument();
  });

  it('a schedule that did not go live says why', async () => {
    const failed = { ...waiting(), status: 'failed' as const, failure: 'It did not go live: at its time the site had 1 problem.' };
    stubEditorApi({ [`GET ${SCHEDULE}`]: [{ status: 200, body: { schedule: failed } }] });
    renderPublishing();
    expect(await screen.findByText(/did not go live\. It did not go live: at its time the site had 1 problem\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear the failed scheduled publish' })).toBeInTheDocument();
  });
});
