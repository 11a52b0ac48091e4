import { describe, expect, it, vi } from 'vitest';
import { createHttpSmsGateway } from './http-sms-gateway';
import { createLocalSmsProvider, localCodeNotice } from './local-sms-provider';
import { checkSmsSettings, LocalSmsInProductionError, smsProviderFromEnv } from './sms-from-env';

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;

describe('SMS providers for sign-in codes', () => {
  it('the local provider keeps the latest code per number and sends nothing', async () => {
    const sms = createLocalSmsProvider();
    await sms.sendCode('+61412345678', '111111');
    await sms.sendCode('+61412345678', '222222');
    expect(sms.latestCode('+61412345678')).toBe('222222');
    expect(sms.latestCode('+61400000000')).toBeUndefined();
    expect(localCodeNotice('222222')).toBe('Local SMS provider: your code is 222222 (no text message was sent)');
  });

  it('the gateway is used only when its address and token are both set', () => {
    expect(smsProviderFromEnv(env({})).kind).toBe('local');
    const said: string[] = [];
    expect(smsProviderFromEnv(env({ NODE_ENV: 'production' }), (line) => said.push(line)).kind).toBe('local');
    expect(said).toEqual([expect.stringContaining('The local SMS provider is in use in a production server')]);
    expect(smsProviderFromEnv(env({ SMS_GATEWAY_URL: 'https://sms.example/send' })).kind).toBe('local');
    expect(smsProviderFromEnv(env({ SMS_GATEWAY_URL: 'https://sms.example/send', SMS_GATEWAY_TOKEN: 'token' })).kind).toBe('gateway');
  });

  it('production refuses the local SMS provider', () => {
    // Shown on screen, a local code proves nothing: in production anyone could sign in as any shopper.
    expect(() => checkSmsSettings(env({ NODE_ENV: 'production' }))).toThrow(LocalSmsInProductionError);
    expect(() => checkSmsSettings(env({ NODE_ENV: 'production', SMS_GATEWAY_URL: 'https://sms.example/send' }))).toThrow(/ALLOW_LOCAL_SMS=1/);
    expect(() => checkSmsSettings(env({ NODE_ENV: 'production', ALLOW_LOCAL_SMS: '1' }))).not.toThrow();
    expect(() => checkSmsSettings(env({ NODE_ENV: 'production', SMS_GATEWAY_URL: 'https://sms.example/send', SMS_GATEWAY_TOKEN: 'token' }))).not.toThrow();
    expect(() => checkSmsSettings(env({}))).not.toThrow();
  });

  it('the gateway posts the number and message with its token, and a refusal is an error', async () => {
    const send = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    const gateway = createHttpSmsGateway({ url: 'https://sms.example/send', token: 'secret', sender: 'Sunshine' }, send);
    await gateway.sendCode('+61412345678', '123456');
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe('https://sms.example/send');
    expect(new Headers(init!.headers).get('authorization')).toBe('Bearer secret');
    expect(JSON.parse(String(init!.body))).toEqual({ to: '+61412345678', from: 'Sunshine', message: 'Your sign-in code is 123456. It expires in 5 minutes.' });
    send.mockResolvedValueOnce(new Response('no credit', { status: 402 }));
    await expect(gateway.sendCode('+61412345678', '123456')).rejects.toThrow('The SMS gateway answered 402.');
  });
});
