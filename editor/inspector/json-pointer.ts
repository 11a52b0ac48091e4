import { pointerSegments, segmentsToPointer } from '../../schemas/errors';

export function childPointer(pointer: string, key: string | number): string {
  return pointer + segmentsToPointer([key]);
}

export function valueAt(value: unknown, pointer: string): unknown {
  let node = value;
  for (const segment of pointerSegments(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

function withChild(container: unknown, segment: string, child: unknown): unknown {
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[Number(segment)] = child;
    return copy;
  }
  const copy: Record<string, unknown> = { ...(container !== null && typeof container === 'object' ? container : {}) };
  if (child === undefined) delete copy[segment];
  else copy[segment] = child;
  return copy;
}

/**
 * The value with `next` at `pointer` (undefined removes an object's key).
 * Only the containers on the way are copied: every untouched branch keeps its
 * identity, which is what lets the other fields skip re-rendering.
 */
export function setAt(value: unknown, pointer: string, next: unknown): unknown {
  const segments = pointerSegments(pointer);
  function set(node: unknown, depth: number): unknown {
    if (depth === segments.length) return next;
    const segment = segments[depth];
    const child = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
    return withChild(node, segment, set(child, depth + 1));
  }
  return set(value, 0);
}
