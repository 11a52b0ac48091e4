import type { Kysely, Selectable } from 'kysely';
import type { Location } from '../../../schemas/entities/location';
import { withoutNulls } from '../db/entity-columns';
import type { Database, LocationsTable } from '../db/types';

/** Contact details and ratings are plain columns in the table; the entity nests them again. */
export function locationFromRow(row: Selectable<LocationsTable>): Location {
  const { phone, landline_phone, opening_hours, special_hours, ...rest } = withoutNulls(row);
  const location = { ...rest, contact_detail: withoutNulls({ phone: phone ?? null, landline_phone: landline_phone ?? null, opening_hours, special_hours }) };
  if (rest.average_rating !== undefined && rest.review_count !== undefined) {
    return { ...location, reviews: { count: rest.review_count, average_rating: rest.average_rating } } as Location;
  }
  return location as Location;
}

export function createLocationsRepository(db: Kysely<Database>) {
  return {
    /** Visible locations, the primary one first, then by name. */
    async forDealerships(dealershipIds: readonly number[]): Promise<Location[]> {
      if (dealershipIds.length === 0) return [];
      const rows = await db
        .selectFrom('locations')
        .selectAll()
        .where('dealership_id', 'in', [...dealershipIds])
        .where('visible', '=', true)
        .orderBy('primary', 'desc')
        .orderBy('name')
        .execute();
      return rows.map(locationFromRow);
    },
  };
}
