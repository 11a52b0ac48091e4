import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { LEAD_PROVIDER_NAME, leadAsAdf } from './adf-xml';
import { leadEmail } from './lead-email';
import { ACCEPTED_TRADE_IN, deliveredLead, USED_COROLLA } from './test-support/delivered-lead-fixture';

/** Parsed back as a CRM would: attributes kept (prefixed @), entities decoded, every value left as text. */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => name === 'vehicle' || name === 'name',
});

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 forbids are what this looks for.
const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Well-formed (the validator's check, and none of the characters XML forbids), then read back. */
function parsedAdf(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml).not.toMatch(NOT_XML_CHARACTERS);
  return parser.parse(xml).adf.prospect;
}

describe('ADF 1.0 XML of a lead', () => {
  it('is an ADF 1.0 document: declaration, <?adf version="1.0"?>, one prospect with its lead id, request date and provider', () => {
    const xml = leadAsAdf(deliveredLead());
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>\n  <prospect>')).toBe(true);
    const prospect = parsedAdf(xml);
    expect(prospect.id).toEqual({ '#text': '0b7e2a52-7d0c-4bfa-9d3f-5a1f0c7e2a11', '@sequence': '1', '@source': LEAD_PROVIDER_NAME });
    expect(prospect.requestdate).toBe('2026-11-22T01:02:03.000Z');
    expect(prospect.vendor.vendorname).toBe('Sunshine Coast Toyota');
    expect(prospect.vendor.id['#text']).toBe('sunshine-toyota-maroochydore');
    expect(prospect.provider.name).toEqual([{ '#text': LEAD_PROVIDER_NAME, '@part': 'full' }]);
    expect(prospect.provider.service).toBe('Enquiry');
    expect(prospect.provider.url).toBe(`https://sunshine-toyota.example.com/cars/${USED_COROLLA.slug}`);
  });

  it('the car: interest "buy" for an enquiry, status used, year make model, VIN, stock, trim, odometer in km, asking price in AUD', () => {
    const [vehicle] = parsedAdf(leadAsAdf(deliveredLead())).vehicle;
    expect(vehicle).toMatchObject({
      '@interest': 'buy',
      '@status': 'used',
      year: '2021',
      make: 'Toyota',
      model: 'Corolla',
      vin: 'JTDBR32E720012345',
      stock: 'U4242',
      trim: 'Ascent Sport',
      odometer: { '#text': '45210', '@units': 'km' },
      colorcombination: { exteriorcolor: 'Glacier White', preference: '1' },
      price: { '#text': '27990', '@type': 'asking', '@currency': 'AUD' },
    });
  });

  it('a test drive of a new car is interest "test-drive", status new', () => {
    const lead = deliveredLead({ lead: { form: 'test-drive' }, vehicle: { ...USED_COROLLA, car_type: 'new', km: 10 } });
    expect(parsedAdf(leadAsAdf(lead)).vehicle[0]).toMatchObject({ '@interest': 'test-drive', '@status': 'new' });
  });

  it('a shopper trading their car in adds <vehicle interest="trade-in" status="used"> with its registration', () => {
    const vehicles = parsedAdf(leadAsAdf(deliveredLead({ fields: { trade_in: 'yes', rego: 'ABC123' } }))).vehicle;
    expect(vehicles).toHaveLength(2);
    expect(vehicles[1]).toMatchObject({ '@interest': 'trade-in', '@status': 'used', year: '', make: '', model: '', comments: 'Registration: ABC123' });
    expect(parsedAdf(leadAsAdf(deliveredLead({ fields: { trade_in: 'no' } }))).vehicle).toHaveLength(1);
  });

  describe('a trade-in’s lead (spec detail §4 trade-in steps; §3 "Trade-in: offer_price, valuation adjustment answers, rego and regoState")', () => {
    /** The accepted offer's lead, about no car of the stock (/sell-my-car). */
    const offerLead = (tradeIn = ACCEPTED_TRADE_IN) =>
      deliveredLead({
        lead: { id: ACCEPTED_TRADE_IN.offer_lead_id, form: 'trade-in', category: 'Trade In Valuation', subcategory: '3. Offer Accepted', url: '/sell-my-car' },
        fields: { message: undefined, trade_in_id: tradeIn.trade_in_id, offer_accepted: true, offer_price: tradeIn.offer_price },
        vehicle: null,
        tradeIn,
      });

    it('carries <vehicle interest="trade-in" status="used"> with what the rego lookup and valuation found: year, make, model, trim, odometer in km, condition, appraisal price in AUD', () => {
      const prospect = parsedAdf(leadAsAdf(offerLead()));
      // A lead about no car of the stock names only the shopper's own, ADF's one vehicle at least.
      expect(prospect.vehicle).toHaveLength(1);
      expect(prospect.vehicle[0]).toEqual({
        '@interest': 'trade-in',
        '@status': 'used',
        year: '2023',
        make: 'Toyota',
        model: 'Corolla',
        trim: 'Ascent Sport',
        bodystyle: 'Hatchback',
        transmission: 'CVT',
        odometer: { '#text': '45000', '@status': 'original', '@units': 'km' },
        condition: 'good',
        colorcombination: { exteriorcolor: 'Eclipse Black' },
        price: { '#text': '22800', '@type': 'appraisal', '@currency': 'AUD', '@source': "Estimate from this dealer's comparable stock (local valuation provider)" },
        pricecomments:
          "Estimate $22,800 – $25,200 (Estimate from this dealer's comparable stock (local valuation provider)); offer $22,800, subject to inspection: accepted by the shopper.",
        comments: [
          'Registration: ABC123 (QLD)',
          'Fuel: Hybrid',
          'Overall condition, inside and out: good',
          'Has the car been in an accident or had panel repairs: no',
          'Does it have a full service history: yes',
          'Any warning lights or known mechanical problems: no',
        ].join('\n'),
      });
      expect(prospect.provider.service).toBe('Trade-in valuation');
      expect(prospect.customer.comments).toContain('Subcategory: 3. Offer Accepted');
    });

    it('the elements come in the order ADF 1.0’s DTD lists a vehicle’s: year, make, model, trim, bodystyle, transmission, odometer, condition, colour, price, pricecomments, comments', () => {
      const xml = leadAsAdf(offerLead());
      const vehicle = xml.slice(xml.indexOf('<vehicle interest="trade-in"'), xml.indexOf('</vehicle>'));
      const order = [...vehicle.matchAll(/^\s{6}<([a-z]+)/gm)].map((match) => match[1]);
      expect(order).toEqual(['year', 'make', 'model', 'trim', 'bodystyle', 'transmission', 'odometer', 'condition', 'colorcombination', 'price', 'pricecomments', 'comments']);
    });

    it('beside the car the shopper wants (/cars/trade-in?car_id=) it is the second vehicle, after the "buy" one', () => {
      const lead = offerLead();
      const vehicles = parsedAdf(leadAsAdf({ ...lead, vehicle: USED_COROLLA, lead: { ...lead.lead, car_id: USED_COROLLA.id } })).vehicle;
      expect(vehicles.map((vehicle: Record<string, string>) => vehicle['@interest'])).toEqual(['buy', 'trade-in']);
      expect(vehicles[0]).toMatchObject({ stock: 'U4242' });
    });

    it('step 1’s lead, sent before the rego lookup, still says it is a trade-in: year, make and model empty, no price', () => {
      const justStarted = { trade_in_id: ACCEPTED_TRADE_IN.trade_in_id, lead_id: ACCEPTED_TRADE_IN.lead_id, offer_accepted: false, form_completed: false };
      const [vehicle] = parsedAdf(leadAsAdf(offerLead(justStarted))).vehicle;
      expect(vehicle).toEqual({ '@interest': 'trade-in', '@status': 'used', year: '', make: '', model: '' });
    });

    it('a car with no online estimate (over 100,000 km) has its kms and no price; why is in the price comments', () => {
      const { offer_price: _offer, offer_lead_id: _lead, ...valued } = ACCEPTED_TRADE_IN;
      const tradeIn = {
        ...valued,
        kms: 150_000,
        offer_accepted: false,
        valuation: { outcome: 'no-estimate', reason: 'over-km', source: 'Local valuation', local: true, valued_at: '2026-11-22T00:55:00.000Z' },
      } as const;
      const [vehicle] = parsedAdf(leadAsAdf(offerLead(tradeIn))).vehicle;
      expect(vehicle).not.toHaveProperty('price');
      expect(vehicle.odometer['#text']).toBe('150000');
      expect(vehicle.pricecomments).toBe('No online estimate: over 100,000 km. The shopper expects a call back.');
    });

    it('a rego the lookup did not find: the registration in the comments, year, make and model empty', () => {
      const notFound = {
        ...offerLead().tradeIn!,
        vehicle: undefined,
        valuation: undefined,
        offer_price: undefined,
        kms: undefined,
        adjustment_answers: undefined,
        offer_accepted: false,
      };
      const [vehicle] = parsedAdf(leadAsAdf(offerLead(notFound))).vehicle;
      expect(vehicle).toEqual({ '@interest': 'trade-in', '@status': 'used', year: '', make: '', model: '', comments: 'Registration: ABC123 (QLD)' });
    });

    it('what a lookup service answered is escaped like anything a shopper types', () => {
      const hostile = { ...ACCEPTED_TRADE_IN, vehicle: { ...ACCEPTED_TRADE_IN.vehicle!, make: 'Rolls & Royce', badge: '<Ghost> "Black"', body: "O'Brien]]>" } };
      const xml = leadAsAdf(offerLead(hostile));
      expect(xml).not.toContain('<Ghost>');
      expect(parsedAdf(xml).vehicle[0]).toMatchObject({ make: 'Rolls & Royce', trim: '<Ghost> "Black"', bodystyle: "O'Brien]]>" });
    });

    it('the email’s summary names the trade-in car, its answers and the offer, and its subject the car', () => {
      const email = leadEmail(offerLead(), 'sales@sunshine-toyota.example.com', 'Dealer Sites <leads@dealer-sites.example>');
      expect(email.subject).toBe('Trade-in valuation from Sam Shopper: trade-in 2023 Toyota Corolla Ascent Sport');
      expect(email.text).toContain(
        [
          'Trade-in: 2023 Toyota Corolla Ascent Sport, registration ABC123 (QLD), 45,000 km',
          'Overall condition, inside and out: good',
          'Has the car been in an accident or had panel repairs: no',
          'Does it have a full service history: yes',
          'Any warning lights or known mechanical problems: no',
          "Estimate $22,800 – $25,200 (Estimate from this dealer's comparable stock (local valuation provider)); offer $22,800, subject to inspection: accepted by the shopper.",
        ].join('\n'),
      );
      expect(email.adfXml).toContain('<price type="appraisal" currency="AUD"');
    });
  });

  it('a lead without a car (contact form) still has the vehicle ADF requires, with year, make and model left empty', () => {
    const prospect = parsedAdf(leadAsAdf(deliveredLead({ lead: { form: 'contact' }, vehicle: null })));
    expect(prospect.vehicle).toEqual([{ '@interest': 'buy', '@status': 'new', year: '', make: '', model: '' }]);
  });

  it('the customer: first and last name when the form asks both, else the full name; email, phone, postcode, and the message with the other answers as comments', () => {
    const contact = parsedAdf(leadAsAdf(deliveredLead({ fields: { last_name: 'Shopper', name: 'Sam', postcode: '4558', finance_status: 'yes' } }))).customer;
    expect(contact.contact.name).toEqual([
      { '#text': 'Sam', '@part': 'first' },
      { '#text': 'Shopper', '@part': 'last' },
    ]);
    expect(contact.contact).toMatchObject({ email: 'sam@example.com', phone: { '#text': '0412 345 678', '@type': 'voice' }, address: { postalcode: '4558' } });
    expect(contact.comments).toBe(['Is it still available?', 'Category: Sales', 'Preferred contact method: Phone', 'Finance: yes', 'Happy to receive offers: no'].join('\n'));
    expect(parsedAdf(leadAsAdf(deliveredLead())).customer.contact.name).toEqual([{ '#text': 'Sam Shopper', '@part': 'full' }]);
  });

  it('escapes < & " \' and > in every text and attribute, so what a shopper types reads back exactly and opens no element', () => {
    const typed = `Tom & "Jerry" <script>alert('x')</script> ]]> &amp;`;
    const lead = deliveredLead({
      fields: { name: typed, message: typed, email: "o'brien&co@example.com" },
      vehicle: { ...USED_COROLLA, make: 'Rolls & Royce', badge: '<Ghost>', stocknum: `"U1'` },
    });
    lead.dealer.name = `Smith & Sons' "Motors" <Pty>`;
    const xml = leadAsAdf(lead);
    expect(xml).not.toContain('<script>');
    const prospect = parsedAdf(xml);
    expect(prospect.customer.contact.name[0]['#text']).toBe(typed);
    expect(prospect.customer.contact.email).toBe("o'brien&co@example.com");
    expect(prospect.customer.comments.split('\n')[0]).toBe(typed);
    expect(prospect.vehicle[0]).toMatchObject({ make: 'Rolls & Royce', trim: '<Ghost>', stock: `"U1'` });
    expect(prospect.vendor.vendorname).toBe(`Smith & Sons' "Motors" <Pty>`);
    expect(prospect.vendor.contact.name[0]['#text']).toBe(`Smith & Sons' "Motors" <Pty>`);
  });

  it('drops characters XML 1.0 forbids even escaped (a pasted control character), keeping the document well-formed', () => {
    const prospect = parsedAdf(leadAsAdf(deliveredLead({ fields: { message: 'Call me\u0000 after\u0007 5pm\u000B\uFFFE' } })));
    expect(prospect.customer.comments.split('\n')[0]).toBe('Call me after 5pm');
  });
});
