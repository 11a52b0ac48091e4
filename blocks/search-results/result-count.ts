import { wholeNumberText } from '../../runtime/rules/formatters';

/** "1 car", "1,234 cars": the count the search answered with (already replaced above 1999 by the result-count rule). */
export function carCountText(count: number): string {
  return `${wholeNumberText(count)} ${count === 1 ? 'car' : 'cars'}`;
}
