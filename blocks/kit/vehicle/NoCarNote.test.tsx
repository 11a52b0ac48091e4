import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoCarNote } from './NoCarNote';

describe('a vehicle block on a page without a car', () => {
  it('shows a shopper nothing', () => {
    const { container } = render(<NoCarNote site={{ mode: 'site' }} label="Vehicle panel" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('tells the marketer in the editor where it belongs', () => {
    render(<NoCarNote site={{ mode: 'editor' }} label="Vehicle panel" />);
    expect(screen.getByRole('note')).toHaveTextContent('Vehicle panel shows the car of a vehicle page. Put it on the page at /cars/:slug.');
  });
});
