/**
 * A name as it appears in an address: "Mercedes-Benz" → mercedes-benz,
 * "Škoda" → skoda, "Finance & insurance" → finance-insurance. Accents fold
 * to their letters (a shopper types "skoda"), everything else that is not a
 * letter or digit becomes one hyphen.
 */
export function slugOf(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
