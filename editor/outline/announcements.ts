import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { BlockRegistry } from '../../runtime/registry';
import type { SiteDocument } from '../../schemas/site-document';
import type { DragData, DragSource, DropTarget } from './drag-ids';
import { planDrop } from './drop-plan';
import { listName } from './list-names';

interface Draggable {
  data: { current?: Record<string, unknown> };
}

export const sourceOf = (active: Draggable | null | undefined) => (active?.data.current as DragData | undefined)?.source;
export const targetOf = (over: Draggable | null | undefined) => (over?.data.current as DragData | undefined)?.target;

export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this block, press Space or Enter to pick it up, use the arrow keys to choose its place in the outline, then press Space or Enter to drop it, or Escape to cancel.',
};

function where(registry: BlockRegistry, document: SiteDocument, source: DragSource, target: DropTarget | undefined): string | undefined {
  if (!target) return undefined;
  const planned = planDrop(source, target);
  if (!planned) return 'its own place, so nothing changes';
  return `position ${planned.index + 1} of ${listName(registry, document, planned.list)}`;
}

/**
 * What a screen reader hears while a block is dragged, in plain words. The
 * live region keeps only the latest message, and dnd-kit reports the first
 * place under a block straight after picking it up, so that first report
 * repeats the pick-up.
 */
export function dragAnnouncements(registry: BlockRegistry, currentDocument: () => SiteDocument): Announcements {
  let justPickedUp = false;
  return {
    onDragStart({ active }) {
      const source = sourceOf(active);
      justPickedUp = true;
      return source ? `Picked up ${source.label}.` : undefined;
    },
    onDragOver({ active, over }) {
      const source = sourceOf(active);
      if (!source) return undefined;
      const target = targetOf(over);
      const pickedUp = justPickedUp ? `Picked up ${source.label}. ` : '';
      justPickedUp = false;
      if (target && !planDrop(source, target)) return `${pickedUp}${source.label} is in its own place.`.trim();
      const place = where(registry, currentDocument(), source, target);
      return place ? `${pickedUp}${source.label} moved to ${place}.` : `${pickedUp}${source.label} is no longer over a place in the outline.`;
    },
    onDragEnd({ active, over }) {
      justPickedUp = false;
      const source = sourceOf(active);
      if (!source) return undefined;
      const place = where(registry, currentDocument(), source, targetOf(over));
      return place ? `Dropped ${source.label} at ${place}.` : `Dropped ${source.label} over no place; nothing changed.`;
    },
    onDragCancel({ active }) {
      justPickedUp = false;
      const source = sourceOf(active);
      return source ? `Dragging cancelled. ${source.label} was not moved.` : undefined;
    },
  };
}
