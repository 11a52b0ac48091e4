import { selectAtom } from 'jotai/utils';
import { pageName } from '../pages/page-name';
import { documentAtom } from './editor-store';

/** A page as a link picker offers it: its name and where it answers. */
export interface PageAddress {
  title: string;
  path: string;
}

/**
 * The site's pages by name and path, for link fields. The same array while
 * only blocks are edited, so a keystroke in a heading re-renders no link field.
 */
export const pageAddressesAtom = selectAtom(
  documentAtom,
  (document): PageAddress[] => document.pages.map((page) => ({ title: pageName(page), path: page.path })),
  (a, b) => a.length === b.length && a.every((page, i) => page.title === b[i].title && page.path === b[i].path),
);
