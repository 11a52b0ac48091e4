import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated, useHydratedValue } from './use-hydrated';

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

let renders = 0;

/** A save button's state: the server does not know the browser's saved list. */
function Saved({ value }: { value: boolean }) {
  renders++;
  return <span>{useHydratedValue(value, false) ? 'Saved' : 'Not saved'}</span>;
}

describe('useHydratedValue', () => {
  /** Renders `Saved` on the server with `false`, then hydrates it in the browser with `saved`, counting the renders. */
  async function hydrateSaved(saved: boolean) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Saved value={false} />);
    document.body.append(container);
    const serverHtml = container.innerHTML;
    renders = 0;
    const seen: string[] = [];
    const root = await act(async () => hydrateRoot(container, <Saved value={saved} />, { onRecoverableError: (error) => seen.push(String(error)) }));
    return { renders, serverHtml, text: container.textContent, errors: seen, unmount: () => act(() => root.unmount()) };
  }

  it('hydrates as the server drew it and renders once when the browser knows nothing more', async () => {
    const hydrated = await hydrateSaved(false);
    expect(hydrated.text).toBe('Not saved');
    expect(hydrated.renders).toBe(1);
    expect(hydrated.errors).toEqual([]);
    await hydrated.unmount();
  });

  it('renders again with the browser’s value when it differs from the server’s, without a hydration mismatch', async () => {
    const hydrated = await hydrateSaved(true);
    expect(hydrated.serverHtml).toContain('Not saved');
    expect(hydrated.text).toBe('Saved');
    expect(hydrated.renders).toBe(2);
    expect(hydrated.errors).toEqual([]);
    await hydrated.unmount();
  });

  it('is the browser’s value when rendered in the browser from the start', () => {
    render(<Saved value={true} />);
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });
});
