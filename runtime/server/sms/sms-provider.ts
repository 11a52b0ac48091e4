/** Sends a shopper's one-time sign-in code as a text message. */
export interface SmsProvider {
  /** 'local' keeps the code on this server for the sign-in page to show; 'gateway' really texts it. */
  readonly kind: 'local' | 'gateway';
  sendCode(phoneNumber: string, code: string): Promise<void>;
}

/** The words of the text message a shopper receives. */
export function signInCodeMessage(code: string): string {
  return `Your sign-in code is ${code}. It expires in 5 minutes.`;
}
