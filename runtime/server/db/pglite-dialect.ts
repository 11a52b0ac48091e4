import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { VALUE_PARSERS } from './value-parsers';

/** What the dialect needs of a PGlite instance. */
export type PGliteClient = Pick<PGlite, 'query' | 'exec' | 'close' | 'waitReady'>;

const QUERY_OPTIONS = { rowMode: 'object', parsers: VALUE_PARSERS } as const;
const CHANGING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/**
 * PGlite has one session. Kysely hands a connection to each query and keeps
 * one for the length of a transaction, so the connection is lent to one
 * borrower at a time: otherwise another request's query would run inside
 * (and could be rolled back with) someone else's transaction.
 */
class SessionLock {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => released);
    return acquired;
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGliteClient) {}

  async executeQuery<Row>(compiled: CompiledQuery): Promise<QueryResult<Row>> {
    // Like node-postgres, a query without parameters goes through the simple
    // protocol, which accepts several statements: migrations rely on it.
    const result =
      compiled.parameters.length === 0
        ? (await this.pglite.exec(compiled.sql, QUERY_OPTIONS)).at(-1)
        : await this.pglite.query<Row>(compiled.sql, [...compiled.parameters], QUERY_OPTIONS);
    const changed = result?.command !== undefined && CHANGING_COMMANDS.has(result.command);
    return {
      rows: (result?.rows ?? []) as Row[],
      numAffectedRows: changed ? BigInt(result?.rowCount ?? result?.affectedRows ?? 0) : undefined,
    };
  }

  // biome-ignore lint/correctness/useYield: Kysely's driver interface asks for a generator; this one only ever refuses.
  async *streamQuery<Row>(): AsyncIterableIterator<QueryResult<Row>> {
    throw new Error('PGlite holds results in memory: use a plain query with limit and offset instead of streaming');
  }
}

function quoteSavepoint(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

class PGliteDriver implements Driver {
  readonly #lock = new SessionLock();
  readonly #connection: PGliteConnection;
  #release: (() => void) | undefined;

  constructor(private readonly pglite: PGliteClient) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#lock.acquire();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const modes = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode].filter(Boolean);
    await connection.executeQuery(CompiledQuery.raw(['begin', ...modes].join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteSavepoint(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteSavepoint(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteSavepoint(name)}`));
  }

  async destroy(): Promise<void> {
    await this.pglite.close();
  }
}

/** Kysely over PGlite: PostgreSQL's SQL dialect, PGlite's single in-process session. */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGliteClient) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's Dialect interface declares it so.
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
