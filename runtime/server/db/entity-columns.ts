import type { ColumnType } from 'kysely';

/**
 * Entities are stored one field a column. Nested fields (objects and lists)
 * are jsonb; optional fields are nullable, because the database says "not
 * given" with NULL where the entity leaves the field out.
 */

/** The property names of an entity schema whose values are objects or lists. */
export type JsonPropertyOf<Properties> = {
  [K in keyof Properties]: Properties[K] extends { type: 'object' | 'array' } ? K : never;
}[keyof Properties] &
  string;

type NullWhenOptional<Entity, K extends keyof Entity> = undefined extends Entity[K] ? null : never;

/**
 * jsonb is read as the parsed value but written as JSON text: node-postgres
 * would otherwise send a JavaScript array as a PostgreSQL array literal.
 */
export type JsonColumn<Value> = ColumnType<Value, string, string>;

export type EntityColumns<Entity, JsonKey extends keyof Entity = never> = {
  [K in keyof Entity]-?: K extends JsonKey
    ? ColumnType<Exclude<Entity[K], undefined> | NullWhenOptional<Entity, K>, string | NullWhenOptional<Entity, K>, string | NullWhenOptional<Entity, K>>
    : Exclude<Entity[K], undefined> | NullWhenOptional<Entity, K>;
};

/** A row as read back, with NULL columns turned into absent fields again. */
export type WithoutNulls<Row> = {
  [K in keyof Row as null extends Row[K] ? never : K]: Row[K];
} & {
  [K in keyof Row as null extends Row[K] ? K : never]?: Exclude<Row[K], null>;
};

export function withoutNulls<Row extends object>(row: Row): WithoutNulls<Row> {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as WithoutNulls<Row>;
}
