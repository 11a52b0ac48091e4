import { describe, expect, it } from 'vitest';
import {
  LEAD_SENT_EVENT,
  LEAD_SUBMIT_FAILED_TITLE,
  LEAD_SUCCESS_PATH,
  leadFailureMessage,
  leadSentEvent,
  sentLeadId,
  shopperDetailsToKeep,
  successCategory,
  UNEXPECTED_LEAD_ERROR,
} from './lead-submit';

describe('spec detail §8: the exact words', () => {
  it('keeps the spec’s spelling of "occured" and the alert title', () => {
    expect(UNEXPECTED_LEAD_ERROR).toBe('An unexpected error occured');
    expect(LEAD_SUBMIT_FAILED_TITLE).toBe('An error occurred when submitting this form');
    expect(LEAD_SUCCESS_PATH).toBe('/success');
  });
});

describe('spec detail §4: success only with a lead_id', () => {
  it('reads the lead id of a 201 or a retried 200', () => {
    expect(sentLeadId({ lead_id: '8f2c' })).toBe('8f2c');
  });

  it('is no success without one: no body, an empty id, a number, an error body', () => {
    expect(sentLeadId(undefined)).toBeUndefined();
    expect(sentLeadId(null)).toBeUndefined();
    expect(sentLeadId({ lead_id: '' })).toBeUndefined();
    expect(sentLeadId({ lead_id: 42 })).toBeUndefined();
    expect(sentLeadId({ error: 'Too many requests' })).toBeUndefined();
  });
});

describe('spec detail §8: the server message, or "An unexpected error occured"', () => {
  it("shows the server's error", () => {
    expect(leadFailureMessage({ error: 'Too many enquiries from this address. Try again in a minute.' })).toBe('Too many enquiries from this address. Try again in a minute.');
    expect(leadFailureMessage({ message: 'Site not found' })).toBe('Site not found');
  });

  it('says "An unexpected error occured" when the server gives no text', () => {
    expect(leadFailureMessage({})).toBe(UNEXPECTED_LEAD_ERROR);
    expect(leadFailureMessage({ error: '  ' })).toBe(UNEXPECTED_LEAD_ERROR);
    expect(leadFailureMessage({ error: 500 })).toBe(UNEXPECTED_LEAD_ERROR);
    expect(leadFailureMessage(undefined)).toBe(UNEXPECTED_LEAD_ERROR);
    expect(leadFailureMessage('Internal Server Error')).toBe(UNEXPECTED_LEAD_ERROR);
  });
});

describe('spec detail §7: what is kept after a successful submit', () => {
  it("keeps the shopper's details when name, email and phone are all there", () => {
    expect(shopperDetailsToKeep({ name: 'Sam', email: 'sam@example.com', phone: '0412 345 678' })).toEqual({ name: 'Sam', email: 'sam@example.com', phone: '0412 345 678' });
  });

  it('keeps nothing when any one is missing or blank', () => {
    expect(shopperDetailsToKeep({ email: 'sam@example.com', phone: '0412 345 678' })).toBeUndefined();
    expect(shopperDetailsToKeep({ name: 'Sam', phone: '0412 345 678' })).toBeUndefined();
    expect(shopperDetailsToKeep({ name: 'Sam', email: 'sam@example.com', phone: ' ' })).toBeUndefined();
  });

  it('stores the category as the success category, else the form', () => {
    expect(successCategory({ form: 'enquiry', category: 'Service Enquiry' })).toBe('Service Enquiry');
    expect(successCategory({ form: 'test-drive' })).toBe('test-drive');
  });
});

describe('spec detail §7: a tracking event after a successful submit', () => {
  it("carries the lead, the form, its success category, the car and the dealer's analytics id", () => {
    expect(leadSentEvent({ form: 'test-drive', car_id: 12 }, 'lead-1', 'G-AB12CD34EF')).toEqual({
      event: LEAD_SENT_EVENT,
      lead_id: 'lead-1',
      form: 'test-drive',
      category: 'test-drive',
      car_id: 12,
      analytics_id: 'G-AB12CD34EF',
    });
    expect(leadSentEvent({ form: 'enquiry', category: 'Finance Enquiry' }, 'lead-2', undefined)).toEqual({
      event: LEAD_SENT_EVENT,
      lead_id: 'lead-2',
      form: 'enquiry',
      category: 'Finance Enquiry',
    });
  });

  it('never carries who sent it', () => {
    const lead = { form: 'enquiry' as const, name: 'Sam', email: 'sam@example.com', phone: '0412 345 678' };
    const event = JSON.stringify(leadSentEvent(lead, 'lead-3', 'GTM-AB12CD3'));
    for (const personal of ['Sam', 'sam@example.com', '0412']) expect(event).not.toContain(personal);
  });
});
