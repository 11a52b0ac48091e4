import type { FeedFormat } from '../../../schemas/api/stock-import';
import type { Car } from '../../../schemas/entities/car';

/**
 * A feed row turned into car fields, before the import fills in what the
 * feed leaves to it (the dealership, the id of a car the feed names by its
 * VIN, the slug). `columns` says which feed column each field came from, so
 * a problem with a field is reported in the feed's own words.
 */
export interface MappedCar {
  row: number;
  fields: Partial<Record<keyof Car, unknown>>;
  columns: Partial<Record<keyof Car, string>>;
  problems: { column: string; message: string }[];
}

/** A feed's way of naming cars: which columns it reads, and how a row becomes car fields. */
export interface FeedMapping {
  format: FeedFormat;
  /** Problems with the header alone (an unknown column), reported on row 1. */
  headerProblems: (columns: readonly string[]) => { column: string; message: string }[];
  map: (row: number, cells: Readonly<Record<string, string>>) => MappedCar;
}
