import { sql, type RawBuilder } from 'kysely';
import type { SearchFacet } from '../../../schemas/api/search';
import type { SearchRefinements } from '../../data-access';
import type { NumericRange, RangeFilter } from '../../rules/search-query-string';
import { FACET_DEFINITIONS } from './facets';
import { bandsNamed, inBandsSql, PRICE_RANGE_BANDS, PRICE_SQL, WEEKLY_PRICE_RANGE_BANDS, WEEKLY_PRICE_SQL } from './price-ranges';

/** One filter's condition; `filter` names it so a facet's own counts can leave it out. */
export interface FilterCondition {
  filter: SearchFacet | RangeFilter;
  sql: RawBuilder<boolean>;
}

const INT4_MAX = 2_147_483_647;
const NOTHING = sql<boolean>`false`;

/** NUL cannot be in PostgreSQL text, so no car has it: dropped rather than sent to fail. */
function textList(values: readonly string[]): RawBuilder<string[]> {
  return sql<string[]>`array[${sql.join(values.map((value) => sql`${value.replaceAll('\u0000', '')}::text`))}]`;
}

/** A list filter: the car has any of the values (one filter's values widen the search). */
export function listFilterSql(filter: SearchFacet, values: readonly string[]): RawBuilder<boolean> {
  if (values.length === 0) return NOTHING;
  switch (filter) {
    case 'price_range':
      return inBandsSql(PRICE_SQL, bandsNamed(values, PRICE_RANGE_BANDS));
    case 'weekly_price_range':
      return inBandsSql(WEEKLY_PRICE_SQL, bandsNamed(values, WEEKLY_PRICE_RANGE_BANDS));
    case 'dealership_name':
      // A subquery rather than a join, so the cars query keeps its one table.
      return sql<boolean>`cars.dealership_id in (select dealerships.id from dealerships where dealerships.name = any(${textList(values)}))`;
    case 'seats': {
      const seats = values.filter((value) => /^\d{1,4}$/.test(value)).map(Number);
      return seats.length ? sql<boolean>`cars.seats in (${sql.join(seats)})` : NOTHING;
    }
    default: {
      const definition = FACET_DEFINITIONS[filter];
      if (definition.kind === 'array') return sql<boolean>`coalesce(${definition.sql} ?| ${textList(values)}, false)`;
      return sql<boolean>`${definition.sql} = any(${textList(values)})`;
    }
  }
}

/** Whole-number columns compare with whole numbers, so their indexes serve the range and huge bounds cannot overflow them. */
function wholeNumberBounds(range: NumericRange): { min?: number; max?: number; empty: boolean } {
  const min = range.min === undefined ? undefined : Math.ceil(range.min);
  const max = range.max === undefined ? undefined : Math.floor(range.max);
  const empty = (min !== undefined && min > INT4_MAX) || (min !== undefined && max !== undefined && min > max);
  return { min, max: max === undefined || max >= INT4_MAX ? undefined : max, empty };
}

/**
 * A range filter, open on a side left out. A car without a value is outside
 * any range, and a price of 0 is no price (spec: it shows the no-price text),
 * so a price range leaves those cars out too.
 */
export function rangeFilterSql(filter: RangeFilter, range: NumericRange): RawBuilder<boolean> {
  const column = sql.ref(`cars.${filter}`);
  const sides: RawBuilder<boolean>[] = [];
  if (filter === 'km' || filter === 'year') {
    const bounds = wholeNumberBounds(range);
    if (bounds.empty) return NOTHING;
    if (bounds.min !== undefined) sides.push(sql<boolean>`${column} >= ${bounds.min}`);
    if (bounds.max !== undefined) sides.push(sql<boolean>`${column} <= ${bounds.max}`);
  } else {
    if (range.min !== undefined) sides.push(sql<boolean>`${column} >= ${range.min}::numeric`);
    if (range.max !== undefined) sides.push(sql<boolean>`${column} <= ${range.max}::numeric`);
    if (filter === 'price') sides.push(sql<boolean>`${column} > 0`);
    else sides.push(sql<boolean>`${column} is not null`);
  }
  return sides.length ? sql<boolean>`(${sql.join(sides, sql` and `)})` : sql<boolean>`true`;
}

/** Every filter of the refinements, each named by its filter. */
export function refinementConditions(refinements: SearchRefinements): FilterCondition[] {
  const conditions: FilterCondition[] = [];
  for (const [filter, values] of Object.entries(refinements.lists) as [SearchFacet, readonly string[] | undefined][]) {
    if (values?.length) conditions.push({ filter, sql: listFilterSql(filter, values) });
  }
  for (const [filter, range] of Object.entries(refinements.ranges) as [RangeFilter, NumericRange | undefined][]) {
    if (range && (range.min !== undefined || range.max !== undefined)) conditions.push({ filter, sql: rangeFilterSql(filter, range) });
  }
  return conditions;
}
