import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { promoCardSchema } from '../../../blocks/promo-card/schema';
import { storedToLocalInput } from '../date-time-text';
import { renderForm } from '../test-support/render-form';
import { LOCAL_TIME_HELP } from './DateTimeField';

const localText = (stored: string) => storedToLocalInput(stored)!.replace('T', ' ');

describe('date-time field', () => {
  it('spec editor: a date-time shows in local time with its title and help', () => {
    renderForm(promoCardSchema, { expiry: '2026-06-30T14:00:00Z' });
    const expiry = screen.getByRole('textbox', { name: 'Show until' });
    expect(expiry).toHaveValue(localText('2026-06-30T14:00:00Z'));
    expect(expiry).toHaveAccessibleDescription(`The card disappears at this moment. ${LOCAL_TIME_HELP}`);
  });

  it('spec editor: date-time round trip: a local time typed is stored as UTC with Z and shows again as typed', () => {
    const { lastChange } = renderForm(promoCardSchema, {});
    const start = screen.getByRole('textbox', { name: 'Show from' });
    fireEvent.change(start, { target: { value: '2026-07-01 09:30' } });
    const stored = lastChange().value.start as string;
    expect(lastChange().pointer).toBe('/start');
    expect(stored).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);
    expect(new Date(stored).getTime()).toBe(new Date(2026, 6, 1, 9, 30).getTime());
    expect(start).toHaveValue('2026-07-01 09:30');
  });

  it('spec editor: a bad date is kept as typed, not dropped, and its error shows inline until it is fixed', () => {
    const { lastChange, showErrors } = renderForm(promoCardSchema, { title: 'Sale' });
    const expiry = screen.getByRole('textbox', { name: 'Show until' });
    fireEvent.change(expiry, { target: { value: '2026-02-30 12:00' } });
    expect(lastChange()).toEqual({ value: { title: 'Sale', expiry: '2026-02-30 12:00' }, pointer: '/expiry' });
    showErrors([{ path: '/expiry', message: 'must be a date and time like 2026-12-01T09:00:00Z' }]);
    expect(expiry).toHaveValue('2026-02-30 12:00');
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    expect(expiry).toHaveAccessibleDescription(expect.stringContaining('Must be a date and time like 2026-12-01T09:00:00Z'));

    fireEvent.change(expiry, { target: { value: '2026-02-28 12:00' } });
    expect(new Date(lastChange().value.expiry as string).getTime()).toBe(new Date(2026, 1, 28, 12).getTime());
    showErrors([]);
    expect(expiry).not.toHaveAttribute('aria-invalid');
    expect(expiry).toHaveValue('2026-02-28 12:00');
  });

  it('a stored moment with another zone shows in local time and is stored back as UTC when edited', () => {
    const { lastChange } = renderForm(promoCardSchema, { start: '2026-06-15T09:00:00+10:00' });
    const start = screen.getByRole('textbox', { name: 'Show from' });
    expect(start).toHaveValue(localText('2026-06-14T23:00:00Z'));
    fireEvent.change(start, { target: { value: `${localText('2026-06-14T23:00:00Z')} ` } });
    expect(lastChange().value.start).toBe('2026-06-14T23:00:00Z');
  });

  it('emptying it unsets the moment', () => {
    const { lastChange } = renderForm(promoCardSchema, { title: 'Sale', start: '2026-06-01T00:00:00Z' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Show from' }), { target: { value: '' } });
    expect(lastChange()).toEqual({ value: { title: 'Sale' }, pointer: '/start' });
  });
});
