import type { VersionSummary } from './editor-api';

const SOURCE_WORDS: Record<string, string> = {
  editor: 'in the editor',
  file: 'from the dealer’s configuration file',
};

/** "Published by Sunny Marketer in the editor" */
export function versionOrigin(version: Pick<VersionSummary, 'status' | 'createdBy' | 'source'>): string {
  const what = version.status === 'published' ? 'Published' : 'Saved as a draft';
  const who = version.createdBy ? ` by ${version.createdBy}` : '';
  return `${what}${who} ${SOURCE_WORDS[version.source] ?? `(${version.source})`}`;
}

/** The version shoppers see now: the newest published one. */
export function liveVersion(versions: readonly VersionSummary[]): number | null {
  return versions.find((version) => version.status === 'published')?.version ?? null;
}
