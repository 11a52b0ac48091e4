import { EditorApiError, saveDraft as saveDraftOverHttp, type SaveAnswer, type TheirDraft } from './editor-api';

/** Quiet time after the last change before the draft is saved: one save per pause in typing. */
export const AUTOSAVE_DELAY_MS = 800;
/** Retries after a failed save wait 1 s, 2 s, 4 s… up to this. */
export const AUTOSAVE_MAX_RETRY_MS = 30_000;

export type AutosaveStatus = 'saved' | 'saving' | 'unsaved' | 'conflict' | 'error';

export interface AutosaveSnapshot {
  status: AutosaveStatus;
  /** The draft revision this editor last saved or loaded: the next save names it. */
  savedRevision: number;
  lastSavedAt: string | null;
  /** Someone else's save that refused ours, until the marketer chooses what to keep. */
  conflict: TheirDraft | null;
  /** Why the last save failed, in the server's words. */
  problem: string | null;
}

export interface DraftAutosaveOptions {
  slug: string;
  /** The document as the editor holds it now. */
  readDocument: () => unknown;
  onChange: (snapshot: AutosaveSnapshot) => void;
  /** A save of this editor went through as this revision. */
  onSaved?: (revision: number) => void;
  delayMs?: number;
  save?: (slug: string, document: unknown, revision: number) => Promise<SaveAnswer>;
}

/**
 * Keeps one dealer's draft saved: a change waits for a pause, then is sent
 * with the revision it was based on. The server refuses a stale revision
 * (someone else saved), and then nothing is sent until the marketer decides,
 * so neither side's work is overwritten without a choice. Failed saves are
 * retried with growing pauses; the document stays in the editor meanwhile.
 */
export class DraftAutosave {
  private snapshot: AutosaveSnapshot;
  private savedDocument: unknown;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private saving: Promise<void> | undefined;
  private failures = 0;
  private disposed = false;
  /** Until the server's revision is known, a save could only be refused. */
  private ready = false;
  private readonly delayMs: number;
  private readonly save: NonNullable<DraftAutosaveOptions['save']>;

  constructor(private readonly options: DraftAutosaveOptions) {
    this.delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
    this.save = options.save ?? saveDraftOverHttp;
    this.savedDocument = options.readDocument();
    this.snapshot = { status: 'saved', savedRevision: 0, lastSavedAt: null, conflict: null, problem: null };
  }

  /** The dealer whose draft this is. */
  get slug(): string {
    return this.options.slug;
  }

  get current(): AutosaveSnapshot {
    return this.snapshot;
  }

  /** The draft as last saved or loaded here: what this editor's changes and a save made elsewhere both started from. */
  get base(): unknown {
    return this.savedDocument;
  }

  /** The server's draft is now the editor's document (first load, reload, rollback, import). */
  adopt(document: unknown, revision: number, updatedAt: string | null): void {
    this.clearTimer();
    this.ready = true;
    this.savedDocument = document;
    this.failures = 0;
    this.update({ status: 'saved', savedRevision: revision, lastSavedAt: updatedAt, conflict: null, problem: null });
    // A change made while the draft was on its way is still the marketer's work.
    if (this.options.readDocument() !== document) this.documentChanged();
  }

  /** Call after every change of the editor's document. */
  documentChanged(): void {
    if (this.disposed || !this.ready || this.snapshot.status === 'conflict') return;
    const document = this.options.readDocument();
    if (document === this.savedDocument || document == null) return;
    if (this.snapshot.status !== 'saving' && this.snapshot.status !== 'error') this.update({ status: 'unsaved' });
    if (this.snapshot.status === 'error') return; // the retry already waiting sends the newest document
    this.schedule(this.delayMs);
  }

  /** Saves now whatever is unsaved and resolves with the outcome: Publish and Export start from the saved draft. */
  async flush(): Promise<AutosaveStatus> {
    this.clearTimer();
    if (this.saving) await this.saving;
    if (this.snapshot.status === 'unsaved' || this.snapshot.status === 'error') await this.saveNow();
    return this.snapshot.status;
  }

  /** A save or publish the server refused because someone else saved first. */
  conflictWith(theirs: TheirDraft): void {
    this.clearTimer();
    this.update({ status: 'conflict', conflict: theirs, problem: null });
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.saveNow();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async saveNow(): Promise<void> {
    if (this.saving) {
      await this.saving;
      if (this.snapshot.status !== 'unsaved') return;
    }
    const run = this.sendCurrentDocument();
    this.saving = run;
    try {
      await run;
    } finally {
      if (this.saving === run) this.saving = undefined;
    }
    if (!this.disposed && this.snapshot.status === 'unsaved') this.schedule(this.delayMs);
  }

  private async sendCurrentDocument(): Promise<void> {
    if (this.disposed || !this.ready || this.snapshot.status === 'conflict') return;
    const document = this.options.readDocument();
    if (document === this.savedDocument || document == null) {
      this.update({ status: 'saved', problem: null });
      return;
    }
    this.update({ status: 'saving' });
    let answer: SaveAnswer;
    try {
      answer = await this.save(this.options.slug, document, this.snapshot.savedRevision);
    } catch (error) {
      this.failures += 1;
      const problem = error instanceof EditorApiError ? error.message : 'The draft could not be saved.';
      this.update({ status: 'error', problem });
      if (!this.disposed) this.schedule(Math.min(1000 * 2 ** (this.failures - 1), AUTOSAVE_MAX_RETRY_MS));
      return;
    }
    if (this.disposed) return;
    if (answer.kind === 'conflict') {
      this.conflictWith(answer.current);
      return;
    }
    this.failures = 0;
    this.savedDocument = document;
    const changedMeanwhile = this.options.readDocument() !== document;
    this.update({ status: changedMeanwhile ? 'unsaved' : 'saved', savedRevision: answer.revision, lastSavedAt: answer.updatedAt, problem: null });
    this.options.onSaved?.(answer.revision);
  }

  private update(change: Partial<AutosaveSnapshot>): void {
    // Each change of the snapshot re-renders the toolbar; typing must not do that per key.
    const keys = Object.keys(change) as (keyof AutosaveSnapshot)[];
    if (keys.every((key) => this.snapshot[key] === change[key])) return;
    this.snapshot = { ...this.snapshot, ...change };
    this.options.onChange(this.snapshot);
  }
}
