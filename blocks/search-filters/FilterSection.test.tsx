import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterSection } from './FilterSection.client';

describe('filter section', () => {
  it('spec search §9 "sliding animation 300 ms": a filter section opens and closes in 300 ms, as toasts slide in', () => {
    render(
      <MantineProvider>
        <FilterSection title="Body type">
          <p>SUV</p>
        </FilterSection>
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: 'Body type' });
    fireEvent.click(button);
    const content = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(content?.style.transition).toContain('300ms');
  });
});
