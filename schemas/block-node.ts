import type { FromSchema } from 'json-schema-to-ts';

export const blockIdSchema = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{1,64}$',
  description: 'Names the block for links and the editor; no other block on the site may have it. Letters, digits, - and _.',
} as const;

/**
 * A block node as any block looks from outside: the registry later narrows
 * `props` and `slots` per block type (see `blockUnionSchema`).
 */
export const blockNodeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type'],
  properties: {
    id: blockIdSchema,
    type: { type: 'string', minLength: 1 },
    props: { type: 'object', default: {} },
    slots: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'object' } },
    },
  },
} as const;

type BlockNodeFields = FromSchema<typeof blockNodeSchema>;

/** FromSchema cannot follow a recursive schema, so only `slots` is typed by hand. */
export type BlockNode = Omit<BlockNodeFields, 'slots' | 'props'> & {
  props: Record<string, unknown>;
  slots?: Record<string, BlockNode[]>;
};

export interface BlockSchemaEntry {
  type: string;
  props: object;
  slots?: readonly string[];
}

export const BLOCK_DEFINITION_REF = '#/$defs/block';

/**
 * The `oneOf` of every registered block type, discriminated by `type`, so
 * one validation checks the whole document with each block's own props.
 */
export function blockUnionSchema(entries: readonly BlockSchemaEntry[]) {
  return {
    type: 'object',
    required: ['type'],
    discriminator: { propertyName: 'type' },
    oneOf: entries.map((entry) => ({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'type'],
      properties: {
        id: blockIdSchema,
        type: { const: entry.type },
        props: { ...entry.props, default: {} },
        ...(entry.slots?.length
          ? {
              slots: {
                type: 'object',
                additionalProperties: false,
                default: {},
                properties: Object.fromEntries(entry.slots.map((slot) => [slot, { type: 'array', items: { $ref: BLOCK_DEFINITION_REF }, default: [] }])),
              },
            }
          : {}),
      },
    })),
  };
}
