import { createHttpSmsGateway } from './http-sms-gateway';
import { createLocalSmsProvider } from './local-sms-provider';
import type { SmsProvider } from './sms-provider';

export class LocalSmsInProductionError extends Error {
  constructor() {
    super(
      'No SMS gateway is configured (SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN), and in production the local SMS provider would show every ' +
        'sign-in code on screen, letting anyone sign in as any shopper. Configure the gateway, or set ALLOW_LOCAL_SMS=1 for a demo or test server.',
    );
  }
}

/** The gateway's settings when both are set. */
function gatewayFromEnv(env: NodeJS.ProcessEnv): SmsProvider | null {
  const url = env.SMS_GATEWAY_URL?.trim();
  const token = env.SMS_GATEWAY_TOKEN?.trim();
  return url && token ? createHttpSmsGateway({ url, token, sender: env.SMS_SENDER?.trim() || 'DealerSites' }) : null;
}

function refusesLocalSms(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production' && !gatewayFromEnv(env) && env.ALLOW_LOCAL_SMS?.trim() !== '1';
}

/**
 * Run on start (scripts/prepare-data.ts, with the environment the operator
 * gave): throws LocalSmsInProductionError when production would fall back to
 * the local provider without ALLOW_LOCAL_SMS=1. Shown on screen, its codes
 * prove nothing about who holds the phone.
 */
export function checkSmsSettings(env: NodeJS.ProcessEnv = process.env): void {
  if (refusesLocalSms(env)) throw new LocalSmsInProductionError();
}

/**
 * The gateway when SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN are set, otherwise
 * the local provider. Not refused here: `next start` sets NODE_ENV to
 * production by itself, so inside the server it cannot tell a deployment from
 * `npm start` on a laptop; the start check above sees the operator's setting.
 */
export function smsProviderFromEnv(env: NodeJS.ProcessEnv = process.env, log: (message: string) => void = console.warn): SmsProvider {
  const gateway = gatewayFromEnv(env);
  if (gateway) return gateway;
  if (refusesLocalSms(env))
    log('The local SMS provider is in use in a production server: sign-in codes are shown on screen, not texted. Configure SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN.');
  return createLocalSmsProvider();
}

const shared = globalThis as typeof globalThis & { dealerSmsProvider?: SmsProvider };

/** The process's provider: the local one must be the same object the sign-in route reads the code back from. */
export function sharedSmsProvider(): SmsProvider {
  shared.dealerSmsProvider ??= smsProviderFromEnv();
  return shared.dealerSmsProvider;
}
