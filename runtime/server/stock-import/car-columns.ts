import { stringify } from 'csv-stringify/sync';
import { carSchema, type Car } from '../../../schemas/entities/car';
import type { FeedMapping, MappedCar } from './mapped-car';

type CarField = keyof Car;
type PropertySchema = { type?: string | readonly string[] };
const PROPERTIES = carSchema.properties as unknown as Record<CarField, PropertySchema>;
const isCarField = (name: string): name is CarField => Object.hasOwn(PROPERTIES, name);

const NUMBER = /^-?\d+(\.\d+)?$/;
const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);

/**
 * A cell as its field's type: a number, a yes/no, a list (JSON, or values
 * separated by "|" as a spreadsheet holds them), an object (JSON). A cell
 * that does not read as its type is kept as text, so the car schema's check
 * names the column and says what it must be.
 */
function cellValue(field: CarField, cell: string): unknown {
  const type = PROPERTIES[field].type;
  if (type === 'integer' || type === 'number') return NUMBER.test(cell) ? Number(cell) : cell;
  if (type === 'boolean') {
    const word = cell.toLowerCase();
    return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : cell;
  }
  if (type === 'array' && !cell.startsWith('[')) return cell.split('|').map((value) => value.trim());
  if (type === 'array' || type === 'object') {
    try {
      return JSON.parse(cell);
    } catch {
      return cell;
    }
  }
  return cell;
}

/**
 * The platform's own feed: each column is a field of the car schema
 * (schemas/entities/car.ts) under its own name, as the stock export writes
 * it. Any other column is a mistake worth stopping for.
 */
export const CAR_COLUMNS_FEED: FeedMapping = {
  format: 'cars',
  headerProblems: (columns) =>
    columns.filter((column) => column !== '' && !isCarField(column)).map((column) => ({ column, message: 'This column is not a field of the car schema.' })),
  map: (row, cells): MappedCar => {
    const fields: MappedCar['fields'] = {};
    const columns: MappedCar['columns'] = {};
    for (const [column, cell] of Object.entries(cells)) {
      if (!isCarField(column)) continue;
      fields[column] = cellValue(column, cell);
      columns[column] = column;
    }
    return { row, fields, columns, problems: [] };
  },
};

/** A cell as the feed above reads it back: lists and objects as JSON, yes/no as true/false, nothing as an empty cell. */
function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Cars as the platform's own feed: a header of every car field, and a row a car. What this writes, CAR_COLUMNS_FEED reads. */
export function carColumnsCsv(cars: readonly Car[]): string {
  const fields = Object.keys(PROPERTIES) as CarField[];
  return stringify([fields, ...cars.map((car) => fields.map((field) => cellText(car[field])))]);
}
