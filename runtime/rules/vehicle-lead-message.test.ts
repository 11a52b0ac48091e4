import { describe, expect, it } from 'vitest';
import { vehicleLeadMessage } from './vehicle-lead-message';

describe('spec detail §3 "Enquiry form defaults": the message a vehicle enquiry starts with', () => {
  it('names the car and its stock number, for an enquiry and for a test drive', () => {
    expect(vehicleLeadMessage('enquiry', '2021 Toyota Corolla Ascent Sport', 'U4242')).toBe(
      'I am interested in the 2021 Toyota Corolla Ascent Sport (stock number U4242). Is it still available?',
    );
    expect(vehicleLeadMessage('test-drive', '2021 Toyota Corolla Ascent Sport', 'U4242')).toBe(
      'I would like to book a test drive of the 2021 Toyota Corolla Ascent Sport (stock number U4242).',
    );
  });

  it('leaves the stock number out when the car has none', () => {
    expect(vehicleLeadMessage('enquiry', '2024 Mazda CX-5', null)).toBe('I am interested in the 2024 Mazda CX-5. Is it still available?');
    expect(vehicleLeadMessage('test-drive', '2024 Mazda CX-5', '')).toBe('I would like to book a test drive of the 2024 Mazda CX-5.');
  });
});
