import { Checkbox, MantineProvider } from '@mantine/core';
import { useId, useReducedMotion } from '@mantine/hooks';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/** Each id an IdProbe rendered with, in order. */
const renders: string[] = [];
function IdProbe() {
  const id = useId();
  renders.push(id);
  return <span id={id}>probe</span>;
}

/**
 * patches/@mantine+hooks, part 1: Mantine's useId kept React's id for the server and
 * then, in a layout effect, swapped in a random one, so every Mantine form
 * control on a dealer page (compare toggles, filter checkboxes, inputs)
 * rendered a second time as hydration ended. The patched hook keeps React's
 * id, which is the same on both sides.
 */
describe("Mantine's useId, patched at install", () => {
  it('gives the id the server wrote and renders once while hydrating', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<IdProbe />);
    const serverId = container.querySelector('span')!.id;
    renders.length = 0;
    document.body.append(container);

    const root = await act(async () => hydrateRoot(container, <IdProbe />));

    expect(serverId).toMatch(/^mantine-/);
    expect(renders).toEqual([serverId]);
    expect(container.querySelector('span')!.id).toBe(serverId);
    act(() => root.unmount());
    container.remove();
  });

  it('keeps a hydrated checkbox labelled by the id the server wrote', async () => {
    const page = (
      <MantineProvider>
        <Checkbox label="Compare" />
      </MantineProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const serverId = container.querySelector('input')!.id;
    document.body.append(container);

    const root = await act(async () => hydrateRoot(container, page));

    expect(container.querySelector('input')!.id).toBe(serverId);
    expect(container.querySelector('label')!.htmlFor).toBe(serverId);
    act(() => root.unmount());
    container.remove();
  });
});

/** Each answer a MotionProbe rendered with, in order. */
const answers: boolean[] = [];
function MotionProbe() {
  const reduced = useReducedMotion();
  answers.push(reduced);
  return <span>{String(reduced)}</span>;
}

/**
 * patches/@mantine+hooks, part 2: useMediaQuery started unset and, in an
 * effect, set false where the query did not match: a second render of every
 * Collapse and Transition (they ask for reduced motion) on every page, for
 * the same answer. Unset now starts as false, which the hook answered anyway.
 */
describe("Mantine's useMediaQuery, patched at install", () => {
  function hydratedRenders(matches: boolean) {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original(query), matches });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MotionProbe />);
    answers.length = 0;
    document.body.append(container);
    return {
      answers,
      async hydrate() {
        try {
          const root = await act(async () => hydrateRoot(container, <MotionProbe />));
          act(() => root.unmount());
        } finally {
          container.remove();
          window.matchMedia = original;
        }
      },
    };
  }

  it('renders once while hydrating when the query does not match', async () => {
    const probe = hydratedRenders(false);
    await probe.hydrate();
    expect(probe.answers).toEqual([false]);
  });

  it('still renders again with true when it matches', async () => {
    const probe = hydratedRenders(true);
    await probe.hydrate();
    expect(probe.answers).toEqual([false, true]);
  });
});
