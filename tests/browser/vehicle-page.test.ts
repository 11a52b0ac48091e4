import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { priceDisplay } from '../../runtime/rules/price-display';
import { isReservable } from '../../runtime/rules/reservation';
import { seedCarCount } from '../../runtime/server/db/ready';
import { generateDemoData } from '../../runtime/server/seed/seed';
import type { Car } from '../../schemas/entities/car';
import { openWatchedPage, seriousAxeViolations, sharedChromium, untilHydrated } from '../support/browser';

/**
 * The vehicle page (/cars/{slug}) of each kind of car a shopper meets, in
 * Chromium at phone width: in stock, sold long ago, reserved, without a
 * price. The demo stock is generated from a fixed seed, so the test knows
 * which car is which without reaching into the server's database.
 */
const base = inject('appUrl');
/** Westside does not reserve online; Harbour does, at /cars/{slug}/buy-online. */
const WESTSIDE = { slug: 'westside-used-cars', dealershipIds: [301] };
const HARBOUR = { slug: 'harbour-city-motors', dealershipIds: [201, 202, 203] };
const SUNSHINE = { slug: 'sunshine-toyota', dealershipIds: [101] };
type Dealer = typeof WESTSIDE;
const DAY_SECONDS = 86_400;

const demoStock = generateDemoData({ cars: seedCarCount(), now: new Date() }).cars;
const nowSeconds = Date.now() / 1000;
function pick(dealer: Dealer, what: string, test: (car: Car) => boolean): Car & { site: string } {
  const car = demoStock.find((each) => dealer.dealershipIds.includes(each.dealership_id) && each.show_on_dealer_website && test(each));
  if (!car) throw new Error(`The demo stock has no ${what} at ${dealer.slug}`);
  return { ...car, site: `${base}/sites/${dealer.slug}` };
}
const inStock = pick(HARBOUR, 'reservable car with several photos', (car) => isReservable(car, { reserveOnline: { enabled: true } }) && car.images.length >= 3);
const soldLongAgo = pick(WESTSIDE, 'car sold weeks ago', (car) => car.status === 'sold' && (car.sold_date_timestamp ?? nowSeconds) < nowSeconds - 30 * DAY_SECONDS);
const reserved = pick(HARBOUR, 'reserved car', (car) => car.reserved === true && car.status === 'in_stock');
const noPrice = pick(WESTSIDE, 'car without a price', (car) => priceDisplay(car).kind === 'no-price' && car.status === 'in_stock');
const certified = pick(SUNSHINE, 'certified car in stock', (car) => car.certified === true && car.status === 'in_stock');
const SITE = `${base}/sites/${WESTSIDE.slug}`;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function openCar(car: Pick<Car, 'slug'> & { site: string }, check: (page: Page) => Promise<void>) {
  const { context, page, consoleErrors } = await openWatchedPage(browser);
  try {
    const response = await page.goto(`${car.site}/cars/${car.slug}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await check(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('the vehicle page in Chromium at 375 px', () => {
  it('an in-stock car: its name as the heading, its price, the reserve panel, finance, and the car in the JSON-LD', async () => {
    await openCar(inStock, async (page) => {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(inStock.name);
      await expect.poll(() => page.getByText(priceDisplay(inStock).text, { exact: true }).first().isVisible()).toBe(true);
      const reserve = page.getByRole('link', { name: /Reserve/ }).first();
      expect(await reserve.getAttribute('href')).toBe(`/sites/${HARBOUR.slug}/cars/${inStock.slug}/buy-online`);
      // Harbour's own deposit, not the $200 default.
      await page.getByText('$500 deposit').waitFor();
      await page.getByRole('heading', { name: 'Finance estimate' }).waitFor();
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd).toMatchObject({ '@type': 'Car', name: inStock.name, offers: { '@type': 'Offer', priceCurrency: 'AUD', availability: 'https://schema.org/InStock' } });
    });
  });

  it('a car sold weeks ago keeps its page, marked SOLD, with Find Me Something Similar opening a search that answers', async () => {
    await openCar(soldLongAgo, async (page) => {
      await page.getByRole('heading', { name: 'SOLD' }).waitFor();
      await page.getByText('Just Sold').first().waitFor();
      expect(await page.locator(`a[href*="/cars/${soldLongAgo.slug}/"]`).count()).toBe(0);
      const similar = await page.getByRole('link', { name: 'Find Me Something Similar' }).getAttribute('href');
      expect(similar).toMatch(new RegExp(`^/sites/${WESTSIDE.slug}/search/`));
      expect((await fetch(`${base}${similar}`)).status).toBe(200);
    });
  });

  it('a reserved car offers no reservation', async () => {
    await openCar(reserved, async (page) => {
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Similar cars below may be reservable; this one is not, and its reserve panel says why instead of offering it.
      expect(await page.locator(`a[href$="/cars/${reserved.slug}/buy-online"]`).count()).toBe(0);
      await page.locator('[data-reserve-refusal]').first().waitFor();
    });
  });

  it("a car without a price shows the dealer's no-price text", async () => {
    await openCar(noPrice, async (page) => {
      await page.getByText(priceDisplay(noPrice).text, { exact: true }).first().waitFor();
    });
  });

  it("a certified car on the Toyota brand's page gets the Toyota Certified Pre-Owned part, in the brand's theme", async () => {
    await openCar(certified, async (page) => {
      await page.getByRole('heading', { name: 'Toyota Certified Pre-Owned' }).waitFor();
    });
  });

  it('the gallery by keyboard: a photo opens full screen, arrows move, Escape closes and gives focus back', async () => {
    const { context, page } = await openWatchedPage(browser);
    try {
      await page.goto(`${inStock.site}/cars/${inStock.slug}`, { waitUntil: 'networkidle' });
      const count = inStock.images.length;
      const thumbnail = page.getByRole('button', { name: `Photo 2 of ${count}`, exact: true });
      await untilHydrated(thumbnail);
      await thumbnail.focus();
      await page.keyboard.press('Enter');
      const viewer = page.getByRole('dialog', { name: inStock.name });
      await viewer.waitFor();
      await viewer.getByText(`Photo 2 of ${count}`).waitFor();
      await page.keyboard.press('ArrowRight');
      await viewer.getByText(`Photo 3 of ${count}`).waitFor();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await viewer.getByText(`Photo 1 of ${count}`).waitFor();
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });
      await expect.poll(() => thumbnail.evaluate((element) => element === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('spec detail §2: a specification list shows its first entries; Show More shows the rest, which the page sent once', async () => {
    const { context, page } = await openWatchedPage(browser);
    try {
      await page.goto(`${inStock.site}/cars/${inStock.slug}`, { waitUntil: 'networkidle' });
      const more = page.getByRole('button', { name: 'Show More' }).first();
      await untilHydrated(more);
      const list = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
      const entries = list.locator(':is(dl > div, li)');
      const total = await entries.count();
      const shown = () => entries.evaluateAll((each) => each.filter((entry) => entry.checkVisibility()).length);
      expect(await shown()).toBe(4);
      expect(total).toBeGreaterThan(4);
      await more.focus();
      await page.keyboard.press('Enter');
      await expect.poll(shown).toBe(total);
      await page.getByRole('button', { name: 'Show Less' }).first().click();
      await expect.poll(shown).toBe(4);
    } finally {
      await context.close();
    }
  });

  it('spec detail §7: the PDF downloads as {slug}.pdf and is a PDF', async () => {
    const response = await fetch(`${inStock.site}/cars/${inStock.slug}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${inStock.slug}.pdf"`);
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 4))).toBe('%PDF');
  });

  it("an unknown car is the site's 404 page", async () => {
    const { context, page } = await openWatchedPage(browser);
    try {
      const response = await page.goto(`${SITE}/cars/no-such-car-1`);
      expect(response?.status()).toBe(404);
      await page.getByRole('contentinfo').waitFor();
    } finally {
      await context.close();
    }
  });

  it('a view is counted once per browser session', async () => {
    const { context, page } = await openWatchedPage(browser);
    try {
      const counted = page.waitForResponse((answer) => answer.url().endsWith('/api/car-views') && answer.request().method() === 'POST');
      await page.goto(`${inStock.site}/cars/${inStock.slug}`);
      const first = (await (await counted).json()) as { views: number; counted: boolean };
      expect(first.views).toBeGreaterThan(inStock.views ?? 0);
      let again = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/car-views')) again += 1;
      });
      await page.reload({ waitUntil: 'networkidle' });
      expect(again).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('every car on the first search page links to a vehicle page that answers', async () => {
    const answer = (await (await fetch(`${SITE}/api/search`)).json()) as { hits: { slug: string }[] };
    expect(answer.hits.length).toBeGreaterThan(0);
    const html = await (await fetch(`${SITE}/search`)).text();
    const links = [...new Set([...html.matchAll(/href="(\/sites\/westside-used-cars\/cars\/[^"?#]+)"/g)].map((match) => match[1]))];
    expect(links.length).toBeGreaterThanOrEqual(answer.hits.length);
    const statuses = await Promise.all(links.map(async (link) => (await fetch(`${base}${link}`)).status));
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('every car in the sitemap has a page that answers (a sample spread over the whole list)', async () => {
    const sitemap = await (await fetch(`${SITE}/sitemap.xml`)).text();
    const slugs = [...sitemap.matchAll(/<loc>[^<]*\/cars\/([a-z0-9-]+-\d+)<\/loc>/g)].map((match) => match[1]);
    expect(slugs.length).toBeGreaterThan(0);
    const step = Math.max(1, Math.floor(slugs.length / 25));
    const sample = slugs.filter((_, index) => index % step === 0);
    const statuses = await Promise.all(sample.map(async (slug) => (await fetch(`${SITE}/cars/${slug}`)).status));
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});
