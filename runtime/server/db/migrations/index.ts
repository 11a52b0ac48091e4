import initial from './0001_initial';

export interface Migration {
  /** Recorded in schema_migrations; the order of this list is the order they run in. */
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [{ name: '0001_initial', sql: initial }];
