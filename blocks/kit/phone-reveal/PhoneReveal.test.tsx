import { MantineProvider } from '@mantine/core';
import { Provider } from 'jotai';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { PhoneReveal, type PhoneRevealProps } from './PhoneReveal.client';

function renderPhone(props: Partial<PhoneRevealProps> = {}) {
  return render(
    <Provider>
      <MantineProvider env="test">
        <PhoneReveal phone="0412 345 678" label="2024 Toyota Corolla SX" {...props} />
      </MantineProvider>
    </Provider>,
  );
}

const RECORD = { url: '/sites/bayside-motors/api/phone-reveals', reveal: { car_id: 4101, dealership_id: 101, website_id: 7 } };

afterEach(() => {
  vi.unstubAllGlobals();
  // A car is recorded once per browser session: each test is a session of its own.
  window.sessionStorage.clear();
});

describe('phone reveal (spec search §4: hidden, then masked after the first five characters, then revealed on click)', () => {
  it('is hidden as the server renders it: no digits in the page', () => {
    const html = renderToString(
      <MantineProvider env="test">
        <PhoneReveal phone="0412 345 678" label="Sales" />
      </MantineProvider>,
    );
    expect(html).toContain('data-phone-state="hidden"');
    expect(html).not.toContain('0412');
  });

  it('shows the first five characters and masks the rest once in the browser', () => {
    const { container } = renderPhone();
    expect(container.querySelector('[data-phone-state]')).toHaveAttribute('data-phone-state', 'masked');
    expect(container).toHaveTextContent('0412 XXX XXX');
    expect(container).not.toHaveTextContent('345');
  });

  it('reveals the number as a link to call on click, and moves focus to it', () => {
    const { container } = renderPhone();
    fireEvent.click(screen.getByRole('button', { name: 'Show number: 2024 Toyota Corolla SX' }));
    const link = screen.getByRole('link', { name: 'Call 2024 Toyota Corolla SX on 0412 345 678' });
    expect(link).toHaveAttribute('href', 'tel:0412345678');
    expect(link).toHaveFocus();
    expect(container.querySelector('[data-phone-state]')).toHaveAttribute('data-phone-state', 'revealed');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('records the reveal once, with the car, dealership and website', async () => {
    const send = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ recorded: true, car_id: 4101, reveals: 1 }, { status: 201 }));
    vi.stubGlobal('fetch', send);
    renderPhone({ record: RECORD });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Show number/ })));
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0][0]).toBe(RECORD.url);
    expect(JSON.parse(send.mock.calls[0][1]?.body as string)).toEqual(RECORD.reveal);
  });

  it('spec search §8: still shows the number when recording fails, logging only', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPhone({ record: RECORD });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Show number/ })));
    expect(screen.getByRole('link', { name: /0412 345 678/ })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('The phone reveal for car 4101 was not recorded (HTTP 503)', 'down');
  });

  it('records nothing where there is no car to record it against', () => {
    const send = vi.fn();
    vi.stubGlobal('fetch', send);
    renderPhone();
    fireEvent.click(screen.getByRole('button', { name: /Show number/ }));
    expect(send).not.toHaveBeenCalled();
  });

  it("uses the dealer's words on the button, keeping them first in its name (WCAG label in name)", () => {
    renderPhone({ revealText: 'Call now', label: 'Service' });
    expect(screen.getByRole('button', { name: 'Call now: Service' })).toHaveTextContent('Call now');
  });

  it('one rule for the page: revealing a number reveals it wherever else it is masked, recording it once', async () => {
    const send = vi.fn(async () => Response.json({ recorded: true, car_id: 4101, reveals: 1 }, { status: 201 }));
    vi.stubGlobal('fetch', send);
    const { container } = render(
      <Provider>
        <MantineProvider env="test">
          <PhoneReveal phone="(07) 5444 0100" label="Sales" />
          <PhoneReveal phone="07 5444 0100" label="2024 Toyota Corolla SX" record={RECORD} />
          <PhoneReveal phone="07 5444 0199" label="Service" />
        </MantineProvider>
      </Provider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show number: 2024 Toyota Corolla SX' })));
    const states = [...container.querySelectorAll('[data-phone-state]')].map((element) => element.getAttribute('data-phone-state'));
    expect(states).toEqual(['revealed', 'revealed', 'masked']);
    expect(screen.getByRole('link', { name: 'Call Sales on (07) 5444 0100' })).toBeInTheDocument();
    // The number pressed keeps the focus; the other is revealed where it stands.
    expect(screen.getByRole('link', { name: 'Call 2024 Toyota Corolla SX on 07 5444 0100' })).toHaveFocus();
    expect(send).toHaveBeenCalledOnce();
  });
});
