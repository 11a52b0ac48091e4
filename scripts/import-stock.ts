/**
 * `npm run import-stock -- --dealership 101 feed.csv`: a dealer's stock
 * feed into the database the server uses (DATABASE_URL, else the PGlite in
 * DATA_DIR), with a progress bar while it checks and writes. The feed is CSV
 * (or tab-separated) with the car schema's fields as columns, or the Google
 * vehicle-listings feed's columns. Nothing is written unless every row is
 * right; the problems are listed by row and column, and the exit code is 1.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { Presets, SingleBar } from 'cli-progress';
import { closeSharedDatabase } from '../runtime/server/db/connection';
import { getDatabase } from '../runtime/server/db/ready';
import { type ImportProgress, importStockFeed } from '../runtime/server/stock-import/feed-import';

const USAGE = 'Usage: npm run import-stock -- --dealership <id> <feed.csv>';
const { values, positionals } = parseArgs({ options: { dealership: { type: 'string' } }, allowPositionals: true });
const dealershipId = Number(values.dealership);
if (!Number.isInteger(dealershipId) || dealershipId < 1 || positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}

const text = await readFile(positionals[0], 'utf8');
const bar = new SingleBar({ format: '{step} [{bar}] {percentage}% | {value}/{total} cars | {rate} cars/s', hideCursor: true }, Presets.shades_classic);
let step: ImportProgress['step'] | undefined;
let started = performance.now();
const showProgress = (progress: ImportProgress) => {
  const rate = Math.round(progress.done / ((performance.now() - started) / 1000));
  if (progress.step !== step) {
    if (step) bar.stop();
    step = progress.step;
    bar.start(progress.total, progress.done, { step: progress.step.padEnd(8), rate });
  } else bar.update(progress.done, { rate });
};

const db = await getDatabase();
// From here: opening (and on first use creating) the database is not the import's time.
started = performance.now();
try {
  const outcome = await importStockFeed(db, { dealershipId, text, onProgress: showProgress });
  if (step) bar.stop();
  const seconds = (performance.now() - started) / 1000;
  if (outcome.ok) {
    const { imported, added, updated, format } = outcome.answer;
    console.log(
      `Imported ${imported} ${imported === 1 ? 'car' : 'cars'} (${added} added, ${updated} updated) from a ${format} feed in ${seconds.toFixed(1)} s: ${Math.round(imported / seconds)} cars a second.`,
    );
  } else {
    const { message, problems, problemCount } = outcome.refusal;
    console.error(message);
    for (const problem of problems) console.error(`  row ${problem.row}${problem.column ? `, ${problem.column}` : ''}: ${problem.message}`);
    if (problemCount > problems.length) console.error(`  … and ${problemCount - problems.length} more.`);
    process.exitCode = 1;
  }
} finally {
  await closeSharedDatabase();
}
