import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pressKey } from '../test-support/keyboard';
import { withStylesheet } from '../test-support/stylesheet';
import { ShowMore } from './ShowMore.client';

function renderShowMore() {
  return render(
    <MantineProvider env="test">
      <ShowMore id="comments" preview={<p>Short</p>} showText="Show more" hideText="Show less">
        <p>The whole text</p>
      </ShowMore>
    </MantineProvider>,
  );
}

function renderShownInPart() {
  withStylesheet(path.join(__dirname, 'show-more.css'));
  return render(
    <MantineProvider env="test">
      <ShowMore id="equipment" showText="Show More" hideText="Show Less">
        <ul>
          <li>First</li>
          <li data-more>Second</li>
        </ul>
      </ShowMore>
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

  it('without a preview, hides the parts marked data-more until expanded, sending the content once', () => {
    renderShownInPart();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First']);
    expect(document.querySelectorAll('li')).toHaveLength(2);
    pressKey(screen.getByRole('button', { name: 'Show More' }), 'Enter');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First', 'Second']);
    pressKey(screen.getByRole('button', { name: 'Show Less' }), 'Enter');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
