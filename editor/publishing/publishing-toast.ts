import { atom } from 'jotai';

/** A finished publish, rollback or import, said until the marketer closes it; a link when there is somewhere to go. */
export interface PublishingToast {
  tone: 'success' | 'error';
  message: string;
  link?: { href: string; label: string };
}

export const publishingToastAtom = atom<PublishingToast | null>(null);
