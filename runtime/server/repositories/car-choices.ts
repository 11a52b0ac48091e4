import type { Kysely } from 'kysely';
import type { CarChoice } from '../../../schemas/api/car-choices';
import type { SiteScope } from '../../data-access';
import { withoutNulls } from '../db/entity-columns';
import type { Database } from '../db/types';
import { whereIncludedInSearch } from './car-inclusion';

const CHOICE_COLUMNS = ['cars.slug', 'cars.name', 'cars.year', 'cars.price', 'cars.stocknum', 'cars.images'] as const;

interface ChoiceRow {
  slug: string;
  name: string;
  year: number | null;
  price: number | null;
  stocknum: string | null;
  images: unknown;
}

function choiceOf(row: ChoiceRow): CarChoice {
  const { images, ...fields } = withoutNulls(row) as Omit<ChoiceRow, 'year' | 'price'> & { year: number; price: number };
  const photo = Array.isArray(images) && typeof images[0] === 'string' ? images[0] : undefined;
  return { ...fields, price: fields.price ?? 0, ...(photo ? { photo } : {}) } as CarChoice;
}

/** A word as LIKE reads it literally: its own %, _ and \ escaped. */
const literal = (word: string) => word.replace(/[\\%_]/g, '\\$&');

/**
 * The cars a marketer may pick for a block: those the site shows in search,
 * newest first. Each typed word must begin the stock number or the
 * registration, or stand anywhere in the car's name ("corolla 2021",
 * "SUN0001").
 */
export async function findCarChoices(db: Kysely<Database>, scope: SiteScope, text: string, limit: number, now: Date): Promise<CarChoice[]> {
  let query = whereIncludedInSearch(db.selectFrom('cars').select(CHOICE_COLUMNS), scope, now);
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const pattern = literal(word);
    query = query.where((eb) => eb.or([eb('cars.stocknum', 'ilike', `${pattern}%`), eb('cars.regplate', 'ilike', `${pattern}%`), eb('cars.name', 'ilike', `%${pattern}%`)]));
  }
  const rows = await query.orderBy('cars.created_at', 'desc').orderBy('cars.id', 'desc').limit(limit).execute();
  return rows.map((row) => choiceOf(row as ChoiceRow));
}

/**
 * These cars of the site, wherever it still shows them (a sold car keeps its
 * page), in the order asked: how a block's chosen cars are named. A car the
 * site no longer has is left out.
 */
export async function carChoicesBySlug(db: Kysely<Database>, scope: SiteScope, slugs: readonly string[]): Promise<CarChoice[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .selectFrom('cars')
    .select(CHOICE_COLUMNS)
    .where('cars.slug', 'in', [...slugs])
    .where('cars.dealership_id', 'in', scope.dealershipIds.length ? [...scope.dealershipIds] : [-1])
    .where('cars.show_on_dealer_website', '=', true)
    .execute();
  const bySlug = new Map(rows.map((row) => [row.slug, choiceOf(row as ChoiceRow)]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}
