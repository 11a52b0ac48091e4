/**
 * Number and date formatters for the sites' Australian English, made when
 * first used and never while a module loads.
 *
 * A browser builds its formatting data the first time a page makes any
 * `Intl` number formatter: about 110 ms of main thread in Chromium at
 * Lighthouse's 4× slower CPU (a mid-tier phone), and 20–27 ms more for the
 * first date formatter. Made at a module's top level, that cost was paid
 * while the page's scripts loaded, on every page whose client parts import
 * a price or a rate, although nothing on a vehicle or home page formats a
 * number in the browser until a shopper types in a calculator.
 */
export const SITE_LOCALE = 'en-AU';

/** The formatter `make` returns, made on the first call and kept. */
export function madeOnFirstUse<Formatter>(make: () => Formatter): () => Formatter {
  let made: Formatter | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const wholeNumberFormat = madeOnFirstUse(() => new Intl.NumberFormat(SITE_LOCALE, { maximumFractionDigits: 0 }));

/** "1234567" → "1,234,567": a run of digits grouped in thousands, as en-AU writes them. */
export function groupedDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Whether a number is written with a minus sign: below zero, or negative zero (as Intl writes it). */
export function writtenNegative(amount: number): boolean {
  return amount < 0 || Object.is(amount, -0);
}

/** Between these, a number's shortest decimal has no exponent and its whole part is a safe integer. */
const PLAIN_DECIMAL_RANGE = { from: 1e-6, below: 1e15 } as const;

/**
 * A non-negative amount's digits to `places` decimals, rounded as Intl
 * rounds: the shortest decimal that reads back as the number (what `String`
 * writes), halves away from zero. `toFixed` rounds the binary value instead
 * (999999.995 is stored as 999999.99499…, so it writes 999999.99 where Intl
 * writes 1,000,000.00). For up to 6 places; undefined outside the range
 * written here.
 */
export function roundedDigits(amount: number, places: number): { whole: string; fraction: string } | undefined {
  if (amount === 0 || (amount > 0 && amount < PLAIN_DECIMAL_RANGE.from)) return { whole: '0', fraction: '0'.repeat(places) };
  if (!(amount > 0 && amount < PLAIN_DECIMAL_RANGE.below)) return undefined;
  const [whole, decimals = ''] = String(amount).split('.');
  const kept = BigInt(whole + decimals.slice(0, places).padEnd(places, '0')) + (decimals.charAt(places) >= '5' ? 1n : 0n);
  const digits = kept.toString().padStart(places + 1, '0');
  return { whole: digits.slice(0, digits.length - places), fraction: digits.slice(digits.length - places) };
}

/**
 * "1,234": a number to the unit, with Australian digit grouping. A safe
 * integer (a count, a page, kilometres) is grouped here without `Intl`, so a
 * search page writing its facets' counts as it hydrates builds no formatting
 * data; the same text as `Intl.NumberFormat('en-AU')` gives
 * (formatters.test.ts holds them together).
 */
export function wholeNumberText(amount: number): string {
  if (!Number.isSafeInteger(amount)) return wholeNumberFormat().format(amount);
  const grouped = groupedDigits(String(Math.abs(amount)));
  return writtenNegative(amount) ? `-${grouped}` : grouped;
}
