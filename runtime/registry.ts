import type { BlockSchemaEntry } from '../schemas/block-node';
import type { AnyBlockDefinition } from './block-types';

export interface BlockRegistry {
  get(type: string): AnyBlockDefinition | undefined;
  list(): readonly AnyBlockDefinition[];
  /** The registry as the document schema needs it: type, props schema, slots. */
  schemaEntries(): readonly BlockSchemaEntry[];
}

export function createRegistry(definitions: readonly AnyBlockDefinition[]): BlockRegistry {
  const byType = new Map<string, AnyBlockDefinition>();
  for (const definition of definitions) {
    if (byType.has(definition.type)) throw new Error(`Block type "${definition.type}" is registered twice`);
    byType.set(definition.type, definition);
  }
  const list = [...byType.values()].sort((a, b) => a.type.localeCompare(b.type));
  const entries = list.map((d) => ({ type: d.type, props: d.schema as object, slots: d.slots }));
  return {
    get: (type) => byType.get(type),
    list: () => list,
    schemaEntries: () => entries,
  };
}
