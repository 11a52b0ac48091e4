import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { SearchFacet, SearchFacetStat } from '../../../schemas/api/search';
import type { Database } from '../db/types';
import { FACET_DEFINITIONS } from './facets';

export interface FacetCount {
  value: string;
  count: number;
}

export interface FacetCountsRequest {
  /** The matching cars (any selection from `cars`; its columns are not used). */
  matching: SelectQueryBuilder<Database, 'cars', object>;
  facets: readonly SearchFacet[];
  stats: readonly SearchFacetStat[];
  /** Also count the matching cars. */
  total: boolean;
}

export interface FacetCountsResult {
  counts: Partial<Record<SearchFacet, FacetCount[]>>;
  stats: Partial<Record<SearchFacetStat, { min: number; max: number }>>;
  total?: number;
}

interface FacetCountRow {
  facet: string;
  value: string | null;
  count: number;
  price_min: number | null;
  price_max: number | null;
  km_min: number | null;
  km_max: number | null;
  year_min: number | null;
  year_max: number | null;
}

const column = (facet: SearchFacet) => sql.id(`f_${facet}`);
const NO_STATS = sql`null::numeric, null::numeric, null::numeric, null::numeric, null::numeric, null::numeric`;

/**
 * Counts for several facets, the total and the min/max stats, in one query
 * over one pass of the matching cars: the scalar facets as GROUPING SETS (one
 * hash table each), the list facets (categories, features) by unnesting, the
 * total and stats as one more row. A price of 0 is no price, so it is not
 * the price minimum.
 */
export async function countFacets(db: Kysely<Database>, request: FacetCountsRequest): Promise<FacetCountsResult> {
  const scalar = request.facets.filter((facet) => FACET_DEFINITIONS[facet].kind === 'scalar');
  const lists = request.facets.filter((facet) => FACET_DEFINITIONS[facet].kind === 'array');
  const wantsTotalRow = request.total || request.stats.length > 0;
  if (scalar.length === 0 && lists.length === 0 && !wantsTotalRow) return { counts: {}, stats: {} };

  const columns = [
    ...request.facets.map((facet) => sql`${FACET_DEFINITIONS[facet].sql} as ${column(facet)}`),
    sql`cars.price, cars.km, cars.year`,
  ];
  const branches: RawBuilder<unknown>[] = [];
  if (scalar.length > 0) {
    const facetName = sql.join(scalar.map((facet) => sql`when grouping(${column(facet)}) = 0 then ${sql.lit(facet)}`), sql` `);
    // Within one grouping set every other facet column is NULL, so coalesce picks the set's own value.
    branches.push(sql`select (case ${facetName} end)::text, coalesce(${sql.join(scalar.map(column))})::text, count(*)::int, ${NO_STATS}
      from matched group by grouping sets (${sql.join(scalar.map((facet) => sql`(${column(facet)})`))})`);
  }
  for (const facet of lists) {
    branches.push(sql`select ${sql.lit(facet)}::text, element.value::text, count(*)::int, ${NO_STATS}
      from matched cross join lateral jsonb_array_elements_text(
        case when jsonb_typeof(${column(facet)}) = 'array' then ${column(facet)} else '[]'::jsonb end
      ) as element(value)
      group by element.value`);
  }
  if (wantsTotalRow) {
    branches.push(sql`select ''::text, null::text, count(*)::int,
      min(price) filter (where price > 0), max(price) filter (where price > 0),
      min(km)::numeric, max(km)::numeric, min(year)::numeric, max(year)::numeric
      from matched`);
  }

  const query = sql<FacetCountRow>`with matched as materialized (
      select ${sql.join(columns)}
      from (${request.matching.selectAll('cars')}) as cars
      join dealerships on dealerships.id = cars.dealership_id
    )
    select facet, value, count, price_min, price_max, km_min, km_max, year_min, year_max from (
      ${sql.join(branches, sql` union all `)}
    ) as facet_counts (facet, value, count, price_min, price_max, km_min, km_max, year_min, year_max)`;
  const { rows } = await query.execute(db);

  const result: FacetCountsResult = { counts: {}, stats: {} };
  for (const facet of request.facets) result.counts[facet] = [];
  for (const row of rows) {
    if (row.facet === '') {
      result.total = Number(row.count);
      for (const stat of request.stats) {
        const min = row[`${stat}_min`];
        const max = row[`${stat}_max`];
        if (min !== null && max !== null) result.stats[stat] = { min: Number(min), max: Number(max) };
      }
    } else if (row.value !== null) {
      result.counts[row.facet as SearchFacet]?.push({ value: row.value, count: Number(row.count) });
    }
  }
  return result;
}
