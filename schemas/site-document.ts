import type { FromSchema } from 'json-schema-to-ts';
import type { BlockNode, BlockSchemaEntry } from './block-node';
import { BLOCK_DEFINITION_REF, blockUnionSchema } from './block-node';
import { SCHEMA_FILE_PATTERN, slugSchema } from './common';
import { dealerSchema } from './dealer';
import { MAX_LAYOUT_BLOCKS, MAX_PAGES } from './document-limits';
import { navigationSchema } from './navigation';
import { pageSchemaWith } from './page';
import { promotionSchema } from './promotion';
import { settingsSchema } from './settings';
import { textsSchema } from './texts';
import { themeSchema } from './theme';

/** Bumped with every change that needs a migration in runtime/site-document/migrations. */
export const CURRENT_SCHEMA_VERSION = 1;

export function siteDocumentSchemaWith<const Block>(block: Block) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['schemaVersion', 'dealer', 'pages'],
    properties: {
      $schema: {
        type: 'string',
        maxLength: 200,
        pattern: SCHEMA_FILE_PATTERN,
        title: 'Schema address',
        description: 'Where the site schema is, for editors that check JSON as it is typed.',
      },
      schemaVersion: { type: 'integer', minimum: 1, maximum: CURRENT_SCHEMA_VERSION },
      extends: { ...slugSchema, description: 'The brand’s shared site this dealer’s site builds on.' },
      dealer: dealerSchema,
      settings: settingsSchema,
      texts: textsSchema,
      theme: themeSchema,
      navigation: navigationSchema,
      promotions: { type: 'array', items: promotionSchema, default: [] },
      layout: {
        type: 'object',
        additionalProperties: false,
        default: {},
        description: 'Blocks shown above and below every page.',
        properties: {
          header: { type: 'array', items: block, maxItems: MAX_LAYOUT_BLOCKS, default: [] },
          footer: { type: 'array', items: block, maxItems: MAX_LAYOUT_BLOCKS, default: [] },
        },
      },
      pages: { type: 'array', items: pageSchemaWith(block), minItems: 1, maxItems: MAX_PAGES },
    },
  } as const;
}

const genericSiteDocumentSchema = siteDocumentSchemaWith({ type: 'object' } as const);

type SiteDocumentFields = FromSchema<typeof genericSiteDocumentSchema>;
type PageFieldsOf<D> = D extends { pages: (infer P)[] } ? P : never;

export type Page = Omit<PageFieldsOf<SiteDocumentFields>, 'blocks'> & { blocks: BlockNode[] };

/** A site document after defaults are applied: what the runtime renders. */
export type SiteDocument = Omit<SiteDocumentFields, 'pages' | 'layout'> & {
  pages: Page[];
  layout: { header: BlockNode[]; footer: BlockNode[] };
};

/** The whole document schema with every registered block's props in it. */
export function siteDocumentSchema(blocks: readonly BlockSchemaEntry[]) {
  return {
    title: 'Dealer site document',
    ...siteDocumentSchemaWith({ $ref: BLOCK_DEFINITION_REF }),
    $defs: { block: blockUnionSchema(blocks) },
  };
}
