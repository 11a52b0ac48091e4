import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormLoading } from './FormLoading';

describe("a form's loading spinner", () => {
  it('is a named status, so its name is allowed and announced (WCAG 4.1.2, 4.1.3)', () => {
    render(
      <MantineProvider env="test">
        <FormLoading />
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading the form' })).toBeInTheDocument();
  });
});
