import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** better-auth's timestamp columns (all in its own tables, the only camelCase ones). */
const AUTH_TIMESTAMP_COLUMNS = ['createdAt', 'updatedAt', 'expiresAt', 'accessTokenExpiresAt', 'refreshTokenExpiresAt'] as const;

/**
 * Our connection reads timestamptz as ISO text (see value-parsers.ts), but
 * better-auth compares its timestamps as Date objects (`expiresAt < new
 * Date()`); a string there would never count as expired. Applied only to the
 * Kysely instance better-auth gets.
 */
export class AuthTimestampsPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const column of AUTH_TIMESTAMP_COLUMNS) {
        const value = row[column];
        if (typeof value === 'string') row[column] = new Date(value);
      }
    }
    return args.result;
  }
}
