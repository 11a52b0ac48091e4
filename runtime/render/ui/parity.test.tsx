import * as Mantine from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Anchor, Box, Group, List, ListItem, Paper, Stack, Text, Title, VisuallyHidden } from '.';

/** The element's tag, classes (as a set), data attributes and inline style, as the browser reads them. */
function described(element: ReactElement) {
  const { container } = render(<Mantine.MantineProvider>{element}</Mantine.MantineProvider>);
  // MantineProvider writes its <style> tags into the container first: the element is what follows them.
  const node = [...container.children].find((child) => child.tagName !== 'STYLE') as HTMLElement;
  const style: Record<string, string> = {};
  for (let i = 0; i < node.style.length; i++) {
    const name = node.style.item(i);
    style[name] = node.style.getPropertyValue(name);
  }
  const data = Object.fromEntries([...node.attributes].filter((a) => a.name.startsWith('data-') || a.name === 'href' || a.name === 'id').map((a) => [a.name, a.value]));
  return { tag: node.tagName, classes: [...node.classList].sort(), data, style, text: node.textContent };
}

/** Each server-rendered primitive writes what Mantine's own component writes for the same props. */
const CASES: [string, ReactElement, ReactElement][] = [
  [
    'Text with a colour, weight, size and margin',
    <Mantine.Text c="gray.7" fw={600} fz="sm" mt="xs" key="m">
      a
    </Mantine.Text>,
    <Text c="gray.7" fw={600} fz="sm" mt="xs" key="p">
      a
    </Text>,
  ],
  [
    'Text as a span with a theme size',
    <Mantine.Text span size="lg" c="white" key="m">
      b
    </Mantine.Text>,
    <Text span size="lg" c="white" key="p">
      b
    </Text>,
  ],
  [
    'Text inheriting its parent',
    <Mantine.Text inherit component="span" key="m">
      c
    </Mantine.Text>,
    <Text inherit component="span" key="p">
      c
    </Text>,
  ],
  [
    'Title of order 2 in a heading size',
    <Mantine.Title order={2} size="h4" id="t" mb="md" key="m">
      d
    </Mantine.Title>,
    <Title order={2} size="h4" id="t" mb="md" key="p">
      d
    </Title>,
  ],
  [
    'Title of order 3 in pixels',
    <Mantine.Title order={3} fz={20} key="m">
      e
    </Mantine.Title>,
    <Title order={3} fz={20} key="p">
      e
    </Title>,
  ],
  [
    'Group',
    <Mantine.Group gap="xs" wrap="nowrap" justify="space-between" key="m">
      f
    </Mantine.Group>,
    <Group gap="xs" wrap="nowrap" justify="space-between" key="p">
      f
    </Group>,
  ],
  [
    'Stack',
    <Mantine.Stack gap={4} component="ul" p={0} m={0} key="m">
      g
    </Mantine.Stack>,
    <Stack gap={4} component="ul" p={0} m={0} key="p">
      g
    </Stack>,
  ],
  [
    'Anchor',
    <Mantine.Anchor href="/search" fw={700} underline="always" key="m">
      h
    </Mantine.Anchor>,
    <Anchor href="/search" fw={700} underline="always" key="p">
      h
    </Anchor>,
  ],
  [
    'Paper',
    <Mantine.Paper withBorder radius="md" p="lg" component="section" key="m">
      i
    </Mantine.Paper>,
    <Paper withBorder radius="md" p="lg" component="section" key="p">
      i
    </Paper>,
  ],
  [
    'Box with a border, background and max width',
    <Mantine.Box bd="2px solid var(--mantine-color-red-9)" bg="gray.1" maw={640} px="md" mx="auto" key="m">
      j
    </Mantine.Box>,
    <Box bd="2px solid var(--mantine-color-red-9)" bg="gray.1" maw={640} px="md" mx="auto" key="p">
      j
    </Box>,
  ],
  [
    'Box shown from a breakpoint',
    <Mantine.Box visibleFrom="sm" pos="relative" key="m">
      k
    </Mantine.Box>,
    <Box visibleFrom="sm" pos="relative" key="p">
      k
    </Box>,
  ],
  ['VisuallyHidden', <Mantine.VisuallyHidden key="m">l</Mantine.VisuallyHidden>, <VisuallyHidden key="p">l</VisuallyHidden>],
];

/** Lists as blocks write them (specifications, reserve terms, return policy), compared whole: the items' wrappers matter too. */
const LISTS: [string, ReactElement, ReactElement][] = [
  [
    'List with a theme spacing',
    <Mantine.List spacing="xs" key="m">
      <Mantine.ListItem>m</Mantine.ListItem>
      <Mantine.ListItem>n</Mantine.ListItem>
    </Mantine.List>,
    <List spacing="xs" key="p">
      <ListItem>m</ListItem>
      <ListItem>n</ListItem>
    </List>,
  ],
  [
    'List with a size and spacing in pixels',
    <Mantine.List fz="sm" spacing={2} key="m">
      <Mantine.ListItem>o</Mantine.ListItem>
    </Mantine.List>,
    <List fz="sm" spacing={2} key="p">
      <ListItem>o</ListItem>
    </List>,
  ],
  [
    'List with no spacing',
    <Mantine.List key="m">
      <Mantine.ListItem>p</Mantine.ListItem>
    </Mantine.List>,
    <List key="p">
      <ListItem>p</ListItem>
    </List>,
  ],
];

/** The list as `described` reads it, and its items' markup as the browser holds it. */
function markup(element: ReactElement) {
  const { container } = render(<Mantine.MantineProvider>{element}</Mantine.MantineProvider>);
  return { list: described(element), items: (container.querySelector('ul') as HTMLElement).innerHTML };
}

describe('server-rendered layout primitives', () => {
  it.each(CASES)('%s renders as Mantine does', (_, mantine, primitive) => {
    expect(described(primitive)).toEqual(described(mantine));
  });

  it.each(LISTS)('%s renders as Mantine does, items included', (_, mantine, primitive) => {
    expect(markup(primitive)).toEqual(markup(mantine));
  });

  it('sends no client component: each primitive is a plain function of its props', () => {
    for (const primitive of [Anchor, Box, Group, List, ListItem, Paper, Stack, Text, Title, VisuallyHidden]) {
      expect(primitive.length).toBe(1);
      expect((primitive as { $$typeof?: symbol }).$$typeof).toBeUndefined();
    }
  });
});
