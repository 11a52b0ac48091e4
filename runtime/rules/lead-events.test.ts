import { describe, expect, it } from 'vitest';
import { CAREER_ENQUIRY_SUBCATEGORY, careersAsEnquiry, GENERAL_ENQUIRY_CATEGORY, LEAD_EVENT_IDS, leadEventId, TEST_DRIVE_ONLY_TAG } from './lead-events';
import { OFFER_ACCEPTED_SUBCATEGORY } from '../../schemas/api/trade-ins';

const newCar = { car_type: 'new' as const };
const usedCar = { car_type: 'used' as const };
const demoCar = { car_type: 'demo' as const };

describe('spec detail §9 enquiry event ids', () => {
  it('names the spec’s numbers: 14 new, 15 used, 17 test drive new, 48 used test drive, 39 favourite, 18 offer accepted, 22 default, 51 careers', () => {
    expect(LEAD_EVENT_IDS).toEqual({
      newCarEnquiry: 14,
      usedCarEnquiry: 15,
      newCarTestDrive: 17,
      usedCarTestDrive: 48,
      favouriteAdded: 39,
      offerAccepted: 18,
      enquiry: 22,
      careers: 51,
    });
  });

  it('an enquiry about a new car is 14, about a used car 15; a demo counts as used', () => {
    expect(leadEventId({ form: 'enquiry' }, newCar)).toBe(14);
    expect(leadEventId({ form: 'enquiry' }, usedCar)).toBe(15);
    expect(leadEventId({ form: 'enquiry' }, demoCar)).toBe(15);
    expect(leadEventId({ form: 'photo-request' }, newCar)).toBe(14);
    expect(leadEventId({ form: 'finance' }, usedCar)).toBe(15);
  });

  it('an online reservation files by its car like an enquiry about it: 14 new, 15 used or demo', () => {
    expect(leadEventId({ form: 'reservation' }, newCar)).toBe(14);
    expect(leadEventId({ form: 'reservation' }, usedCar)).toBe(15);
    expect(leadEventId({ form: 'reservation' }, demoCar)).toBe(15);
    expect(leadEventId({ form: 'reservation' }, { ...usedCar, tag: TEST_DRIVE_ONLY_TAG })).toBe(15);
  });

  it('an enquiry without a car is the default enquiry, 22', () => {
    expect(leadEventId({ form: 'enquiry' })).toBe(22);
    expect(leadEventId({ form: 'contact' })).toBe(22);
    expect(leadEventId({ form: 'finance' })).toBe(22);
  });

  it('a test drive of a new car, or of any car tagged Test Drive Only, is 17', () => {
    expect(TEST_DRIVE_ONLY_TAG).toBe('Test Drive Only');
    expect(leadEventId({ form: 'test-drive' }, newCar)).toBe(17);
    expect(leadEventId({ form: 'test-drive' }, { ...usedCar, tag: TEST_DRIVE_ONLY_TAG })).toBe(17);
    expect(leadEventId({ form: 'test-drive' }, { ...demoCar, tag: TEST_DRIVE_ONLY_TAG })).toBe(17);
    expect(leadEventId({ form: 'test-drive' })).toBe(17);
  });

  it('a test drive of a used (or demo) car without that tag is 48; another tag does not count', () => {
    expect(leadEventId({ form: 'test-drive' }, usedCar)).toBe(48);
    expect(leadEventId({ form: 'test-drive' }, demoCar)).toBe(48);
    expect(leadEventId({ form: 'test-drive' }, { ...usedCar, tag: 'Toyota Certified Pre-Owned' })).toBe(48);
    expect(leadEventId({ form: 'test-drive' }, { ...usedCar, tag: 'test drive only' })).toBe(48);
  });

  it('a careers enquiry is 51, with or without a car', () => {
    expect(leadEventId({ form: 'careers' })).toBe(51);
    expect(leadEventId({ form: 'careers', subcategory: CAREER_ENQUIRY_SUBCATEGORY }, newCar)).toBe(51);
  });

  it('spec §7: a lead with subcategory "3. Offer Accepted" is 18', () => {
    expect(OFFER_ACCEPTED_SUBCATEGORY).toBe('3. Offer Accepted');
    expect(leadEventId({ form: 'enquiry', subcategory: OFFER_ACCEPTED_SUBCATEGORY }, usedCar)).toBe(18);
    expect(leadEventId({ form: 'enquiry', subcategory: '2. Valuation' }, usedCar)).toBe(15);
    expect(leadEventId({ form: 'trade-in', subcategory: OFFER_ACCEPTED_SUBCATEGORY })).toBe(18);
  });

  it("a trade-in's first lead files as an enquiry: by the car the shopper wants when there is one, else 22", () => {
    expect(leadEventId({ form: 'trade-in' })).toBe(22);
    expect(leadEventId({ form: 'trade-in' }, newCar)).toBe(14);
    expect(leadEventId({ form: 'trade-in' }, usedCar)).toBe(15);
  });
});

describe('spec detail §5: a careers enquiry is converted to category General Enquiry with subcategory Career Enquiry', () => {
  it('converts a careers lead, keeping its other fields', () => {
    expect(careersAsEnquiry({ form: 'careers' as const, category: 'Jobs', subcategory: 'Mechanic', name: 'Sam' })).toEqual({
      form: 'careers',
      category: GENERAL_ENQUIRY_CATEGORY,
      subcategory: CAREER_ENQUIRY_SUBCATEGORY,
      name: 'Sam',
    });
    expect(GENERAL_ENQUIRY_CATEGORY).toBe('General Enquiry');
    expect(CAREER_ENQUIRY_SUBCATEGORY).toBe('Career Enquiry');
  });

  it('leaves every other form as it is', () => {
    const enquiry = { form: 'enquiry' as const, category: 'Service', subcategory: 'Booking' };
    expect(careersAsEnquiry(enquiry)).toBe(enquiry);
    expect(careersAsEnquiry({ form: 'test-drive' as const })).toEqual({ form: 'test-drive' });
  });
});
