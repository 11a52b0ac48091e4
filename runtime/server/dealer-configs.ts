import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DocumentError } from '../../schemas/errors';
import type { BlockRegistry } from '../registry';
import { resolveDocument, type FindBrandTemplate } from '../site-document/resolve';
import type { Database } from './db/types';
import { createPlatformSitesRepository, type PlatformSite } from './repositories/platform-sites';
import { createSiteDocumentsRepository } from './repositories/site-documents';

export interface DealerConfigFile {
  file: string;
  slug: string;
  document: Record<string, unknown>;
  hash: string;
}

export interface DealerConfigs {
  dealers: DealerConfigFile[];
  templates: DealerConfigFile[];
}

/** DEALER_CONFIGS_DIR points elsewhere, e.g. at a dealer group's own documents. */
export const DEALER_CONFIGS_DIR = process.env.DEALER_CONFIGS_DIR || path.join(process.cwd(), 'dealer-configs');

async function readJsonFiles(dir: string): Promise<DealerConfigFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(path.join(dir, name), 'utf8');
      const file = path.join(dir, name);
      let document: Record<string, unknown>;
      try {
        document = JSON.parse(text) as Record<string, unknown>;
      } catch (error) {
        throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
      }
      return { file, slug: name.replace(/\.json$/, ''), document, hash: createHash('sha256').update(text).digest('hex') };
    }),
  );
}

/** The demo dealers' documents and the brand templates they extend. */
export async function readDealerConfigs(dir: string = DEALER_CONFIGS_DIR): Promise<DealerConfigs> {
  return { dealers: await readJsonFiles(dir), templates: await readJsonFiles(path.join(dir, 'templates')) };
}

/** The brand templates in dealer-configs/templates, by the name a dealer document extends. */
export function templatesIn(configs: DealerConfigs): FindBrandTemplate {
  const templates = new Map(configs.templates.map((t) => [t.slug, t.document]));
  return (name) => templates.get(name);
}

/** Every dealer document, merged over its template, checked like a publish would be. */
export function checkDealerConfigs(configs: DealerConfigs, registry: BlockRegistry): Promise<{ file: string; errors: DocumentError[] }[]> {
  const findTemplate = templatesIn(configs);
  return Promise.all(
    configs.dealers.map(async (dealer) => {
      const { document, errors, templateError } = await resolveDocument(dealer.document, findTemplate, registry);
      // Without its template a document is missing most of itself; its other errors would only hide this one.
      if (templateError) return { file: dealer.file, errors: [templateError] };
      const slugMismatch: DocumentError[] = document.dealer?.slug === dealer.slug ? [] : [{ path: '/dealer/slug', message: `must match the file name "${dealer.slug}"` }];
      return { file: dealer.file, errors: [...errors, ...slugMismatch] };
    }),
  );
}

function tenancyOfFile(dealer: DealerConfigFile): PlatformSite {
  const fields = (dealer.document.dealer ?? {}) as { domains?: unknown; dealershipIds?: unknown; websiteId?: unknown };
  return {
    slug: dealer.slug,
    domains: Array.isArray(fields.domains) ? fields.domains.filter((d): d is string => typeof d === 'string') : [],
    dealershipIds: Array.isArray(fields.dealershipIds) ? fields.dealershipIds.filter((id): id is number => Number.isInteger(id)) : [],
    websiteId: typeof fields.websiteId === 'number' ? fields.websiteId : 0,
  };
}

/**
 * Loads templates and dealer documents into the database. A dealer file is
 * published as a new version only when its text changed since it was last
 * imported, so versions published from the editor are kept across restarts.
 */
export async function importDealerConfigs(db: Kysely<Database>, configs: DealerConfigs): Promise<string[]> {
  const published: string[] = [];
  const versions = createSiteDocumentsRepository(db);
  for (const template of configs.templates) {
    await sql`
      insert into brand_templates (slug, document, source_hash, updated_at)
      values (${template.slug}, ${JSON.stringify(template.document)}::jsonb, ${template.hash}, now())
      on conflict (slug) do update set document = excluded.document, source_hash = excluded.source_hash, updated_at = now()
      where brand_templates.source_hash is distinct from excluded.source_hash`.execute(db);
  }
  const platform = createPlatformSitesRepository(db);
  for (const dealer of configs.dealers) {
    // The files are the platform's own (committed by its team), so they may
    // name a new site's tenancy; a site the platform already knows keeps the
    // record a platform admin may have changed since.
    const added = await platform.addIfMissing(tenancyOfFile(dealer));
    if (!added.saved) throw new Error(`${dealer.file}: the domain ${added.domain} already belongs to the site "${added.takenBy}"`);
    const { rows } = await sql<{ source_hash: string | null }>`
      select source_hash from site_documents
      where dealer_slug = ${dealer.slug} and source = 'file'
      order by version desc limit 1`.execute(db);
    if (rows[0]?.source_hash === dealer.hash) continue;
    // Through the repository's per-dealer lock, so a start and an editor publish cannot take the same version number.
    await versions.publish(dealer.slug, dealer.document, { source: 'file', sourceHash: dealer.hash, createdBy: 'dealer-configs' });
    published.push(dealer.slug);
  }
  return published;
}
