import type { Car } from '../../schemas/entities/car';
import { madeOnFirstUse, SITE_LOCALE } from './formatters';

/**
 * Spec (detail, §3): a car has a build_date and a compliance_date. The feed
 * gives them as year and month ("2023-11"), sometimes with a day; build and
 * compliance plates carry only the month, so the month and year are shown,
 * the month spelt out the Australian way ("November 2023"). Read in UTC so
 * no time zone moves them.
 */
const monthAndYear = madeOnFirstUse(() => new Intl.DateTimeFormat(SITE_LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** "2023-11" or "2023-11-05" as "November 2023"; undefined for anything else. */
export function formatBuildMonth(yearMonth: string | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(yearMonth ?? '');
  if (!match) return undefined;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return monthAndYear().format(new Date(Date.UTC(Number(match[1]), month - 1, 1)));
}

export function buildDateText(car: Pick<Car, 'build_date'>): string | undefined {
  return formatBuildMonth(car.build_date);
}

export function complianceDateText(car: Pick<Car, 'compliance_date'>): string | undefined {
  return formatBuildMonth(car.compliance_date);
}
