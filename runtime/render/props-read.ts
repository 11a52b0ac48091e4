/**
 * Props that note which of their top-level fields a loader reads, so the
 * editor's canvas can keep a block's data while the marketer edits a field
 * the data does not depend on (a stock carousel's heading), and fetch it
 * again only when one it does changes (its filters).
 *
 * A loader that lists or spreads the props (`{...props}`, `Object.keys`) has
 * read them all.
 */
export function propsNotingReads<Props extends object>(props: Props): { props: Props; reads: () => string[] } {
  const read = new Set<string>();
  let readAll = false;
  const noted = new Proxy(props, {
    get(target, key, receiver) {
      if (typeof key === 'string') read.add(key);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      if (typeof key === 'string') read.add(key);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      readAll = true;
      return Reflect.ownKeys(target);
    },
  });
  return { props: noted, reads: () => (readAll ? Object.keys(props) : [...read]).sort() };
}
