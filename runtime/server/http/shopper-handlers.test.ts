import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_ERROR_MESSAGE } from './answer-safely';
import { forShopper, forShopperApi, SIGN_IN_TO_USE_WATCHLIST, WATCHLIST_OFF } from './shopper-handlers';
import { NO_DEALER_SITE } from './site-handlers';
import { fakeShopperContext, fakeSite, pagePost, SHOPPER_PHONE, STACK_TRACE, SUNSHINE } from './test-support/fake-site-context';

const schema = { type: 'object', additionalProperties: false, required: ['car_id'], properties: { car_id: { type: 'integer', minimum: 1 } } } as const;
const ok = async () => Response.json({ success: true });
const answerOf = async (response: Response) => ({ status: response.status, body: await response.json() });
const watchlistRoute = { onlyWhereWatchlistOffered: true, body: schema };

afterEach(() => vi.restoreAllMocks());

describe('forShopperApi: the watchlist and its sign-in', () => {
  it('answers 404 {success: false, message} where no published site answers, before shoppers’ sign-in is even made', async () => {
    const context = fakeShopperContext();
    const handle = vi.fn(ok);
    expect(await answerOf(await forShopperApi(context, pagePost('{"car_id": 1}'), 'no-such-dealer', watchlistRoute, handle))).toEqual({
      status: 404,
      body: { success: false, message: NO_DEALER_SITE },
    });
    expect(handle).not.toHaveBeenCalled();
    expect(context.signInsMade()).toBe(0);
  });

  it('answers the watchlist’s routes 404 where the dealer offers none, before reading the body', async () => {
    const context = fakeShopperContext(fakeSite(false));
    const notJson = pagePost('{"car_id": ', { origin: 'https://evil.example' });
    expect(await answerOf(await forShopperApi(context, notJson, SUNSHINE, watchlistRoute, ok))).toEqual({ status: 404, body: { success: false, message: WATCHLIST_OFF } });
    // A route that does not ask (GET /api/watchlist) still answers there.
    expect((await forShopperApi(context, pagePost('{}'), SUNSHINE, {}, ok)).status).toBe(200);
  });

  it('refuses a bad body as every dealer site does, {error, fields}', async () => {
    expect(await answerOf(await forShopperApi(fakeShopperContext(), pagePost('{"car_id": "one"}'), SUNSHINE, watchlistRoute, ok))).toEqual({
      status: 400,
      body: { error: 'The request has errors.', fields: [{ field: '/car_id', message: 'must be a whole number' }] },
    });
  });

  it('reads the session only when the handler asks: signed out is no shopper, not a refusal', async () => {
    const response = await forShopperApi(fakeShopperContext(), pagePost('{}'), SUNSHINE, {}, async ({ currentShopper }) => Response.json({ shopper: await currentShopper() }));
    expect(await response.json()).toEqual({ shopper: null });
  });

  it('answers a failure inside with a plain 500 {success: false, message}: no stack trace, no error text', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await forShopperApi(fakeShopperContext(), pagePost('{}'), SUNSHINE, {}, async () => {
      throw new Error('secret connection details');
    });
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ success: false, message: SERVER_ERROR_MESSAGE });
    expect(text).not.toMatch(/secret/);
    expect(text).not.toMatch(STACK_TRACE);
    expect(logged).toHaveBeenCalled();
  });
});

describe('forShopper: a signed-in shopper only', () => {
  const saveCar = (cookie?: string) => pagePost('{"car_id": 7}', cookie ? { cookie } : {});

  it('hands the handler the shopper and the checked body', async () => {
    const response = await forShopper<{ car_id: number }>(fakeShopperContext(), saveCar('session=shopper'), SUNSHINE, watchlistRoute, async ({ shopper, body }) =>
      Response.json({ phone: shopper.phoneNumber, car: body.car_id }),
    );
    expect(await response.json()).toEqual({ phone: SHOPPER_PHONE, car: 7 });
  });

  it.each([
    ['signed out', undefined],
    ["a marketer's session (the wrong audience)", 'session=marketer'],
  ])('answers %s 401 with the sign-in message', async (_who, cookie) => {
    const handle = vi.fn(ok);
    expect(await answerOf(await forShopper(fakeShopperContext(), saveCar(cookie), SUNSHINE, watchlistRoute, handle))).toEqual({
      status: 401,
      body: { success: false, message: SIGN_IN_TO_USE_WATCHLIST },
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it('names a bad body whoever sends it, signed in or not', async () => {
    const response = await forShopper(fakeShopperContext(), pagePost('{"car_id": 0}'), SUNSHINE, watchlistRoute, ok);
    expect(response.status).toBe(400);
  });

  it('answers no site, and a watchlist the dealer does not offer, 404 before asking who is signed in', async () => {
    expect((await forShopper(fakeShopperContext(), saveCar(), 'no-such-dealer', watchlistRoute, ok)).status).toBe(404);
    expect(await answerOf(await forShopper(fakeShopperContext(fakeSite(false)), saveCar(), SUNSHINE, watchlistRoute, ok))).toEqual({
      status: 404,
      body: { success: false, message: WATCHLIST_OFF },
    });
  });
});
