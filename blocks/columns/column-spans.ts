import type { ColumnsProps } from './schema';

export const COLUMN_SLOTS = ['first', 'second', 'third'] as const;

/** A column's width out of Mantine's twelve grid columns, from each breakpoint up; below sm every column is full width. */
export interface ColumnSpan {
  sm: number;
  md?: number;
}

const even = (...spans: number[]): ColumnSpan[] => spans.map((sm) => ({ sm }));

/**
 * A wide column is twice an ordinary one. A sidebar first is a third of a
 * tablet and a quarter from laptops up (62em), where a third would be far
 * wider than a filter list needs (issue 15: the search filters took a third
 * of a 1280 px screen).
 */
const SPANS: Record<ColumnsProps['count'], Record<ColumnsProps['proportion'], ColumnSpan[]>> = {
  2: {
    equal: even(6, 6),
    'wide-first': even(8, 4),
    'wide-last': even(4, 8),
    'sidebar-first': [
      { sm: 4, md: 3 },
      { sm: 8, md: 9 },
    ],
  },
  3: {
    equal: even(4, 4, 4),
    'wide-first': even(6, 3, 3),
    'wide-last': even(3, 3, 6),
    'sidebar-first': [
      { sm: 4, md: 3 },
      { sm: 4, md: 5 },
      { sm: 4, md: 4 },
    ],
  },
};

export function columnSpans(count: ColumnsProps['count'], proportion: ColumnsProps['proportion']): ColumnSpan[] {
  return SPANS[count][proportion];
}

export const COLUMN_GAPS: Record<ColumnsProps['gap'], string> = { small: 'sm', medium: 'lg', large: 'xl' };
