import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { LEAD_PROVIDER_NAME, leadAsAdf } from './adf-xml';
import { deliveredLead, USED_COROLLA } from './test-support/delivered-lead-fixture';

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
