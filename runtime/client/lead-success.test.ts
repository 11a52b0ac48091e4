import { describe, expect, it } from 'vitest';
import { rememberedShopper, rememberLeadSuccess, successCategoryKey } from './lead-success';
import { memorySession } from './test-support/memory-session';

const shopper = { name: 'Sam', email: 'sam@example.com', phone: '0412 345 678' };

describe('spec detail §7: after a successful submit', () => {
  it('stores the success category and the shopper’s details, per site', () => {
    const storage = memorySession();
    rememberLeadSuccess('bayside-motors', { form: 'enquiry', category: 'General Enquiry', ...shopper }, storage);
    expect(storage.getItem(successCategoryKey('bayside-motors'))).toBe('General Enquiry');
    expect(rememberedShopper('bayside-motors', storage)).toEqual(shopper);
    expect(rememberedShopper('harbour-cars', storage)).toBeUndefined();
  });

  it('saves no details unless name, email and phone are all there, and keeps earlier ones', () => {
    const storage = memorySession();
    rememberLeadSuccess('bayside-motors', { form: 'contact', name: 'Sam', email: 'sam@example.com', phone: '' }, storage);
    expect(rememberedShopper('bayside-motors', storage)).toBeUndefined();
    expect(storage.getItem(successCategoryKey('bayside-motors'))).toBe('contact');
    rememberLeadSuccess('bayside-motors', { form: 'contact', ...shopper }, storage);
    rememberLeadSuccess('bayside-motors', { form: 'contact', name: 'Alex', email: 'alex@example.com', phone: '' }, storage);
    expect(rememberedShopper('bayside-motors', storage)).toEqual(shopper);
  });

  it('reads damaged storage as nothing remembered, and never throws', () => {
    const storage = memorySession();
    storage.setItem('shopper-details:bayside-motors', '{"name":1}');
    expect(rememberedShopper('bayside-motors', storage)).toBeUndefined();
    storage.setItem('shopper-details:bayside-motors', 'oops');
    expect(rememberedShopper('bayside-motors', storage)).toBeUndefined();
    const blocked = {
      ...memorySession(),
      setItem: () => {
        throw new Error('SecurityError');
      },
    } as Storage;
    expect(() => rememberLeadSuccess('bayside-motors', { form: 'enquiry', ...shopper }, blocked)).not.toThrow();
  });
});
