import { describe, expect, it } from 'vitest';
import { corolla, rav4Offer, soldCx5, subscriptionYaris } from '../../../blocks/kit/test-support/cars';
import { TEST_NOW, testSiteDocument } from '../../../blocks/kit/test-support/site-document';
import type { Car, Lender } from '../../../schemas/entities/car';
import type { SiteDocument } from '../../../schemas/site-document';
import { FINANCE_DISCLAIMER } from '../../rules/finance-estimate';
import { brochureFileName, carBrochure, FINANCE_HEADING, KEY_FACTS_HEADING, PHOTO_PLACEHOLDER_TEXT } from './car-brochure';
import { readPdf } from './test-support/pdf-text';
import { SVG_PHOTO, TINY_JPEG, TINY_PNG } from './test-support/photos';

const now = new Date(TEST_NOW);

function site(change: (document: SiteDocument) => void = () => {}): SiteDocument {
  const document = testSiteDocument();
  change(document);
  return document;
}

const weeklyLender = (fields: Partial<Lender> = {}): Lender => ({
  interestRate: 7.99,
  comparisonRate: 8.49,
  paymentWeek: 129,
  paymentMonth: 559,
  termYears: 5,
  termMonths: 60,
  balloon: 0,
  deposit: 0,
  disclaimer: 'Credit provided by Example Finance Pty Ltd, ACL 123456.',
  ...fields,
});

/** The brochure's pages read back, and all its text as one string (wrapped lines joined with spaces). */
async function brochureOf(car: Car, options: { document?: SiteDocument; photo?: Uint8Array; siteAddress?: string } = {}) {
  const bytes = await carBrochure(car, { document: options.document ?? site(), now, photo: options.photo, siteAddress: options.siteAddress });
  const reading = await readPdf(bytes);
  return { bytes, reading, text: reading.pages.flat().join(' ') };
}

