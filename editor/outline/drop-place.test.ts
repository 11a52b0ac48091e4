import type { ClientRect, CollisionDescriptor, DroppableContainer } from '@dnd-kit/core';
import { innermostDropPlace } from './EditorDndContext.client';

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({ left, top, width, height, right: left + width, bottom: top + height });

/** The outline's header list (a list end high up) and a page's row below it; the canvas and the palette are elsewhere. */
const places = new Map<string, ClientRect>([
  ['header-end', rect(0, 0, 200, 20)],
  ['page-row', rect(0, 100, 200, 30)],
  ['section-slot-row', rect(10, 105, 180, 20)],
]);
const containers = [...places.keys()].map((id) => ({ id, disabled: false, rect: { current: places.get(id) }, data: { current: {} } }) as unknown as DroppableContainer);

function over(pointer: { x: number; y: number } | null, dragged: ClientRect): string[] {
  const found: CollisionDescriptor[] = innermostDropPlace({
    active: { id: 'dragged', data: { current: {} }, rect: { current: { initial: dragged, translated: dragged } } },
    collisionRect: dragged,
    droppableRects: places,
    droppableContainers: containers,
    pointerCoordinates: pointer,
  } as unknown as Parameters<typeof innermostDropPlace>[0]) as CollisionDescriptor[];
  return found.map((each) => String(each.id));
}

describe('where a drag ends (issue: a drop that misses lands in the header)', () => {
  it('a pointer over the canvas, the palette or a heading is over no drop place: no target, so nothing changes', () => {
    expect(over({ x: 800, y: 300 }, rect(790, 290, 120, 24))).toEqual([]);
    expect(over({ x: 100, y: 60 }, rect(90, 50, 120, 24))).toEqual([]);
  });

  it('a pointer over nested places takes the innermost one', () => {
    expect(over({ x: 50, y: 110 }, rect(40, 100, 120, 24))[0]).toBe('section-slot-row');
    expect(over({ x: 5, y: 120 }, rect(0, 110, 120, 24))).toEqual(['page-row']);
  });

  it('a keyboard drag (no pointer) is over nothing until the arrow keys bring the block onto the outline', () => {
    expect(over(null, rect(600, 400, 120, 24))).toEqual([]);
    expect(over(null, rect(0, 100, 120, 24)).length).toBeGreaterThan(0);
  });
});
