/**
 * Typo-tolerant text search: trigram matching (pg_trgm) over the cars'
 * search text, so "corola" still finds a Corolla. The GIN index answers both
 * the substring test (LIKE '%word%') and the word-similarity test (<%).
 * PGlite loads the extension when it opens (see connection.ts); Debian's
 * PostgreSQL ships it in its contrib package.
 */
export default /* sql */ `
create extension if not exists pg_trgm;
create index cars_search_text_trgm_idx on cars using gin (search_text gin_trgm_ops);
`;
