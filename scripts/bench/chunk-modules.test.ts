import { duplicatedCode, modulesOfChunk } from './chunk-modules';

// Two chunks as Turbopack writes them: module 7 is in both, 11 and 12 share one factory.
const FIRST =
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,7,e=>{"use strict";e.s(["a",0,1])},11,12,function(e){e.n(e.i(7))}]);';
const SECOND =
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,7,e=>{"use strict";e.s(["a",0,1])},20,(e,t,r)=>{r.x=1}]);\n//# sourceMappingURL=x.js.map';

describe('modulesOfChunk', () => {
  it('reads each factory with the ids written before it and its bytes', () => {
    expect(modulesOfChunk(FIRST)).toEqual([
      { ids: [7], bytes: 'e=>{"use strict";e.s(["a",0,1])}'.length },
      { ids: [11, 12], bytes: 'function(e){e.n(e.i(7))}'.length },
    ]);
  });

  it('finds nothing in a script that is not a chunk', () => {
    expect(modulesOfChunk('console.log(1);')).toEqual([]);
  });
});

describe('duplicatedCode', () => {
  it('counts a module carried by two chunks once as repeated, with the bytes of its extra copy', () => {
    const factory = 'e=>{"use strict";e.s(["a",0,1])}'.length;
    const result = duplicatedCode([modulesOfChunk(FIRST), modulesOfChunk(SECOND)]);
    expect(result.repeatedModules).toBe(1);
    expect(result.repeatedBytes).toBe(factory);
    expect(result.moduleBytes).toBe(2 * factory + 'function(e){e.n(e.i(7))}'.length + '(e,t,r)=>{r.x=1}'.length);
  });

  it('finds nothing repeated in one chunk', () => {
    expect(duplicatedCode([modulesOfChunk(FIRST)]).repeatedBytes).toBe(0);
  });
});
