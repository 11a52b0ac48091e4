import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pressKey } from '../test-support/keyboard';
import { ShowMore } from './ShowMore.client';

function renderShowMore() {
  return render(
    <MantineProvider env="test">
      <ShowMore id="comments" collapsed={<p>Short</p>} expanded={<p>The whole text</p>} showText="Show more" hideText="Show less" />
    </MantineProvider>,
  );
}

describe('show more / show less', () => {
  it('starts collapsed, and says so', () => {
    renderShowMore();
    const button = screen.getByRole('button', { name: 'Show more' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'comments-content');
    expect(document.getElementById('comments-content')).toHaveTextContent('Short');
  });

  it('expands and collapses from the keyboard', () => {
    renderShowMore();
    pressKey(screen.getByRole('button', { name: 'Show more' }), 'Enter');
    const button = screen.getByRole('button', { name: 'Show less' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('comments-content')).toHaveTextContent('The whole text');
    pressKey(button, ' ');
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('The whole text')).not.toBeInTheDocument();
  });
});
