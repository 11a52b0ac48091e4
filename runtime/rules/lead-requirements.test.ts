import { describe, expect, it } from 'vitest';
import type { LeadRequest } from '../../schemas/api/leads';
import { FORM_ERRORS_HEADING, type LeadFormRules, leadFormRules, leadRequirementErrors, POSTCODE_MESSAGE, REQUIRED_MESSAGE, TERMS_MESSAGE } from './lead-requirements';

const settings = (forms: { messageRequired?: boolean; locationChoice?: boolean } = {}, termsRequired = false) => ({
  forms: { messageRequired: true, locationChoice: false, ...forms },
  termsCheckbox: { required: termsRequired },
});
const oneDealership = { dealershipIds: [101] };
const twoDealerships = { dealershipIds: [101, 102] };

const rules = (overrides: Partial<LeadFormRules> = {}): LeadFormRules => ({
  messageRequired: false,
  termsRequired: false,
  dealershipCount: 1,
  locationShown: false,
  ...overrides,
});
const lead = (fields: Partial<LeadRequest> = {}): Partial<LeadRequest> => ({ form: 'enquiry', name: 'Sam', email: 'sam@example.com', phone: '0412 345 678', ...fields });
const fieldsOf = (errors: { field: string }[]) => errors.map((e) => e.field);

describe('spec detail §5 and §8: the exact messages', () => {
  it('says the terms, postcode and form-error words as the spec does', () => {
    expect(TERMS_MESSAGE).toBe('*You must agree to the terms of use before submitting.');
    expect(POSTCODE_MESSAGE).toBe('Invalid postcode. Please enter a 4-digit number.');
    expect(FORM_ERRORS_HEADING).toBe('Please fix the following errors:');
  });
});

describe('leadFormRules: one form’s rules from the dealer’s settings and dealer', () => {
  it('spec §5: the enquiry form’s message is required unless the dealer turns it off', () => {
    expect(leadFormRules(settings(), oneDealership, 'enquiry').messageRequired).toBe(true);
    expect(leadFormRules(settings({ messageRequired: false }), oneDealership, 'enquiry').messageRequired).toBe(false);
  });

  it('spec §5: the test drive and careers forms ask a message like the enquiry form; photo request, contact and finance do not require one', () => {
    expect(leadFormRules(settings(), oneDealership, 'test-drive').messageRequired).toBe(true);
    expect(leadFormRules(settings(), oneDealership, 'careers').messageRequired).toBe(true);
    expect(leadFormRules(settings(), oneDealership, 'photo-request').messageRequired).toBe(false);
    expect(leadFormRules(settings(), oneDealership, 'contact').messageRequired).toBe(false);
    expect(leadFormRules(settings(), oneDealership, 'finance').messageRequired).toBe(false);
  });

  it('spec §5: the terms checkbox is required only for dealers that set it', () => {
    expect(leadFormRules(settings({}, true), oneDealership, 'contact').termsRequired).toBe(true);
    expect(leadFormRules(settings({}, false), oneDealership, 'contact').termsRequired).toBe(false);
  });

  it('counts the dealer’s dealerships and says whether the location choice is shown', () => {
    expect(leadFormRules(settings(), twoDealerships, 'enquiry').dealershipCount).toBe(2);
    expect(leadFormRules(settings({ locationChoice: true }), oneDealership, 'enquiry').locationShown).toBe(true);
    expect(leadFormRules(settings(), oneDealership, 'enquiry').locationShown).toBe(false);
  });
});

