import { bodyLabel, bodyLabelPlural } from '../../runtime/rules/body-label';

/**
 * The panel's wording with the body chosen in it (spec detail §2 "View
 * {carType}s In This Range", §4 "0 {type}s Found", "No {type}s found for
 * this budget"): "{carType}s" is the body in the plural ("SUVs", "Hatches"),
 * "{carType}" one of it, and "Car" stands in while no body is chosen.
 */
export function budgetWords(template: string, body: string | undefined): string {
  const one = body ? bodyLabel(body) : 'Car';
  const many = body ? bodyLabelPlural(body) : 'Cars';
  return template.replaceAll('{carType}s', many).replaceAll('{carType}', one);
}
