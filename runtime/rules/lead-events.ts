import type { LeadForm, StoredLeadForm } from '../../schemas/api/leads';
import { OFFER_ACCEPTED_SUBCATEGORY } from '../../schemas/api/trade-ins';
import type { Car } from '../../schemas/entities/car';

/**
 * Spec (detail, finance, forms, locations, §9 "Enquiry event ids"): 14 new,
 * 15 used, 17 test drive new or Test Drive Only tag, 48 used test drive, 39
 * favourite added, 18 offer accepted, 22 default enquiry, 51 careers. The
 * dealer's lead system files a lead by this number.
 */
export const LEAD_EVENT_IDS = {
  newCarEnquiry: 14,
  usedCarEnquiry: 15,
  newCarTestDrive: 17,
  usedCarTestDrive: 48,
  favouriteAdded: 39,
  offerAccepted: 18,
  enquiry: 22,
  careers: 51,
} as const;

/** A used car carrying this tag is driven like a new one: it books as a new-car test drive (§9). */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';
/** Spec §5: the category select's default, and a careers enquiry's category. */
export const GENERAL_ENQUIRY_CATEGORY = 'General Enquiry';
export const CAREER_ENQUIRY_SUBCATEGORY = 'Career Enquiry';

/**
 * The event id of one lead. A demo car counts as used: §9 names only new and
 * used, and a demonstrator has been registered and driven. A test drive
 * without a car (the /book-test-drive page) is of the dealer's new range, so
 * it files as a new-car test drive; any other form about a car files by the
 * car's type, and without a car as the default enquiry. An online
 * reservation is always about one car in stock, so it files by the car's
 * type too (14 new, 15 used): the dealer's lead system routes it to the team
 * that sells that kind of car, as it does an enquiry about the same car.
 */
export function leadEventId(lead: { form: StoredLeadForm; subcategory?: string }, car?: Pick<Car, 'car_type' | 'tag'>): number {
  if (lead.form === 'careers') return LEAD_EVENT_IDS.careers;
  if (lead.subcategory === OFFER_ACCEPTED_SUBCATEGORY) return LEAD_EVENT_IDS.offerAccepted;
  if (lead.form === 'test-drive') {
    if (car === undefined || car.car_type === 'new' || car.tag === TEST_DRIVE_ONLY_TAG) return LEAD_EVENT_IDS.newCarTestDrive;
    return LEAD_EVENT_IDS.usedCarTestDrive;
  }
  if (car === undefined) return LEAD_EVENT_IDS.enquiry;
  return car.car_type === 'new' ? LEAD_EVENT_IDS.newCarEnquiry : LEAD_EVENT_IDS.usedCarEnquiry;
}

/** Spec §5: "A careers enquiry is converted to category General Enquiry with subcategory Career Enquiry." Other leads pass unchanged. */
export function careersAsEnquiry<Lead extends { form: LeadForm; category?: string; subcategory?: string }>(lead: Lead): Lead {
  if (lead.form !== 'careers') return lead;
  return { ...lead, category: GENERAL_ENQUIRY_CATEGORY, subcategory: CAREER_ENQUIRY_SUBCATEGORY };
}
