import type { ReactNode } from 'react';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Car } from '../schemas/entities/car';
import type { Location } from '../schemas/entities/location';
import type { SiteDocument, Page } from '../schemas/site-document';
import type { DataAccess } from './data-access';

export const BLOCK_CATEGORIES = ['layout', 'site', 'content', 'promotion', 'search', 'vehicle', 'finance', 'forms', 'locations'] as const;
export type BlockCategory = (typeof BLOCK_CATEGORIES)[number];

/** What every block sees of the site it renders in. */
export interface SiteContext {
  document: SiteDocument;
  /** '' when the site answers on its own host, '/sites/{slug}' otherwise. */
  basePath: string;
  /** A site-relative path made into a link that works on both kinds of address; external URLs pass through. */
  href: (path: string) => string;
  page: Page;
  params: Readonly<Record<string, string>>;
  searchParams: Readonly<Record<string, string | string[] | undefined>>;
  /**
   * 'site' is the published site. 'editor' is the editor's canvas: it shows
   * placeholders for broken blocks, which shoppers never see. 'preview' is a
   * draft opened by a shared preview link: shown as shoppers would see it,
   * but, like the canvas, it sends and records nothing (isDraftView).
   */
  mode: 'site' | 'editor' | 'preview';
  now: Date;
  /**
   * On a vehicle page (/cars/:slug), the car it shows, and likewise on a page
   * under it (/cars/:slug/checkout): loaded once before
   * any block renders, so the page costs one query for it whatever blocks a
   * dealer puts there, and an unknown slug is a 404 before anything is sent.
   * Absent on every other page; vehicle blocks then render nothing (and a
   * note in the editor).
   */
  car?: Car;
  /**
   * On a location page (/locations/:slug, /contact-us/:locationSlug), the
   * location it is about, loaded once before any block renders the same way
   * (runtime/render/location-page.ts); an unknown slug is a 404. Absent on
   * every other page.
   */
  location?: Location;
}

export interface LoadContext {
  site: SiteContext;
  data: DataAccess;
}

export interface BlockRenderInput<Props, Data> {
  id: string;
  props: Props;
  data: Data;
  site: SiteContext;
  /** Rendered children for each slot the block declares. */
  slots: Readonly<Record<string, ReactNode>>;
}

export interface BlockDefinition<Props = Record<string, unknown>, Data = undefined> {
  /** kebab-case name stored in documents, e.g. promo-card */
  type: string;
  label: string;
  category: BlockCategory;
  description: string;
  /** JSON Schema of the props, `as const`. */
  schema: JSONSchema;
  /** Props a new block starts with in the editor; must validate against `schema`. */
  defaults: Props;
  slots?: readonly string[];
  /** Runs on the server before rendering, in parallel with the page's other loaders. */
  load?: (props: Props, ctx: LoadContext) => Promise<Data>;
  /**
   * A pure function of props and data: no hooks, no fetching, so it renders
   * the same on the server, in the editor canvas and in a test. Interactive
   * parts are client components it returns.
   */
  component: (input: BlockRenderInput<Props, Data>) => ReactNode;
}

/**
 * Any block definition, whatever its props and data: the registry's one
 * erasure point; each definition is fully typed where it is written.
 */
// biome-ignore lint/suspicious/noExplicitAny: the one erasure point; `unknown` would refuse every typed definition.
export type AnyBlockDefinition = BlockDefinition<any, any>;

/**
 * Declares a block type. Props are typed from the schema, so the component,
 * the loader and the defaults can never disagree with what the document holds.
 */
export function defineBlock<const Schema extends JSONSchema, Data = undefined, Props = FromSchema<Schema>>(
  // NoInfer: props are read from the schema only; inferring them back from
  // `defaults` and `component` sends FromSchema into endless instantiation.
  definition: Omit<BlockDefinition<NoInfer<Props>, Data>, 'schema'> & { schema: Schema },
): BlockDefinition<Props, Data> {
  if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(definition.type)) {
    throw new Error(`Block type "${definition.type}" must be kebab-case, like promo-card`);
  }
  return definition;
}
