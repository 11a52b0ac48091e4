import { parse } from 'csv-parse/sync';
import type { FeedProblem } from '../../../schemas/api/stock-import';

/** One row of a feed, its cells by column name (empty cells left out), and its row number as a spreadsheet shows it (the header is row 1, a blank line is a row). */
export interface FeedRow {
  row: number;
  cells: Record<string, string>;
}

export type FeedRead = { ok: true; columns: string[]; rows: FeedRow[] } | { ok: false; problem: FeedProblem };

/**
 * A CSV or tab-separated feed (RFC 4180, as the Google vehicle-listings
 * feed is sent), read by csv-parse: the first row names the columns, blank
 * lines are skipped, a byte-order mark is ignored. A malformed file (an
 * unclosed quote, a row with more cells than the header, a NUL character)
 * is one problem naming its row.
 */
export function readFeedRows(text: string): FeedRead {
  // PostgreSQL stores no NUL in text; refused here, at its row, rather than by the database mid-import.
  const nul = text.indexOf('\u0000');
  if (nul >= 0) return { ok: false, problem: { row: text.slice(0, nul).split('\n').length, column: '', message: 'The feed holds a NUL character, which no text may hold.' } };
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const delimiter = firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  try {
    const records = parse(text, { bom: true, delimiter, skip_empty_lines: true, relax_column_count_less: true, info: true }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    if (records.length === 0) return { ok: false, problem: { row: 1, column: '', message: 'The feed is empty: its first row must name the columns.' } };
    // Trimmed here rather than by csv-parse, whose trimming doubles its time on a large feed.
    const columns = records[0].record.map((name) => name.trim());
    const repeated = columns.find((name, at) => name !== '' && columns.indexOf(name) !== at);
    if (repeated) return { ok: false, problem: { row: 1, column: repeated, message: 'This column is named twice.' } };
    const rows = records.slice(1).map(({ record, info }) => ({
      // csv-parse counts lines to the record's end; a spreadsheet numbers the row by its start.
      row: info.lines - record.reduce((breaks, cell) => breaks + cell.split('\n').length - 1, 0),
      cells: Object.fromEntries(
        columns.flatMap((name, at) => {
          const cell = (record[at] ?? '').trim();
          return name !== '' && cell !== '' ? [[name, cell]] : [];
        }),
      ),
    }));
    return { ok: true, columns, rows };
  } catch (error) {
    const { lines, message } = error as { lines?: number; message?: string };
    return { ok: false, problem: { row: lines ?? 1, column: '', message: `The feed is not valid CSV here: ${message ?? 'unreadable'}.` } };
  }
}
