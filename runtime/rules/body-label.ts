/**
 * How a body type, stored as the feed writes it (detail §3: "peopleMover",
 * "softtop"), reads to a shopper. The search page's filter and heading show
 * these words, and a search path may name a body type by them (detail §2:
 * /search/{make or body slug}, so /search/people-mover works as well as
 * /search/peoplemover).
 */
const BODY_LABELS: Readonly<Record<string, string>> = {
  '4x4': '4x4',
  suv: 'SUV',
  cabChassis: 'Cab chassis',
  peopleMover: 'People mover',
  lightTruck: 'Light truck',
  stationWagon: 'Station wagon',
  softtop: 'Soft top',
  hardtop: 'Hard top',
};

export function bodyLabel(value: string): string {
  return BODY_LABELS[value] ?? value.charAt(0).toUpperCase() + value.slice(1);
}

/** Plurals that are not the word and an s. */
const BODY_PLURALS: Readonly<Record<string, string>> = {
  bus: 'Buses',
  hatch: 'Hatches',
  cabChassis: 'Cab chassis',
};

/** Many of a body type, as in "View SUVs In This Range" (spec detail §2: "View {carType}s In This Range"). */
export function bodyLabelPlural(value: string): string {
  return BODY_PLURALS[value] ?? `${bodyLabel(value)}s`;
}
