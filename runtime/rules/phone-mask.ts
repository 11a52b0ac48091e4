/**
 * Spec (search and favourites, §4): the phone block is hidden, then masked
 * after the first five characters, then revealed on click; on reveal a call
 * records it.
 *
 * "Characters" is read literally: spaces and brackets count towards the five.
 * Masking keeps the spaces so the number keeps its shape ("0412 XXX XXX"):
 * the visitor can see it is a mobile or a landline before asking for it.
 * A number of five characters or fewer has nothing left to hide.
 */
export const PHONE_VISIBLE_CHARACTERS = 5;
export const PHONE_MASK_CHARACTER = 'X';
export const PHONE_BLOCK_STATES = ['hidden', 'masked', 'revealed'] as const;

export type PhoneBlockState = (typeof PHONE_BLOCK_STATES)[number];

export function maskPhone(phone: string): string {
  const shown = phone.slice(0, PHONE_VISIBLE_CHARACTERS);
  const hidden = phone.slice(PHONE_VISIBLE_CHARACTERS).replace(/\S/g, PHONE_MASK_CHARACTER);
  return shown + hidden;
}

/**
 * The next state: hidden shows masked once there is a number, masked reveals,
 * revealed stays. `recordReveal` is true on the one step that must be recorded.
 */
export function nextPhoneBlockState(state: PhoneBlockState, phone: string | undefined): { state: PhoneBlockState; recordReveal: boolean } {
  if (state === 'hidden') return { state: hasPhone(phone) ? 'masked' : 'hidden', recordReveal: false };
  if (state === 'masked') return { state: 'revealed', recordReveal: true };
  return { state: 'revealed', recordReveal: false };
}

/** What the block shows: nothing while hidden or without a number. */
export function phoneBlockText(phone: string | undefined, state: PhoneBlockState): string | undefined {
  if (state === 'hidden' || !hasPhone(phone)) return undefined;
  const number = phone.trim();
  return state === 'masked' ? maskPhone(number) : number;
}

function hasPhone(phone: string | undefined): phone is string {
  return phone !== undefined && phone.trim() !== '';
}

/**
 * One rule for the whole page: where the dealer turns phone reveal on, every
 * number on the page (header, footer, cards, vehicle panel, locations) is
 * masked until revealed. A card masking "07 54XX XXXX" under a header that
 * shows it in full hides nothing and looks broken.
 */
export function phonesAreMasked(settings: { phoneReveal: { enabled: boolean } }): boolean {
  return settings.phoneReveal.enabled;
}

/**
 * The same number written two ways ("07 5444 0100", "(07) 5444 0100") is one
 * number: revealing it once reveals it everywhere on the page.
 */
export function phoneKey(phone: string): string {
  return phone.replace(/[^0-9+]/g, '');
}
