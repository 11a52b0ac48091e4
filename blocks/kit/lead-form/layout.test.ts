import { describe, expect, it } from 'vitest';
import type { LeadFormRules } from '../../../runtime/rules/lead-requirements';
import { LEAD_FORMS } from '../../../schemas/api/leads';
import { testSiteDocument } from '../test-support/site-document';
import { TRADE_IN_FORM } from '../../../schemas/api/trade-ins';
import { fieldAt, fieldsShown, problemSentence } from './fields';
import { enquiryFormRules, leadFormLayout } from './layout';
import { type EnquiryFormProps, enquiryFormDefaults, enquiryFormSchema } from './lead-form-props';

const props = (overrides: Partial<EnquiryFormProps> = {}): EnquiryFormProps => ({ ...enquiryFormDefaults, ...overrides });
const rules = (overrides: Partial<LeadFormRules> = {}): LeadFormRules => ({ messageRequired: true, termsRequired: false, dealershipCount: 1, locationShown: false, ...overrides });
const BRIGHTON = { id: 11, name: 'Bayside Toyota Brighton', dealership_slug: 'bayside-toyota' };
const MOORABBIN = { id: 21, name: 'Bayside Mazda Moorabbin', dealership_slug: 'bayside-mazda' };
const CAR = { dealership_slug: 'bayside-toyota', location_id: 11 };

describe('the forms a marketer can choose', () => {
  it("are exactly the request's forms, but the trade-in's, which its own block sends step by step", () => {
    expect(enquiryFormSchema.properties.form.oneOf.map((choice) => choice.const)).toEqual(LEAD_FORMS.filter((form) => form !== TRADE_IN_FORM));
  });
});

describe('spec detail §5: which fields a form asks', () => {
  it('the category select is the general enquiry’s only: the Enquiry form away from a car, when asked', () => {
    expect(leadFormLayout(props(), rules(), undefined, []).categories).toEqual(enquiryFormDefaults.categories);
    expect(enquiryFormDefaults.categories?.[0]).toBe('General Enquiry');
    expect(leadFormLayout(props(), rules(), CAR, [])).not.toHaveProperty('categories');
    expect(leadFormLayout(props({ form: 'test-drive' }), rules(), undefined, [])).not.toHaveProperty('categories');
    expect(leadFormLayout(props({ askCategory: false }), rules(), undefined, [])).not.toHaveProperty('categories');
  });

  it('the message is required unless the dealer turns it off; optional on a photo request; not asked on contact and finance forms', () => {
    const site = testSiteDocument();
    const layoutOf = (form: EnquiryFormProps['form'], messageRequired = true) => {
      const document = { ...site, settings: { ...site.settings, forms: { messageRequired, locationChoice: false } } };
      return leadFormLayout(props({ form }), enquiryFormRules(props({ form }), { ...document, dealer: { ...site.dealer, dealershipIds: [101] } }), undefined, []);
    };
    expect(layoutOf('enquiry').message).toEqual({ required: true });
    expect(layoutOf('test-drive').message).toEqual({ required: true });
    expect(layoutOf('careers').message).toEqual({ required: true });
    expect(layoutOf('enquiry', false).message).toEqual({ required: false });
    expect(layoutOf('photo-request').message).toEqual({ required: false });
    expect(layoutOf('contact')).not.toHaveProperty('message');
    expect(layoutOf('finance')).not.toHaveProperty('message');
  });

  it('the postcode is asked and required on the contact form, optional elsewhere when the marketer asks for it', () => {
    expect(leadFormLayout(props({ form: 'contact' }), rules(), undefined, []).postcode).toEqual({ required: true });
    expect(leadFormLayout(props({ askPostcode: true }), rules(), undefined, []).postcode).toEqual({ required: false });
    expect(leadFormLayout(props(), rules(), undefined, [])).not.toHaveProperty('postcode');
  });

  it('the dealership select shows when the dealer has more than one dealership, unless the car names it', () => {
    expect(leadFormLayout(props(), rules({ dealershipCount: 2 }), undefined, [BRIGHTON, MOORABBIN]).dealership).toEqual({ choices: [BRIGHTON, MOORABBIN], chosen: '' });
    expect(leadFormLayout(props(), rules({ dealershipCount: 1 }), undefined, [BRIGHTON, MOORABBIN])).not.toHaveProperty('dealership');
    expect(leadFormLayout(props(), rules({ dealershipCount: 2 }), CAR, [BRIGHTON, MOORABBIN])).not.toHaveProperty('dealership');
  });

  it('the location choice shows when asked (by the dealer’s settings or the marketer), starting at the car’s location', () => {
    expect(leadFormLayout(props(), rules({ locationShown: true }), CAR, [BRIGHTON, MOORABBIN]).dealership).toEqual({ choices: [BRIGHTON, MOORABBIN], chosen: '11' });
    const site = testSiteDocument();
    expect(enquiryFormRules(props({ askLocation: true }), site).locationShown).toBe(true);
    expect(enquiryFormRules(props(), site).locationShown).toBe(false);
  });

  it("spec §2 finance route: ?preferredDealership= (a dealership's slug or a location's id) chooses that location; the car's location comes first; an unknown one chooses nothing", () => {
    const asked = (preferred: string, car?: typeof CAR) =>
      leadFormLayout(props({ form: 'finance' }), rules({ dealershipCount: 2, locationShown: true }), car, [BRIGHTON, MOORABBIN], preferred).dealership?.chosen;
    expect(asked(MOORABBIN.dealership_slug)).toBe(String(MOORABBIN.id));
    expect(asked(String(MOORABBIN.id))).toBe(String(MOORABBIN.id));
    expect(asked(MOORABBIN.dealership_slug, CAR)).toBe('11');
    expect(asked('no-such-dealership')).toBe('');
  });

  it('spec §4: the location dropdown auto-selects when exactly one option exists', () => {
    expect(leadFormLayout(props(), rules({ locationShown: true }), undefined, [MOORABBIN]).dealership?.chosen).toBe('21');
  });

  it('nothing to choose from shows no select (the lead then names no dealership)', () => {
    expect(leadFormLayout(props(), rules({ dealershipCount: 2 }), undefined, [])).not.toHaveProperty('dealership');
  });

  it('the terms checkbox shows where the dealer requires it', () => {
    expect(leadFormLayout(props(), rules({ termsRequired: true }), undefined, []).terms).toBe(true);
    expect(leadFormLayout(props(), rules(), undefined, []).terms).toBe(false);
  });

  it('date and time are the test drive’s; the extra questions only when asked', () => {
    expect(leadFormLayout(props({ form: 'test-drive' }), rules(), undefined, []).dateTime).toBe(true);
    expect(leadFormLayout(props({ form: 'test-drive', askDateTime: false }), rules(), undefined, []).dateTime).toBe(false);
    expect(leadFormLayout(props(), rules(), undefined, []).dateTime).toBe(false);
    expect(leadFormLayout(props(), rules(), undefined, [])).toMatchObject({ contactMethod: false, financeStatus: false, tradeIn: false });
    expect(leadFormLayout(props({ askContactMethod: true, askFinance: true, askTradeIn: true }), rules(), undefined, [])).toMatchObject({
      contactMethod: true,
      financeStatus: true,
      tradeIn: true,
    });
  });
});

