import { parse } from 'acorn';

/** One module's code in a chunk: the ids it goes by (Turbopack may give a module several) and the bytes of its factory. */
export interface ChunkModule {
  ids: number[];
  bytes: number;
}

/**
 * The modules a Turbopack browser chunk carries. A chunk is one call:
 * `(globalThis.TURBOPACK || …).push([currentScript, id, factory, id, id, factory, …])`,
 * where the ids written before a factory all name it (as the runtime reads
 * it). A page whose chunks carry the same module more than once downloads
 * and compiles that code more than once; the browser runs it once.
 */
export function modulesOfChunk(code: string): ChunkModule[] {
  const modules: ChunkModule[] = [];
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'script' });
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || statement.expression.type !== 'CallExpression') continue;
    const [list] = statement.expression.arguments;
    if (list?.type !== 'ArrayExpression') continue;
    let ids: number[] = [];
    for (const element of list.elements) {
      if (element?.type === 'Literal' && typeof element.value === 'number') ids.push(element.value);
      else if (element && (element.type === 'ArrowFunctionExpression' || element.type === 'FunctionExpression') && ids.length > 0) {
        modules.push({ ids, bytes: element.end - element.start });
        ids = [];
      }
    }
  }
  return modules;
}

export interface DuplicatedCode {
  /** Bytes of module code in all the chunks. */
  moduleBytes: number;
  /** Of those, bytes of modules an earlier chunk of the list already carries. */
  repeatedBytes: number;
  /** Copies of modules an earlier chunk already carries. */
  repeatedModules: number;
}

/** What a page's chunks carry more than once (each chunk as `modulesOfChunk` reads it). */
export function duplicatedCode(chunks: readonly ChunkModule[][]): DuplicatedCode {
  const carried = new Set<number>();
  let moduleBytes = 0;
  let repeatedBytes = 0;
  let repeatedModules = 0;
  for (const chunk of chunks) {
    const before = new Set(carried);
    for (const module of chunk) {
      moduleBytes += module.bytes;
      if (module.ids.some((id) => before.has(id))) {
        repeatedBytes += module.bytes;
        repeatedModules++;
      }
      for (const id of module.ids) carried.add(id);
    }
  }
  return { moduleBytes, repeatedBytes, repeatedModules };
}
