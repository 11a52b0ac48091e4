import { atom, type createStore } from 'jotai';
import { closeToast, queueToast } from '../../../runtime/rules/toast-queue';

type Store = ReturnType<typeof createStore>;

/** A toast after a saved-car change (spec search §8): title, text, its list's link, and perhaps one more thing to do. */
export interface SavedCarToastMessage {
  title: string;
  text: string;
  link: { label: string; href: string };
  /** A second step offered: a link (sign in, say) or a button (add the favourites too). */
  action?: { label: string; href?: string; run: () => void };
}

export interface QueuedToast extends SavedCarToastMessage {
  /** When its change was made, among the changes on this page (runtime/rules/toast-queue.ts). */
  sequence: number;
  /** The part of the page that shows it: the one whose change it follows. */
  owner: number;
}

/** The page's toast queue: it holds 1 toast (spec), the latest change's. */
export const savedCarToastsAtom = atom<QueuedToast[]>([]);

let lastSequence = 0;
let lastOwner = 0;

/** Called as a change starts (before its answer), so a slow answer cannot cover a later change's toast. */
export function nextToastSequence(): number {
  lastSequence += 1;
  return lastSequence;
}

/** A number for each part of the page that can show a toast. */
export function nextToastOwner(): number {
  lastOwner += 1;
  return lastOwner;
}

export function showSavedCarToast(store: Store, toast: QueuedToast): void {
  store.set(savedCarToastsAtom, (queue) => queueToast(queue, toast));
}

export function closeSavedCarToast(store: Store, sequence: number): void {
  store.set(savedCarToastsAtom, (queue) => closeToast(queue, sequence));
}
