import { pointerSegments } from '../../schemas/errors';

/**
 * Escapes everything but letters, digits and hyphens, so ids stay valid in a
 * URL fragment and two different pointers never share an id.
 */
function idSegment(segment: string): string {
  return segment.replace(/[^A-Za-z0-9-]/gu, (ch) => `_${ch.codePointAt(0)!.toString(16)}_`);
}

/**
 * The DOM id of the input (or group) that edits the value at `pointer`, so an
 * error list can link to it (href="#…") and focus it.
 */
export function fieldId(idPrefix: string, pointer: string): string {
  return [idPrefix, ...pointerSegments(pointer).map(idSegment)].join('.');
}
