type Json = unknown;

function isPlainObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isListOfIdentified(value: Json): value is Record<string, Json>[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => isPlainObject(item) && typeof item.id === 'string');
}

/**
 * Lays a dealer document over its brand template.
 *
 * - Objects merge key by key, the dealer's value winning.
 * - Lists of items that carry an `id` (pages, blocks, slots, promotions)
 *   merge by id: the template's order first, a dealer item with the same id
 *   merged over it, new dealer items appended.
 * - Any other list, and any other value, is replaced by the dealer's.
 * - `extends` itself is not inherited.
 */
export function mergeOverTemplate(template: Json, dealer: Json, kept?: MergesKept): Json {
  if (kept && typeof dealer === 'object' && dealer !== null) {
    const earlier = kept.get(dealer);
    if (earlier && earlier.template === template) return earlier.merged;
  }
  const merged = mergeOnce(template, dealer, kept);
  if (kept && typeof dealer === 'object' && dealer !== null) kept.set(dealer, { template, merged });
  return merged;
}

function mergeOnce(template: Json, dealer: Json, kept: MergesKept | undefined): Json {
  if (isPlainObject(template) && isPlainObject(dealer)) {
    const merged: Record<string, Json> = { ...template };
    for (const [key, value] of Object.entries(dealer)) {
      merged[key] = key in template ? mergeOverTemplate(template[key], value, kept) : value;
    }
    return merged;
  }
  if (isListOfIdentified(template) && isListOfIdentified(dealer)) {
    const dealerById = new Map(dealer.map((item) => [item.id as string, item]));
    const merged = template.map((item) => {
      const override = dealerById.get(item.id as string);
      return override ? mergeOverTemplate(item, override, kept) : item;
    });
    const templateIds = new Set(template.map((item) => item.id));
    return [...merged, ...dealer.filter((item) => !templateIds.has(item.id))];
  }
  return dealer;
}

/**
 * Merges already made, by the dealer's object they were made for: given
 * to the merge, a part of the dealer's document that is the same object as
 * before (an edit elsewhere, made through immer) gives the same merged
 * object as before. The editor merges at each keystroke; the parts an edit
 * did not touch then keep their identity. Both sides must be left unchanged
 * once merged, as immer's frozen documents are.
 */
export type MergesKept = WeakMap<object, { template: Json; merged: Json }>;

export function applyTemplate(template: Record<string, Json> | undefined, dealer: Record<string, Json>, kept?: MergesKept): Record<string, Json> {
  if (!template) return dealer;
  const { extends: _templateParent, $schema: _templateSchema, ...inherited } = template;
  return mergeOverTemplate(inherited, dealer, kept) as Record<string, Json>;
}
