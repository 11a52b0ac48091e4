import type { BlockNode } from '../../schemas/block-node';

type JsonRecord = Record<string, unknown>;

/** One block met on a walk down a block tree. */
export interface VisitedBlock<Node = BlockNode> {
  node: Node;
  /** The list it sits in, and where. */
  list: readonly unknown[];
  index: number;
  /** JSON Pointer segments to the block, starting from `at` (the walked list's own path). */
  path: (string | number)[];
  /** 1 for a block in the walked list, 2 for one in its slot, … */
  depth: number;
  /** The block whose slot holds it; none for a block of the walked list. */
  holder?: { node: Node; slot: string };
}

export interface WalkOptions<Node = BlockNode> {
  /** The walked list's own path in the document, e.g. ['pages', 0, 'blocks']. */
  at?: (string | number)[];
  /** Whether to walk into a block's slots; every block's by default. */
  enterSlots?: (visited: VisitedBlock<Node>) => boolean;
}

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function* walk(
  nodes: unknown,
  path: (string | number)[],
  depth: number,
  holder: VisitedBlock<JsonRecord>['holder'],
  options: WalkOptions<JsonRecord>,
): Generator<VisitedBlock<JsonRecord>> {
  if (!Array.isArray(nodes)) return;
  for (let index = 0; index < nodes.length; index++) {
    const node: unknown = nodes[index];
    // A document not yet validated may hold anything in a list; only objects are blocks.
    if (!isRecord(node)) continue;
    const visited: VisitedBlock<JsonRecord> = { node, list: nodes, index, path: [...path, index], depth, holder };
    yield visited;
    if (!isRecord(node.slots) || (options.enterSlots && !options.enterSlots(visited))) continue;
    for (const [slot, children] of Object.entries(node.slots)) {
      yield* walk(children, [...visited.path, 'slots', slot], depth + 1, { node, slot }, options);
    }
  }
}

/**
 * Every block of a block list and of its slots, depth first in document
 * order (a container before what it holds). Works on a validated list and on
 * raw JSON alike; stop early by leaving the loop.
 */
export function walkBlockTree(nodes: readonly BlockNode[], options?: WalkOptions): Generator<VisitedBlock>;
export function walkBlockTree(nodes: unknown, options?: WalkOptions<JsonRecord>): Generator<VisitedBlock<JsonRecord>>;
export function walkBlockTree(nodes: unknown, options: WalkOptions<never> = {}): Generator<VisitedBlock<JsonRecord>> {
  // Either overload's test sees the blocks as its caller typed them; the walk itself only reads them as JSON.
  return walk(nodes, options.at ?? [], 1, undefined, options as WalkOptions<JsonRecord>);
}

/** Every block of a block list and of its slots, in document order. */
export function blocksInTree(nodes: readonly BlockNode[]): BlockNode[] {
  return Array.from(walkBlockTree(nodes), (visited) => visited.node);
}

/** The first block, in document order, that passes the test. */
export function findInTree(nodes: readonly BlockNode[], test: (node: BlockNode) => boolean, options?: WalkOptions): VisitedBlock | undefined {
  for (const visited of walkBlockTree(nodes, options)) if (test(visited.node)) return visited;
  return undefined;
}

/** The block with this id, wherever it sits in the list. */
export function findBlockById(nodes: readonly BlockNode[], blockId: string, options?: WalkOptions): VisitedBlock | undefined {
  return findInTree(nodes, (node) => node.id === blockId, options);
}

/** How many blocks a list holds, its slots' blocks included. */
export function countBlocks(nodes: readonly BlockNode[]): number {
  let count = 0;
  for (const walker = walkBlockTree(nodes); !walker.next().done; ) count++;
  return count;
}

/** A block and every block in its slots. */
export function subtreeSize(node: BlockNode): number {
  return countBlocks([node]);
}
