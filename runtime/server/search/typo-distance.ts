/**
 * How many typos apart two words are: single-letter insertions, deletions,
 * substitutions and swaps of two neighbouring letters ("rnager" is one typo
 * from "ranger"), the mistakes people make on a phone keyboard. Gives up
 * once the distance must exceed `limit` and answers limit + 1, so checking
 * a word against the whole vocabulary stays cheap.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length], limit + 1);
}
