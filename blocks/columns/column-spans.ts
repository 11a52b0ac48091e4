import type { ColumnsProps } from './schema';

export const COLUMN_SLOTS = ['first', 'second', 'third'] as const;

/** Out of Mantine's twelve grid columns; a wide column is twice an ordinary one. */
const SPANS: Record<ColumnsProps['count'], Record<ColumnsProps['proportion'], number[]>> = {
  2: { equal: [6, 6], 'wide-first': [8, 4], 'wide-last': [4, 8] },
  3: { equal: [4, 4, 4], 'wide-first': [6, 3, 3], 'wide-last': [3, 3, 6] },
};

export function columnSpans(count: ColumnsProps['count'], proportion: ColumnsProps['proportion']): number[] {
  return SPANS[count][proportion];
}

export const COLUMN_GAPS: Record<ColumnsProps['gap'], string> = { small: 'sm', medium: 'lg', large: 'xl' };
