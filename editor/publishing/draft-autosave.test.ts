import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, DraftAutosave, type AutosaveSnapshot } from './draft-autosave';
import { EditorApiError, type SaveAnswer } from './editor-api';

interface Sent {
  document: unknown;
  revision: number;
}

/** An autosave over a list of answers the "server" gives in turn, recording what it was sent. */
function autosaveWith(answers: (SaveAnswer | Error)[]) {
  let document: object = { version: 'loaded' };
  const sent: Sent[] = [];
  const statuses: AutosaveSnapshot['status'][] = [];
  const autosave = new DraftAutosave({
    slug: 'bayside-motors',
    readDocument: () => document,
    onChange: (snapshot) => statuses.push(snapshot.status),
    save: async (_slug, doc, revision) => {
      sent.push({ document: doc, revision });
      const answer = answers.shift();
      if (!answer) throw new Error('No answer left');
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  autosave.adopt(document, 4, '2026-11-22T00:00:00Z');
  const edit = (next: object) => {
    document = next;
    autosave.documentChanged();
  };
  return { autosave, sent, statuses, edit, current: () => document };
}

const saved = (revision: number): SaveAnswer => ({ kind: 'saved', revision, updatedAt: '2026-11-22T01:00:00Z', errors: [] });
const theirs = { document: { version: 'theirs' }, revision: 9, updatedAt: '2026-11-22T00:42:00Z', updatedBy: 'Sunny Marketer' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('draft autosave', () => {
  it('editor drafts: changes in a burst are saved once, after a pause, with the revision the draft was loaded at', async () => {
    const { autosave, sent, edit } = autosaveWith([saved(5)]);
    edit({ n: 1 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    edit({ n: 2 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    edit({ n: 3 });
    expect(autosave.current.status).toBe('unsaved');
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(sent).toEqual([{ document: { n: 3 }, revision: 4 }]);
    expect(autosave.current).toMatchObject({ status: 'saved', savedRevision: 5, lastSavedAt: '2026-11-22T01:00:00Z' });
  });

  it('editor drafts: the next save names the revision the last save returned', async () => {
    const { sent, edit } = autosaveWith([saved(5), saved(6)]);
    edit({ n: 1 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    edit({ n: 2 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(sent.map((s) => s.revision)).toEqual([4, 5]);
  });

  it('editor drafts: a change made while a save is on its way is saved after it', async () => {
    let release!: (answer: SaveAnswer) => void;
    const sent: Sent[] = [];
    let document: object = { n: 0 };
    const autosave = new DraftAutosave({
      slug: 'bayside-motors',
      readDocument: () => document,
      onChange: () => {},
      save: (_slug, doc, revision) => {
        sent.push({ document: doc, revision });
        return sent.length === 1 ? new Promise((resolve) => (release = resolve)) : Promise.resolve(saved(7));
      },
    });
    autosave.adopt(document, 5, null);
    document = { n: 1 };
    autosave.documentChanged();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.current.status).toBe('saving');
    document = { n: 2 };
    autosave.documentChanged();
    release(saved(6));
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.current.status).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(sent).toEqual([
      { document: { n: 1 }, revision: 5 },
      { document: { n: 2 }, revision: 6 },
    ]);
    expect(autosave.current.status).toBe('saved');
  });

  it('editor conflicts: a refused save stops saving and keeps the document until the marketer chooses', async () => {
    const { autosave, sent, edit, current } = autosaveWith([{ kind: 'conflict', message: 'Someone else saved', current: theirs }, saved(10)]);
    edit({ mine: 1 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.current).toMatchObject({ status: 'conflict', conflict: theirs });
    edit({ mine: 2 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 5);
    expect(sent).toHaveLength(1);
    expect(current()).toEqual({ mine: 2 });
  });

  it('editor conflicts: once their draft is adopted, the document kept is saved naming their revision', async () => {
    const { autosave, sent, edit } = autosaveWith([{ kind: 'conflict', message: 'Someone else saved', current: theirs }, saved(10)]);
    edit({ mine: 1 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.base).toEqual({ version: 'loaded' });
    edit({ merged: 1 });
    autosave.adopt(theirs.document, theirs.revision, theirs.updatedAt);
    expect(autosave.base).toBe(theirs.document);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(sent[1]).toEqual({ document: { merged: 1 }, revision: 9 });
    expect(autosave.current).toMatchObject({ status: 'saved', savedRevision: 10, conflict: null });
  });

  it('editor drafts: a failed save is retried with growing pauses and the work is kept meanwhile', async () => {
    const offline = new EditorApiError('The server could not be reached.', null, true);
    const { autosave, sent, edit } = autosaveWith([offline, offline, saved(5)]);
    edit({ n: 1 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.current).toMatchObject({ status: 'error', problem: 'The server could not be reached.' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2); // the second pause is 2 s
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(3);
    expect(sent.every((s) => s.revision === 4)).toBe(true);
    expect(autosave.current.status).toBe('saved');
  });

  it('editor publishing: flush saves what is unsaved at once and reports the outcome', async () => {
    const { autosave, sent, edit } = autosaveWith([saved(5)]);
    edit({ n: 1 });
    expect(await autosave.flush()).toBe('saved');
    expect(sent).toEqual([{ document: { n: 1 }, revision: 4 }]);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(sent).toHaveLength(1);
  });

  it("editor drafts: nothing is saved before the draft's revision is known", async () => {
    const sent: unknown[] = [];
    let document: object = { n: 0 };
    const autosave = new DraftAutosave({
      slug: 'bayside-motors',
      readDocument: () => document,
      onChange: () => {},
      save: async (...args) => {
        sent.push(args);
        return saved(1);
      },
    });
    document = { n: 1 };
    autosave.documentChanged();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(sent).toEqual([]);
    autosave.adopt({ n: 0 }, 3, null);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(sent).toEqual([['bayside-motors', { n: 1 }, 3]]);
  });
});
