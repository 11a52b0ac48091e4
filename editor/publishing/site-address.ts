import { atom } from 'jotai';

/**
 * Where the dealer sites answer, as seen from the editor: '' when the editor
 * shares their host, SITES_URL when it has a host of its own (EDITOR_HOST).
 */
export const sitesUrlAtom = atom('');

/** The site being edited, for what the editor asks about it besides its draft (its pictures). */
export const siteSlugAtom = atom('');

/** The dealer's live site, for the editor's "Open the site" links. */
export const liveSitePath = (slug: string, sitesUrl = '') => `${sitesUrl}/sites/${encodeURIComponent(slug)}/`;
