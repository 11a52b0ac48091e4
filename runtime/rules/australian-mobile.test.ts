import { describe, expect, it } from 'vitest';
import { australianMobile, isAustralianMobile, mobileAsWritten, withAustralianMobile } from './australian-mobile';

describe('the Australian mobile rule (spec search §6: a shopper is identified by a mobile number)', () => {
  it.each([
    '0412345678',
    '0412 345 678',
    '0412-345-678',
    '0412.345.678',
    '(04) 1234 5678',
    '(0412) 345-678',
    '0412\u00a0345\u00a0678',
    ' 0412 345 678 ',
    '+61412345678',
    '+61 412 345 678',
    '+61 (0) 412 345 678',
    '+61 0412 345 678',
    '61412345678',
    '61 412 345 678',
    '0061 412 345 678',
    '412 345 678',
  ])('takes %j as +61412345678', (typed) => {
    expect(australianMobile(typed)).toBe('+61412345678');
    expect(isAustralianMobile(typed)).toBe(true);
  });

  it.each(['07 5555 1234', '+61 7 5555 1234', '041234567', '04123456789', '+64 412 345 678', 'call me', '', '0412 345 67x'])(
    'leaves %j as typed (trimmed), for the pattern to refuse',
    (typed) => {
      expect(australianMobile(typed)).toBe(typed.trim());
      expect(isAustralianMobile(typed)).toBe(false);
    },
  );

  it('reads the field of a request body, and leaves everything else as it came', () => {
    expect(withAustralianMobile({ phone_number: '0412 345 678', car_id: 4 }, 'phone_number')).toEqual({ phone_number: '+61412345678', car_id: 4 });
    expect(withAustralianMobile({ phone_number: 412345678 }, 'phone_number')).toEqual({ phone_number: 412345678 });
    for (const body of [null, 'x', [1], 3]) expect(withAustralianMobile(body, 'phone_number')).toBe(body);
  });

  it('shows the kept number back as Australians write it', () => {
    expect(mobileAsWritten('+61412345678')).toBe('0412 345 678');
    expect(mobileAsWritten(australianMobile('+61 (0) 412 345 678'))).toBe('0412 345 678');
    expect(mobileAsWritten('+6471234567')).toBe('+6471234567');
  });
});
