import { describe, expect, it } from 'vitest';
import { maskPhone, nextPhoneBlockState, PHONE_VISIBLE_CHARACTERS, phoneBlockText, phoneKey, phonesAreMasked } from './phone-mask';

describe('spec search §4: phone masked after the first five characters', () => {
  it('shows five characters', () => {
    expect(PHONE_VISIBLE_CHARACTERS).toBe(5);
  });

  it('masks everything after the fifth character, keeping spaces', () => {
    expect(maskPhone('0412 345 678')).toBe('0412 XXX XXX');
    expect(maskPhone('(03) 9123 4567')).toBe('(03) XXXX XXXX');
  });

  it('hides the sixth character but has nothing to hide in a five-character number', () => {
    expect(maskPhone('131313')).toBe('13131X');
    expect(maskPhone('13131')).toBe('13131');
    expect(maskPhone('')).toBe('');
  });
});

describe('spec search §4: phone block hidden, then masked, then revealed on click', () => {
  const phone = '0412 345 678';

  it('goes hidden → masked → revealed, and stays revealed', () => {
    expect(nextPhoneBlockState('hidden', phone)).toEqual({ state: 'masked', recordReveal: false });
    expect(nextPhoneBlockState('masked', phone)).toEqual({ state: 'revealed', recordReveal: true });
    expect(nextPhoneBlockState('revealed', phone)).toEqual({ state: 'revealed', recordReveal: false });
  });

  it('records the reveal only on the masked → revealed step', () => {
    const steps = (['hidden', 'masked', 'revealed'] as const).map((state) => nextPhoneBlockState(state, phone).recordReveal);
    expect(steps).toEqual([false, true, false]);
  });

  it('stays hidden while there is no number', () => {
    expect(nextPhoneBlockState('hidden', undefined).state).toBe('hidden');
    expect(nextPhoneBlockState('hidden', '   ').state).toBe('hidden');
  });

  it('shows nothing, the masked number, then the whole number', () => {
    expect(phoneBlockText(phone, 'hidden')).toBeUndefined();
    expect(phoneBlockText(phone, 'masked')).toBe('0412 XXX XXX');
    expect(phoneBlockText(phone, 'revealed')).toBe('0412 345 678');
    expect(phoneBlockText(undefined, 'revealed')).toBeUndefined();
  });
});

describe('one phone-masking rule for the whole page', () => {
  it('masks every number on the page exactly when the dealer turns phone reveal on', () => {
    expect(phonesAreMasked({ phoneReveal: { enabled: true } })).toBe(true);
    expect(phonesAreMasked({ phoneReveal: { enabled: false } })).toBe(false);
  });

  it('treats a number written with spaces or brackets as the same number', () => {
    expect(phoneKey('(07) 5444 0100')).toBe(phoneKey('07 5444 0100'));
    expect(phoneKey('+61 7 5444 0100')).toBe('+61754440100');
    expect(phoneKey('07 5444 0100')).not.toBe(phoneKey('07 5444 0101'));
  });
});