describe('leadRequirementErrors: spec §5 rules the request schema cannot say', () => {
  it('finds nothing wrong with a complete lead under the strictest rules', () => {
    const strict = rules({ messageRequired: true, termsRequired: true, dealershipCount: 2, locationShown: true });
    expect(leadRequirementErrors(lead({ message: 'Is it available?', terms_accepted: true, dealership_slug: 'bayside-toyota', location_id: 3 }), strict)).toEqual([]);
  });

  it('message required unless the dealer turns it off: missing, empty or blank is an error', () => {
    expect(leadRequirementErrors(lead(), rules({ messageRequired: true }))).toEqual([{ field: '/message', message: REQUIRED_MESSAGE }]);
    expect(fieldsOf(leadRequirementErrors(lead({ message: '' }), rules({ messageRequired: true })))).toEqual(['/message']);
    expect(fieldsOf(leadRequirementErrors(lead({ message: '   ' }), rules({ messageRequired: true })))).toEqual(['/message']);
    expect(leadRequirementErrors(lead({ message: 'x' }), rules({ messageRequired: true }))).toEqual([]);
    expect(leadRequirementErrors(lead(), rules({ messageRequired: false }))).toEqual([]);
  });

  it('terms checkbox where set: unticked or absent says "*You must agree to the terms of use before submitting."', () => {
    const terms = rules({ termsRequired: true });
    expect(leadRequirementErrors(lead(), terms)).toEqual([{ field: '/terms_accepted', message: TERMS_MESSAGE }]);
    expect(leadRequirementErrors(lead({ terms_accepted: false }), terms)).toEqual([{ field: '/terms_accepted', message: TERMS_MESSAGE }]);
    expect(leadRequirementErrors(lead({ terms_accepted: true }), terms)).toEqual([]);
    expect(leadRequirementErrors(lead({ terms_accepted: false }), rules())).toEqual([]);
  });

  it('preferred dealership required when the dealer has more than one: 2 requires it, 1 does not', () => {
    expect(leadRequirementErrors(lead(), rules({ dealershipCount: 2 }))).toEqual([{ field: '/dealership_slug', message: REQUIRED_MESSAGE }]);
    expect(leadRequirementErrors(lead({ dealership_slug: 'bayside-toyota' }), rules({ dealershipCount: 2 }))).toEqual([]);
    expect(leadRequirementErrors(lead(), rules({ dealershipCount: 1 }))).toEqual([]);
  });

  it('location required when shown, not otherwise', () => {
    expect(leadRequirementErrors(lead(), rules({ locationShown: true }))).toEqual([{ field: '/location_id', message: REQUIRED_MESSAGE }]);
    expect(leadRequirementErrors(lead({ location_id: 1 }), rules({ locationShown: true }))).toEqual([]);
    expect(leadRequirementErrors(lead(), rules({ locationShown: false }))).toEqual([]);
  });

  it('postcode: required on the contact form, exactly 4 digits wherever given, "Invalid postcode. Please enter a 4-digit number."', () => {
    const contact = (postcode?: string) => leadRequirementErrors(lead({ form: 'contact', ...(postcode === undefined ? {} : { postcode }) }), rules());
    expect(contact()).toEqual([{ field: '/postcode', message: POSTCODE_MESSAGE }]);
    expect(contact('')).toEqual([{ field: '/postcode', message: POSTCODE_MESSAGE }]);
    expect(contact('400')).toEqual([{ field: '/postcode', message: POSTCODE_MESSAGE }]);
    expect(contact('40000')).toEqual([{ field: '/postcode', message: POSTCODE_MESSAGE }]);
    expect(contact('40a0')).toEqual([{ field: '/postcode', message: POSTCODE_MESSAGE }]);
    expect(contact('4000')).toEqual([]);
    expect(contact('0800')).toEqual([]);
    expect(leadRequirementErrors(lead({ form: 'enquiry' }), rules())).toEqual([]);
    expect(leadRequirementErrors(lead({ form: 'enquiry', postcode: '123' }), rules())).toEqual([{ field: '/postcode', message: POSTCODE_MESSAGE }]);
  });

  it('lists every problem at once, in the form’s order', () => {
    const strict = rules({ messageRequired: true, termsRequired: true, dealershipCount: 3, locationShown: true });
    expect(fieldsOf(leadRequirementErrors(lead(), strict))).toEqual(['/message', '/dealership_slug', '/location_id', '/terms_accepted']);
  });
});
