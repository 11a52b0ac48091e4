import initial from './0001_initial';
import search from './0002_search';

export interface Migration {
  /** Recorded in schema_migrations; the order of this list is the order they run in. */
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  { name: '0001_initial', sql: initial },
  { name: '0002_search', sql: search },
];
