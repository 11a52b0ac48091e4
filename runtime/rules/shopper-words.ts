/**
 * Feed values as a shopper writes them (issue: "Car", not "car"). A stock
 * feed writes some values as codes, in lower case ("car", "coming_soon",
 * "4wd"); the page shows them with a capital, spaces for underscores, and a
 * word holding a digit in capitals ("4WD", "V8"). A value already written
 * with a capital anywhere ("HiLux", "BMW", "Pearl white") is the dealer's
 * own spelling and stays as it is.
 *
 * Sentence case, as the site's own words are ("Cab chassis", "Coming soon"),
 * except for names of places and businesses, where every word starts with a
 * capital ("Sunshine Coast").
 */
export type ShopperWordsKind = 'words' | 'name';

const UNDERSCORES = /_+/g;
const HAS_CAPITAL = /\p{Lu}/u;
const HAS_DIGIT = /\d/;

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function shopperWords(value: string, kind: ShopperWordsKind = 'words'): string {
  const text = value.replace(UNDERSCORES, ' ').replace(/\s+/g, ' ').trim();
  if (HAS_CAPITAL.test(text)) return text;
  const words = text.split(' ').map((word, at) => {
    if (HAS_DIGIT.test(word)) return word.toUpperCase();
    return at === 0 || kind === 'name' ? capitalised(word) : word;
  });
  return words.join(' ');
}