describe('the error list: fields in page order, problems on their fields, in the shopper’s words', () => {
  const everything = leadFormLayout(
    props({ askContactMethod: true, askFinance: true, askTradeIn: true, askPostcode: true, askRego: true, services: ['Tinting'] }),
    rules({ dealershipCount: 2, termsRequired: true }),
    undefined,
    [BRIGHTON, MOORABBIN],
  );

  it('lists the shown fields in the order the form draws them', () => {
    expect(fieldsShown(everything)).toEqual([
      'category',
      'name',
      'last_name',
      'email',
      'phone',
      'postcode',
      'location_id',
      'preferred_contact_method',
      'finance_status',
      'trade_in',
      'rego',
      'message',
      'check_option_Tinting',
      'opt_in',
      'terms_accepted',
    ]);
  });

  it('spec §5: Rego is asked only when the marketer asks it; the opt-in is offered unless the marketer turns it off', () => {
    expect(leadFormLayout(props(), rules(), undefined, [])).toMatchObject({ rego: false, optIn: true });
    expect(leadFormLayout(props({ askRego: true, askOptIn: false }), rules(), undefined, [])).toMatchObject({ rego: true, optIn: false });
  });

  it('shows a missing dealership on the dealership select, and knows no field for what the form does not ask', () => {
    const shown = fieldsShown(everything);
    expect(fieldAt('/dealership_slug', shown)).toBe('location_id');
    expect(fieldAt('/postcode', shown)).toBe('postcode');
    expect(fieldAt('/date_time', shown)).toBeUndefined();
    expect(fieldAt('/lead_attributes/visited_pages', shown)).toBeUndefined();
  });

  it('says "is required" of the field, and leaves a whole sentence as it is', () => {
    expect(problemSentence('name', 'is required')).toBe('First Name is required');
    expect(problemSentence('phone', 'must be a phone number, like 0412 345 678')).toBe('Mobile Number must be a phone number, like 0412 345 678');
    expect(problemSentence('postcode', 'Invalid postcode. Please enter a 4-digit number.')).toBe('Invalid postcode. Please enter a 4-digit number.');
    expect(problemSentence('terms_accepted', '*You must agree to the terms of use before submitting.')).toBe('*You must agree to the terms of use before submitting.');
  });
});