describe('car brochure PDF', () => {
  it('is a real one-page PDF titled with the car', async () => {
    const { bytes, reading } = await brochureOf(corolla());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(reading.pageCount).toBe(1);
    expect(reading.title).toBe('2024 Toyota Corolla SX');
    expect(brochureFileName(corolla())).toBe('2024-toyota-corolla-sx-4101.pdf');
  });

  it("holds the dealer's name, the car's title, its price as the site shows it and its key facts", async () => {
    const { reading, text } = await brochureOf(corolla());
    const lines = reading.pages[0];
    expect(lines).toContain('Bayside Motors');
    expect(lines).toContain('2024 Toyota Corolla SX');
    expect(lines).toContain('$34,990');
    expect(lines).toContain('Excl. Govt. Charges');
    expect(lines).toContain(KEY_FACTS_HEADING);
    for (const [label, value] of [
      ['Kilometres', '12,345 km'],
      ['Transmission', 'CVT Automatic'],
      ['Fuel', 'Hybrid Petrol'],
      ['Body', 'Hatch'],
      ['Engine', '1.8L'],
      ['Colour', 'Glacier White'],
      ['Stock number', 'BM004101'],
      ['VIN', 'JTNB23HE30J012345'],
      ['Rego', '1AB2CD'],
    ]) {
      expect(lines).toContain(label);
      expect(lines).toContain(value);
    }
    expect(text).not.toContain('SOLD');
  });

  it('leaves out VIN and rego when the car has none', async () => {
    const { reading } = await brochureOf(corolla({ vin: undefined, regplate: '' }));
    expect(reading.pages[0]).not.toContain('VIN');
    expect(reading.pages[0]).not.toContain('Rego');
  });

  it('says SOLD for a sold car (spec §4), and shows no finance estimate for it', async () => {
    const { reading } = await brochureOf(soldCx5({ finance_lenders: { weekly: weeklyLender() } }));
    expect(reading.pages[0]).toContain('SOLD');
    expect(reading.pages[0]).not.toContain(FINANCE_HEADING);
  });

  it('shows the price by the spec §4 priority: subscription, offer with the earlier price, the no-price text', async () => {
    expect((await brochureOf(subscriptionYaris())).reading.pages[0]).toContain('$219/week');
    const offer = (await brochureOf(rav4Offer())).reading.pages[0];
    expect(offer).toContain('$45,990');
    expect(offer).toContain('Was $49,990');
    const unpriced = await brochureOf(corolla({ price: 0 }), { document: site((d) => (d.texts.noPrice = 'Call us for a price')) });
    expect(unpriced.reading.pages[0]).toContain('Call us for a price');
  });

  it('embeds a PNG or JPEG photo', async () => {
    for (const photo of [TINY_PNG, TINY_JPEG]) {
      const { reading } = await brochureOf(corolla(), { photo });
      expect(reading.imageCount).toBe(1);
      expect(reading.pages[0]).not.toContain(PHOTO_PLACEHOLDER_TEXT);
    }
  });

  it('frames a "Photo on our website" box with the car page for an SVG photo, no photo, or a broken one', async () => {
    const brokenPng = Uint8Array.from([...TINY_PNG.slice(0, 8), 1, 2, 3, 4]);
    for (const photo of [SVG_PHOTO, undefined, brokenPng]) {
      const { reading } = await brochureOf(corolla(), { photo });
      expect(reading.imageCount).toBe(0);
      expect(reading.pages[0]).toContain(PHOTO_PLACEHOLDER_TEXT);
      expect(reading.pages[0]).toContain('https://www.baysidemotors.com.au/cars/2024-toyota-corolla-sx-4101');
    }
  });

  it('draws names the standard font cannot encode without throwing: ü is kept, an emoji is dropped', async () => {
    const { reading, text } = await brochureOf(corolla({ name: 'Müller 🚗 Łódź ✨', model: 'Müller 🚗', badge: 'Łódź ✨', colour: 'Ice 🧊 White' }));
    expect(reading.pages[0]).toContain('2024 Toyota Müller Lódz');
    expect(reading.pages[0]).toContain('Ice White');
    expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('keeps a very long title to two lines on one page', async () => {
    const badge = 'Ascent Sport Hybrid Limited Edition Launch Pack with Every Option the Factory Offered in That Year';
    const { reading } = await brochureOf(corolla({ badge }));
    expect(reading.pageCount).toBe(1);
    const titleLines = reading.pages[0].filter((line) => line.startsWith('2024 Toyota Corolla') || badge.includes(line.replace(/…$/, '')));
    expect(titleLines).toHaveLength(2);
    expect(titleLines[1]).toMatch(/…$/);
  });

  it('prints the finance estimate with its disclaimer when a lender qualifies (spec §5)', async () => {
    const { reading, text } = await brochureOf(corolla({ finance_lenders: { weekly: weeklyLender() } }));
    expect(reading.pages[0]).toContain(FINANCE_HEADING);
    expect(reading.pages[0]).toContain('$129 per week');
    expect(reading.pages[0]).toContain('Interest rate 7.99% p.a.');
    expect(reading.pages[0]).toContain('Comparison rate 8.49% p.a.*');
    expect(text).toContain(FINANCE_DISCLAIMER);
    expect(text).toContain('*Comparison rate based on a $30,000 loan over 5 years.');
    expect(text).toContain('Credit provided by Example Finance Pty Ltd, ACL 123456.');
  });

  it('prints no estimate when the lender gives no comparison rate, or the dealer excludes finance', async () => {
    const noRate = await brochureOf(corolla({ finance_lenders: { weekly: weeklyLender({ comparisonRate: null }) } }));
    expect(noRate.reading.pages[0]).not.toContain(FINANCE_HEADING);
    const excluded = await brochureOf(corolla({ finance_lenders: { weekly: weeklyLender() } }), { document: site((d) => (d.settings.finance.excluded = true)) });
    expect(excluded.reading.pages[0]).not.toContain(FINANCE_HEADING);
  });

  it("gives the dealer's phone for the car (spec §9: override, else by car type) and the car's web address", async () => {
    const override = await brochureOf(corolla());
    expect(override.reading.pages[0]).toContain('Phone (03) 9555 0100');
    const byType = await brochureOf(corolla(), { document: site((d) => (d.dealer.phones = { used: '03 9555 0122' })) });
    expect(byType.reading.pages[0]).toContain('Phone 03 9555 0122');
    expect(byType.reading.pages[0]).toContain('Contact Bayside Motors, Bayside Toyota Brighton');
    expect(byType.reading.pages[0]).toContain('Details correct at 15 June 2026. Price and availability may change.');
  });

  it('uses the address the site is served at for a dealer without a domain', async () => {
    const { reading } = await brochureOf(corolla(), { document: site((d) => (d.dealer.domains = [])), siteAddress: 'http://localhost:3000/sites/bayside-motors' });
    expect(reading.pages[0]).toContain('http://localhost:3000/sites/bayside-motors/cars/2024-toyota-corolla-sx-4101');
    expect(reading.pages[0]).toContain('localhost:3000');
  });
});
