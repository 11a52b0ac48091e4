/** JSON Pointer segments, array indices as numbers. */
export type DocumentPath = (string | number)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The deepest place outside which two versions of a document are the same
 * objects: an edit made through immer shares everything it did not touch, so
 * this is found by identity alone, without reading the rest of the document.
 * Undefined when nothing changed.
 */
export function changedPlace(previous: unknown, next: unknown): DocumentPath | undefined {
  if (previous === next) return undefined;
  const path: DocumentPath = [];
  let a = previous;
  let b = next;
  while (a !== b) {
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length) return path;
      let changed = -1;
      for (let index = 0; index < a.length; index++) {
        if (a[index] === b[index]) continue;
        if (changed >= 0) return path;
        changed = index;
      }
      path.push(changed);
      a = a[changed];
      b = b[changed];
    } else if (isRecord(a) && isRecord(b)) {
      const keys = Object.keys(b);
      if (Object.keys(a).length !== keys.length) return path;
      let changed: string | undefined;
      for (const key of keys) {
        if (!Object.hasOwn(a, key)) return path;
        if (a[key] === b[key]) continue;
        if (changed !== undefined) return path;
        changed = key;
      }
      // Same keys, same values: equal objects that are not the same one.
      if (changed === undefined) return path;
      path.push(changed);
      a = a[changed];
      b = b[changed];
    } else return path;
  }
  return path;
}

/**
 * The path of the innermost block a place sits in: a block of a page, of the
 * header or footer, or of a slot of one of those. Undefined for a place
 * outside every block (the theme, a page's title, a list of blocks itself).
 */
export function blockPathOf(place: DocumentPath): DocumentPath | undefined {
  let end: number;
  if (place[0] === 'pages' && typeof place[1] === 'number' && place[2] === 'blocks' && typeof place[3] === 'number') end = 4;
  else if (place[0] === 'layout' && (place[1] === 'header' || place[1] === 'footer') && typeof place[2] === 'number') end = 3;
  else return undefined;
  while (place[end] === 'slots' && typeof place[end + 1] === 'string' && typeof place[end + 2] === 'number') end += 3;
  return place.slice(0, end);
}

/** The value at a path, or undefined where the path leads nowhere. */
export function valueAt(document: unknown, path: DocumentPath): unknown {
  let value = document;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[segment];
  }
  return value;
}

/** A copy of the document with the value at an existing path replaced, sharing every other part. */
export function replacedAt(document: unknown, path: DocumentPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [segment, ...rest] = path;
  if (Array.isArray(document)) {
    const copy = [...document];
    copy[segment as number] = replacedAt(document[segment as number], rest, value);
    return copy;
  }
  const record = document as Record<string, unknown>;
  return { ...record, [segment]: replacedAt(record[segment], rest, value) };
}

/**
 * The one block an edit changed, when the edit stayed inside it: the block
 * keeps its id and type and every other part of the document is untouched.
 * Typing in a field, an inline edit or a picked colour is such an edit; a
 * move, an insert or a delete changes a list, and is not.
 */
export function singleChangedBlock(previous: unknown, next: unknown): { path: DocumentPath; before: Record<string, unknown>; after: Record<string, unknown> } | undefined {
  const place = changedPlace(previous, next);
  const path = place && blockPathOf(place);
  if (!path) return undefined;
  const before = valueAt(previous, path);
  const after = valueAt(next, path);
  if (!isRecord(before) || !isRecord(after) || typeof after.id !== 'string' || typeof after.type !== 'string') return undefined;
  return before.id === after.id && before.type === after.type ? { path, before, after } : undefined;
}
