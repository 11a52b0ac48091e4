/** The dealer's live site on the platform's own host, where the editor runs. */
export const liveSitePath = (slug: string) => `/sites/${encodeURIComponent(slug)}/`;
