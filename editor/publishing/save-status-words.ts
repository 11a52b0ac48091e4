import type { AutosaveSnapshot } from './draft-autosave';

// Made once: toLocaleTimeString builds a new formatter at each call, a few milliseconds a save.
let clockFormat: Intl.DateTimeFormat | undefined;
const timeOfDay = (iso: string) => {
  clockFormat ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
  return clockFormat.format(new Date(iso));
};

/** The toolbar's save status in words; a failed save says the work is kept and sent again. */
export function saveStatusWords(snapshot: AutosaveSnapshot): string {
  switch (snapshot.status) {
    case 'saved':
      return snapshot.lastSavedAt ? `All changes saved at ${timeOfDay(snapshot.lastSavedAt)}` : 'All changes saved';
    case 'saving':
      return 'Saving…';
    case 'unsaved':
      return 'Unsaved changes';
    case 'conflict':
      return 'Not saved — someone else saved this site';
    case 'error':
      return 'Not saved — retrying';
  }
}

/** "Sunny Marketer saved this site at 10:42." */
export function theirSaveWords(updatedBy: string | null, updatedAt: string): string {
  return `${updatedBy ?? 'Someone else'} saved this site at ${timeOfDay(updatedAt)}.`;
}

/** "You saved this site in another tab at 10:42." */
export function ownTabSaveWords(updatedAt: string): string {
  return `You saved this site in another tab at ${timeOfDay(updatedAt)}.`;
}

/** A moment in words in the marketer's own time zone, e.g. "Sunday 22 November 2026 at 10:42 am". */
export function momentInWords(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });
}
