import { useRef } from 'react';
import { withItemMoved, withoutItem } from './list-moves';

let lastKey = 0;
const freshKey = () => `item-${++lastKey}`;

/**
 * Stable React keys for a list's items, kept in step with the form's own
 * add, remove and move, so an item keeps its open state (and focus) when it
 * moves. A list that changes length from outside (undo, a reload) gets fresh
 * keys.
 */
export class ItemKeys {
  keys: string[] = [];
  /** Items just added by the marketer, which open so they can be filled in. */
  readonly justAdded = new Set<string>();

  sync(length: number): void {
    if (this.keys.length !== length) this.keys = Array.from({ length }, freshKey);
  }

  added(): void {
    const key = freshKey();
    this.keys = [...this.keys, key];
    this.justAdded.add(key);
  }

  removed(index: number): void {
    this.keys = withoutItem(this.keys, index);
  }

  moved(from: number, to: number): void {
    this.keys = withItemMoved(this.keys, from, to);
  }
}

/** One ItemKeys for the life of a list field, brought in step with the list's length on every render. */
export function useItemKeys(length: number): ItemKeys {
  const ref = useRef<ItemKeys | null>(null);
  ref.current ??= new ItemKeys();
  ref.current.sync(length);
  return ref.current;
}
