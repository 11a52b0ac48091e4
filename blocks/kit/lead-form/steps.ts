import { fieldsShown } from './fields';
import type { LeadFormLayout } from './layout';

/** One step of a form asked in steps: its name, and the fields it asks, in the order the error list gives them. */
export interface LeadFormStep {
  name: string;
  fields: string[];
}

/** What each step is called: the step indicator's heading, after "Step 1 of 3". */
export const STEP_NAMES = {
  details: 'Your details',
  enquiry: 'Your enquiry',
  testDrive: 'Your test drive',
  message: 'Your message',
  ticks: 'Almost done',
} as const;

/** Who the shopper is and how to reach them: asked first, so a shopper who stops early has still said who they are. */
const CONTACT_FIELDS: ReadonlySet<string> = new Set(['name', 'last_name', 'email', 'phone', 'postcode', 'preferred_contact_method']);
/** Asked last, beside the button that sends: what they want to say, and what they agree to. */
const CLOSING_FIELDS: ReadonlySet<string> = new Set(['message', 'opt_in', 'terms_accepted']);

/** The step a field belongs to; whatever is neither contact detail nor closing (category, dealership, date, extras, services) is about the enquiry. */
function groupOf(field: string): 0 | 1 | 2 {
  if (CONTACT_FIELDS.has(field)) return 0;
  if (CLOSING_FIELDS.has(field)) return 2;
  return 1;
}

function groupName(group: 0 | 1 | 2, layout: LeadFormLayout, fields: readonly string[]): string {
  if (group === 0) return STEP_NAMES.details;
  if (group === 1) return layout.form === 'test-drive' ? STEP_NAMES.testDrive : STEP_NAMES.enquiry;
  return fields.includes('message') ? STEP_NAMES.message : STEP_NAMES.ticks;
}

/**
 * Spec detail §4: "Multi-step enquiry forms advance step by step; the last
 * step submits." The steps of a form the marketer asks in steps, from the
 * fields its layout shows: contact details, then what the enquiry is about,
 * then the message and tick boxes. A step with nothing to ask is left out;
 * undefined when the form is on one page (not asked in steps, or with too
 * little to ask for two steps).
 */
export function leadFormSteps(layout: LeadFormLayout): LeadFormStep[] | undefined {
  if (!layout.inSteps) return undefined;
  const shown = fieldsShown(layout);
  const steps = ([0, 1, 2] as const).flatMap((group) => {
    const fields = shown.filter((field) => groupOf(field) === group);
    return fields.length === 0 ? [] : [{ name: groupName(group, layout, fields), fields }];
  });
  return steps.length > 1 ? steps : undefined;
}

/** The step indicator's words, "Step 1 of 3", for the step at `index` (from 0). */
export function stepOfSteps(index: number, count: number): string {
  return `Step ${index + 1} of ${count}`;
}

/** The first step, from 0, holding a field with a problem; undefined when none does (a problem no field shows stays where the shopper is). */
export function firstStepWithProblem(steps: readonly LeadFormStep[], fieldsWithProblems: readonly string[]): number | undefined {
  const index = steps.findIndex((step) => step.fields.some((field) => fieldsWithProblems.includes(field)));
  return index === -1 ? undefined : index;
}

/** The buttons between steps; the last step's button is the form's own (its Button text). */
export const STEP_BUTTONS = { next: 'Next', back: 'Back' } as const;
