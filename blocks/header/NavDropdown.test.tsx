import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pressKey } from '../kit/test-support/keyboard';
import { NavDropdown } from './NavDropdown.client';

const LINKS = [
  { label: 'Fleet', href: '/sites/bayside-motors/fleet' },
  { label: 'Careers', href: '/sites/bayside-motors/careers' },
];

/** `env="test"`: Mantine's transitions end at once, as in the other blocks' tests. */
function More() {
  return (
    <MantineProvider env="test">
      <NavDropdown label="More" links={LINKS} />
    </MantineProvider>
  );
}

const moreButton = () => screen.getByRole('button', { name: 'More' });

describe("the header's dropdown menus", () => {
  it("hydrate without rendering again: the menu mounts only once the shopper reaches its button (a closed Mantine menu sets state from its button's ref as it mounts)", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<More />);
    document.body.append(container);
    const phases: string[] = [];
    const page = (
      <Profiler id="menu" onRender={(_id, phase) => phases.push(phase)}>
        <More />
      </Profiler>
    );

    const root = await act(async () => hydrateRoot(container, page));

    expect(phases).toEqual(['mount']);
    const button = within(container).getByRole('button', { name: 'More' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => root.unmount());
    container.remove();
  });

  it('keeps the focus on the button when focused, and opens on Enter with its links', async () => {
    render(<More />);
    const first = moreButton();
    act(() => first.focus());
    // The menu's code loads, and its own button takes the place and the focus of the first.
    await waitFor(() => expect(moreButton()).not.toBe(first));
    expect(moreButton()).toHaveFocus();
    pressKey(moreButton(), 'Enter');
    expect(moreButton()).toHaveAttribute('aria-expanded', 'true');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Fleet', '/sites/bayside-motors/fleet'],
      ['Careers', '/sites/bayside-motors/careers'],
    ]);
  });

  it('opens when a mouse points at it, as hovering a mounted menu does', async () => {
    render(<More />);
    fireEvent.pointerEnter(moreButton(), { pointerType: 'mouse' });
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('stays closed for a mouse that passed over it before its code had loaded', async () => {
    render(<More />);
    const first = moreButton();
    fireEvent.pointerEnter(first, { pointerType: 'mouse' });
    fireEvent.pointerLeave(first, { pointerType: 'mouse' });
    await waitFor(() => expect(moreButton()).not.toBe(first));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it("waits for a tap's own click to open, so the tap does not close what its touch opened", async () => {
    render(<More />);
    const first = moreButton();
    fireEvent.pointerEnter(first, { pointerType: 'touch' });
    await waitFor(() => expect(moreButton()).not.toBe(first));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(moreButton());
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('opens on a tap that lands before the menu’s code has loaded', async () => {
    render(<More />);
    fireEvent.pointerEnter(moreButton(), { pointerType: 'touch' });
    fireEvent.click(moreButton());
    const menu = await screen.findByRole('menu');
    // Opened by a press, as a menu button opened by a key: the focus on its first item.
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
  });

  it('opens when pressed without being focused first (as a screen reader may), the focus on its first link', async () => {
    render(<More />);
    fireEvent.click(moreButton());
    const menu = await screen.findByRole('menu');
    // Opened by a press, as a menu button opened by a key: the focus on its first item.
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
  });
});
