import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function SendButton() {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated}>
      Send
    </button>
  );
}

describe('useHydrated', () => {
  it("is false in the server's HTML, so a form's send button starts disabled", () => {
    expect(renderToString(<SendButton />)).toContain('disabled');
  });

  it('is true once rendered in the browser', () => {
    render(<SendButton />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
