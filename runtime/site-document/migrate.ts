import { CURRENT_SCHEMA_VERSION } from '../../schemas/site-document';

/** One step that upgrades a document written for `from` to `from + 1`. */
export interface SiteDocumentMigration {
  from: number;
  describe: string;
  up: (document: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * Every migration since version 1, in order. A schema change that would make
 * stored documents invalid bumps CURRENT_SCHEMA_VERSION and adds its step
 * here, so old documents are upgraded on load instead of being refused.
 */
export const siteDocumentMigrations: readonly SiteDocumentMigration[] = [];

export class SiteDocumentTooNewError extends Error {}

/** Documents written before schemaVersion existed count as version 1. */
export function migrateSiteDocument(
  document: Record<string, unknown>,
  migrations: readonly SiteDocumentMigration[] = siteDocumentMigrations,
  targetVersion: number = CURRENT_SCHEMA_VERSION,
): { document: Record<string, unknown>; applied: string[] } {
  let version = typeof document.schemaVersion === 'number' ? document.schemaVersion : 1;
  if (version > targetVersion) {
    throw new SiteDocumentTooNewError(`This document has schemaVersion ${version}, newer than this platform understands (${targetVersion}).`);
  }
  let current = structuredClone(document);
  const applied: string[] = [];
  while (version < targetVersion) {
    const step = migrations.find((m) => m.from === version);
    if (!step) throw new Error(`No migration from schemaVersion ${version} to ${version + 1}.`);
    current = step.up(current);
    version += 1;
    current.schemaVersion = version;
    applied.push(step.describe);
  }
  current.schemaVersion = version;
  return { document: current, applied };
}
