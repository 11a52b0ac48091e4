import { atom } from 'jotai';

/**
 * Where the dealer sites answer, as seen from the editor: '' when the editor
 * shares their host, SITES_URL when it has a host of its own (EDITOR_HOST).
 */
export const sitesUrlAtom = atom('');

/** The dealer's live site, for the editor's "Open the site" links. */
export const liveSitePath = (slug: string, sitesUrl = '') => `${sitesUrl}/sites/${encodeURIComponent(slug)}/`;
