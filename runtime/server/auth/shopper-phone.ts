import type { PhoneNumberOptions } from 'better-auth/plugins';
import { AUSTRALIAN_MOBILE } from '../../rules/australian-mobile';
import { createLocalSmsProvider } from '../sms/local-sms-provider';
import type { SmsProvider } from '../sms/sms-provider';

/** Shoppers share better-auth's "user" table with marketers under this role, which grants no editing. */
export const SHOPPER_ROLE = 'shopper';

/** Codes asked for from one address per window, so nobody can text-bomb a number from the site. */
export const SHOPPER_CODE_REQUESTS = { windowSeconds: 60, max: 3 } as const;
/** Code checks from one address per window; each code also allows only SHOPPER_CODE_ATTEMPTS tries. */
export const SHOPPER_CODE_CHECKS = { windowSeconds: 60, max: 10 } as const;
export const SHOPPER_CODE_ATTEMPTS = 3;
export const SHOPPER_CODE_SECONDS = 300;

/**
 * better-auth's phone-number plugin for shoppers: 6-digit codes through our
 * SMS provider, Australian mobiles only, and a shopper account made on the
 * first verified code. The plugin needs an email per user; a placeholder on
 * the reserved .invalid domain keeps it unique and never reachable.
 */
export function shopperPhoneOptions(sms: SmsProvider = createLocalSmsProvider()): PhoneNumberOptions {
  return {
    otpLength: 6,
    expiresIn: SHOPPER_CODE_SECONDS,
    allowedAttempts: SHOPPER_CODE_ATTEMPTS,
    sendOTP: ({ phoneNumber, code }) => sms.sendCode(phoneNumber, code),
    phoneNumberValidator: (phoneNumber) => AUSTRALIAN_MOBILE.test(phoneNumber),
    signUpOnVerification: {
      getTempEmail: (phoneNumber) => `shopper-${phoneNumber.replace(/\D/g, '')}@phone.invalid`,
      getTempName: (phoneNumber) => phoneNumber,
    },
  };
}
