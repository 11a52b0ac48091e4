import { describe, expect, it } from 'vitest';
import type { LeadFormRules } from '../../../runtime/rules/lead-requirements';
import { fieldsShown } from './fields';
import { leadFormLayout } from './layout';
import { type EnquiryFormProps, enquiryFormDefaults } from './lead-form-props';
import { firstStepWithProblem, leadFormSteps, STEP_NAMES, stepOfSteps } from './steps';

const props = (overrides: Partial<EnquiryFormProps> = {}): EnquiryFormProps => ({ ...enquiryFormDefaults, askInSteps: true, ...overrides });
const rules = (overrides: Partial<LeadFormRules> = {}): LeadFormRules => ({ messageRequired: true, termsRequired: false, dealershipCount: 1, locationShown: false, ...overrides });
const LOCATIONS = [
  { id: 11, name: 'Bayside Toyota Brighton', dealership_slug: 'bayside-toyota' },
  { id: 21, name: 'Bayside Mazda Moorabbin', dealership_slug: 'bayside-mazda' },
];
const CAR = { dealership_slug: 'bayside-toyota', location_id: 11 };

describe('spec detail §4 "Multi-step enquiry forms advance step by step; the last step submits": which fields each step asks', () => {
  it('contact details first, then what the enquiry is about, then the message and tick boxes', () => {
    const layout = leadFormLayout(
      props({ askContactMethod: true, askFinance: true, askTradeIn: true, askPostcode: true, askRego: true, services: ['Window tinting'] }),
      rules({ dealershipCount: 2, termsRequired: true }),
      undefined,
      LOCATIONS,
    );
    expect(leadFormSteps(layout)).toEqual([
      { name: STEP_NAMES.details, fields: ['name', 'last_name', 'email', 'phone', 'postcode', 'preferred_contact_method'] },
      { name: STEP_NAMES.enquiry, fields: ['category', 'location_id', 'finance_status', 'trade_in', 'rego', 'check_option_Window tinting'] },
      { name: STEP_NAMES.message, fields: ['message', 'opt_in', 'terms_accepted'] },
    ]);
  });

  it('every field the form shows is asked on exactly one step', () => {
    const layout = leadFormLayout(
      props({ form: 'test-drive', askFinance: true, services: ['Tinting'] }),
      rules({ locationShown: true, termsRequired: true }),
      undefined,
      LOCATIONS,
    );
    const asked = leadFormSteps(layout)?.flatMap((step) => step.fields) ?? [];
    expect(asked.toSorted()).toEqual(fieldsShown(layout).toSorted());
  });

  it('a test drive’s middle step is about the test drive, with its date and time', () => {
    const steps = leadFormSteps(leadFormLayout(props({ form: 'test-drive' }), rules(), undefined, []));
    expect(steps?.[1]).toEqual({ name: STEP_NAMES.testDrive, fields: ['date_time'] });
  });

  it('leaves out a step with nothing to ask: about a car, with no extras, the details then the message', () => {
    const steps = leadFormSteps(leadFormLayout(props(), rules(), CAR, []));
    expect(steps?.map((step) => step.name)).toEqual([STEP_NAMES.details, STEP_NAMES.message]);
  });

  it('names the last step by what it asks: a form without a message ends on its tick boxes', () => {
    const steps = leadFormSteps(leadFormLayout(props({ form: 'contact' }), rules({ messageRequired: false, termsRequired: true }), undefined, []));
    expect(steps?.at(-1)).toEqual({ name: STEP_NAMES.ticks, fields: ['opt_in', 'terms_accepted'] });
  });

  it('stays on one page when the marketer does not ask for steps, or when there is too little for two', () => {
    expect(leadFormSteps(leadFormLayout(props({ askInSteps: false }), rules(), undefined, LOCATIONS))).toBeUndefined();
    expect(leadFormSteps(leadFormLayout({ ...enquiryFormDefaults }, rules(), undefined, LOCATIONS))).toBeUndefined();
    // Finance about a car, opt-in off: only the contact details are left to ask.
    expect(leadFormSteps(leadFormLayout(props({ form: 'finance', askOptIn: false }), rules(), CAR, []))).toBeUndefined();
  });
});

describe('the step indicator and the way back to a problem', () => {
  it('says "Step 1 of 3"', () => {
    expect(stepOfSteps(0, 3)).toBe('Step 1 of 3');
    expect(stepOfSteps(2, 3)).toBe('Step 3 of 3');
  });

  it('finds the first step holding a field with a problem; none for a problem no field shows', () => {
    const steps = [
      { name: STEP_NAMES.details, fields: ['name', 'email'] },
      { name: STEP_NAMES.enquiry, fields: ['category'] },
      { name: STEP_NAMES.message, fields: ['message'] },
    ];
    expect(firstStepWithProblem(steps, ['message', 'email'])).toBe(0);
    expect(firstStepWithProblem(steps, ['message'])).toBe(2);
    expect(firstStepWithProblem(steps, ['root'])).toBeUndefined();
  });
});
