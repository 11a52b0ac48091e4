import type { Kysely } from 'kysely';
import type { Database } from '../types';

/** The database handle again, counting the statements sent through it: what a test asserts a request's database work with. */
export function countingStatements(db: Kysely<Database>): { db: Kysely<Database>; count: () => number; reset: () => void } {
  let statements = 0;
  const counted = db.withPlugin({
    transformQuery: (args) => {
      statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  return {
    db: counted,
    count: () => statements,
    reset: () => {
      statements = 0;
    },
  };
}
