import * as Mantine from '@mantine/core';
import { render } from '@testing-library/react';
import type { CSSProperties, ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { stylesheetVars } from './stylesheet-defaults';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  CardSection,
  Center,
  Group,
  List,
  ListItem,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  TableTbody,
  TableTd,
  TableTh,
  TableTr,
  Text,
  Title,
  VisuallyHidden,
} from '.';

/** The element's tag, classes (as a set), data attributes and inline style, as the browser reads them, with the stylesheet's defaults for variables left out. */
function described(element: ReactElement) {
  const { container } = render(<Mantine.MantineProvider>{element}</Mantine.MantineProvider>);
  // MantineProvider writes its <style> tags into the container first: the element is what follows them.
  const node = [...container.children].find((child) => child.tagName !== 'STYLE') as HTMLElement;
  const style: Record<string, string> = {};
  for (let i = 0; i < node.style.length; i++) {
    const name = node.style.item(i);
    style[name] = node.style.getPropertyValue(name);
  }
  // A variable the primitive leaves out is given by the kit's stylesheet (stylesheet-defaults.ts); Mantine writes it.
  const given = stylesheetVars(node.classList, Object.fromEntries([...node.attributes].map((a) => [a.name, a.value])));
  for (const [name, value] of Object.entries(given)) style[name] ??= value;
  const data = Object.fromEntries([...node.attributes].filter((a) => a.name.startsWith('data-') || a.name === 'href' || a.name === 'id').map((a) => [a.name, a.value]));
  return { tag: node.tagName, classes: [...node.classList].sort(), data, style, text: node.textContent };
}

/** An element's attributes, its classes and style declarations as sorted sets: their order means nothing to the browser. */
function attributesAsSets(element: Element): Record<string, string> {
  const sorted = (value: string, separator: string) =>
    value
      .split(separator)
      .map((part) => part.trim())
      .filter(Boolean)
      .sort()
      .join(separator);
  return Object.fromEntries([...element.attributes].map((a) => [a.name, a.name === 'class' ? sorted(a.value, ' ') : a.name === 'style' ? sorted(a.value, ';') : a.value]));
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
  [
    'Center',
    <Mantine.Center h="100%" bg="gray.1" key="m">
      x
    </Mantine.Center>,
    <Center h="100%" bg="gray.1" key="p">
      x
    </Center>,
  ],
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

/** Buttons as blocks write them (links in each variant and size, with sections, and a form's submit button), and the cars' badges: compared with what is inside them. */
const BUTTONS: [string, ReactElement, ReactElement][] = [
  [
    'Badge in a CSS colour, sized, with white words and no capitals',
    <Mantine.Badge data-badge="sold" color="#c92a2a" c="white" radius="sm" tt="none" size="lg" key="m">
      y
    </Mantine.Badge>,
    <Badge data-badge="sold" color="#c92a2a" c="white" radius="sm" tt="none" size="lg" key="p">
      y
    </Badge>,
  ],
  [
    'Badge in a theme colour',
    <Mantine.Badge color="red.9" c="white" tt="none" key="m">
      z
    </Mantine.Badge>,
    <Badge color="red.9" c="white" tt="none" key="p">
      z
    </Badge>,
  ],
  ['Button with no variant', <Mantine.Button key="m">q</Mantine.Button>, <Button key="p">q</Button>],
  [
    'Button as a filled link, full width',
    <Mantine.Button component="a" href="/cars" variant="filled" fullWidth data-action="enquire" key="m">
      r
    </Mantine.Button>,
    <Button component="a" href="/cars" variant="filled" fullWidth data-action="enquire" key="p">
      r
    </Button>,
  ],
  [
    'Button as an outline link',
    <Mantine.Button component="a" href="tel:0299999999" variant="outline" key="m">
      s
    </Mantine.Button>,
    <Button component="a" href="tel:0299999999" variant="outline" key="p">
      s
    </Button>,
  ],
  [
    'Button, white and large',
    <Mantine.Button component="a" href="/" variant="white" size="lg" key="m">
      t
    </Mantine.Button>,
    <Button component="a" href="/" variant="white" size="lg" key="p">
      t
    </Button>,
  ],
  [
    'Button, default, with a left section, spread',
    <Mantine.Button component="a" href="/" variant="default" size="md" justify="space-between" leftSection={<i>i</i>} key="m">
      u
    </Mantine.Button>,
    <Button component="a" href="/" variant="default" size="md" justify="space-between" leftSection={<i>i</i>} key="p">
      u
    </Button>,
  ],
  [
    'Button, subtle and compact, with a right section and style props',
    <Mantine.Button component="a" href="/" variant="subtle" size="compact-sm" px={4} mt="auto" style={{ alignSelf: 'flex-start' }} rightSection={<b>b</b>} key="m">
      v
    </Mantine.Button>,
    <Button component="a" href="/" variant="subtle" size="compact-sm" px={4} mt="auto" style={{ alignSelf: 'flex-start' }} rightSection={<b>b</b>} key="p">
      v
    </Button>,
  ],
  [
    'Button whose style sets one of its variables, and a style prop over the style',
    <Mantine.Button
      component="a"
      href="/"
      size="xs"
      variant="default"
      style={{ flex: '1 0 auto', '--button-padding-x': 'var(--mantine-spacing-xs)', marginTop: 5 } as CSSProperties}
      mt="xl"
      key="m"
    >
      x
    </Mantine.Button>,
    <Button
      component="a"
      href="/"
      size="xs"
      variant="default"
      style={{ flex: '1 0 auto', '--button-padding-x': 'var(--mantine-spacing-xs)', marginTop: 5 } as CSSProperties}
      mt="xl"
      key="p"
    >
      x
    </Button>,
  ],
  [
    'Button submitting a form',
    <Mantine.Button type="submit" size="sm" key="m">
      w
    </Mantine.Button>,
    <Button type="submit" size="sm" key="p">
      w
    </Button>,
  ],
];

/**
 * Mantine names the primary colour (blue in its default theme) where the
 * server-rendered Button uses the provider's primary-colour variables:
 * the same values, as the test of the provider's variables below shows.
 */
const PRIMARY_AS_NAMED: [RegExp, string][] = [
  [/var\(--mantine-color-blue-outline-hover\)/g, 'color-mix(in srgb, var(--mantine-primary-color-filled) 5%, transparent)'],
  [/var\(--mantine-color-blue-outline\)/g, 'var(--mantine-primary-color-filled)'],
  [/var\(--mantine-color-blue-(filled-hover|filled|light-hover|light-color)\)/g, 'var(--mantine-primary-color-$1)'],
];

function button(element: ReactElement) {
  const { container } = render(<Mantine.MantineProvider>{element}</Mantine.MantineProvider>);
  const node = [...container.children].find((child) => child.tagName !== 'STYLE') as HTMLElement;
  const { style, ...rest } = described(element);
  const named = Object.fromEntries(Object.entries(style).map(([name, value]) => [name, PRIMARY_AS_NAMED.reduce((text, [from, to]) => text.replace(from, to), value)]));
  return { ...rest, style: named, type: node.getAttribute('type'), inner: node.innerHTML };
}

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

  it.each(BUTTONS)('%s renders as Mantine does, inner spans included', (_, mantine, primitive) => {
    expect(button(primitive)).toEqual(button(mantine));
  });

  it("a bare Button is Mantine's root as it is, with its words directly inside: no inner and label elements", () => {
    const mantine = described(
      <Mantine.Button component="a" href="/cars" variant="default" size="xs">
        View
      </Mantine.Button>,
    );
    const { container } = render(
      <Button component="a" href="/cars" variant="default" size="xs" bare>
        View
      </Button>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.childElementCount).toBe(0);
    expect(root.textContent).toBe('View');
    expect(
      described(
        <Button component="a" href="/cars" variant="default" size="xs" bare>
          View
        </Button>,
      ),
    ).toEqual(mantine);
  });

  it('the primary-colour variables the Button uses are the values Mantine names: outline is the filled shade, its hover that shade at 5%', () => {
    // What MantineProvider writes for its default theme, the light scheme (the only one sites use) over the common variables.
    const resolved = Mantine.defaultCssVariablesResolver(Mantine.DEFAULT_THEME);
    const variables: Record<string, string> = { ...resolved.variables, ...resolved.light };
    const value = (name: string) => variables[name];
    expect(value('--mantine-primary-color-filled')).toBe('var(--mantine-color-blue-filled)');
    expect(value('--mantine-primary-color-filled-hover')).toBe('var(--mantine-color-blue-filled-hover)');
    expect(value('--mantine-primary-color-light-hover')).toBe('var(--mantine-color-blue-light-hover)');
    expect(value('--mantine-primary-color-light-color')).toBe('var(--mantine-color-blue-light-color)');
    expect(value('--mantine-color-blue-filled')).toBe('var(--mantine-color-blue-6)');
    expect(value('--mantine-color-blue-outline')).toBe('var(--mantine-color-blue-6)');
    expect(Mantine.DEFAULT_THEME.colors.blue[6]).toBe('#228be6');
    expect(value('--mantine-color-blue-outline-hover')).toBe('rgba(34, 139, 230, 0.05)');
  });

  it('sends no client component: each primitive is a plain function of its props', () => {
    for (const primitive of [Anchor, Badge, Box, Button, Card, CardSection, Center, Group, List, ListItem, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden]) {
      expect(primitive.length).toBe(1);
      expect((primitive as { $$typeof?: symbol }).$$typeof).toBeUndefined();
    }
  });

  /** Grids as blocks write them: the root element, and the `<style>` before it with its class named alike. */
  it.each<[string, ReactElement, ReactElement]>([
    [
      'SimpleGrid as a list, columns by width',
      <Mantine.SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" m={0} p={0} style={{ listStyle: 'none' }} key="m">
        <li>a</li>
      </Mantine.SimpleGrid>,
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" m={0} p={0} style={{ listStyle: 'none' }} key="p">
        <li>a</li>
      </SimpleGrid>,
    ],
    [
      'SimpleGrid with one column count, spacing and vertical spacing',
      <Mantine.SimpleGrid cols={4} spacing="xl" verticalSpacing={12} mb="xl" key="m">
        b
      </Mantine.SimpleGrid>,
      <SimpleGrid cols={4} spacing="xl" verticalSpacing={12} mb="xl" key="p">
        b
      </SimpleGrid>,
    ],
    [
      'SimpleGrid with spacing by width and a maximum width',
      <Mantine.SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing={{ base: 'sm', md: 'xl' }} maw={960} mx="auto" key="m">
        c
      </Mantine.SimpleGrid>,
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing={{ base: 'sm', md: 'xl' }} maw={960} mx="auto" key="p">
        c
      </SimpleGrid>,
    ],
  ])('%s renders as Mantine does', (_, mantine, primitive) => {
    const grid = (element: ReactElement) => {
      const { container } = render(<Mantine.MantineProvider>{element}</Mantine.MantineProvider>);
      const style = container.querySelector('style[data-mantine-styles="inline"]') as HTMLStyleElement;
      const root = style.nextElementSibling as HTMLElement;
      const named = [...root.classList].find((name) => name.startsWith('__m__-')) as string;
      const attributes = attributesAsSets(root);
      return {
        root: { tag: root.tagName, ...attributes, class: attributes.class?.replace(named, 'GRID'), inside: root.innerHTML },
        style: style.innerHTML.replaceAll(named, 'GRID'),
      };
    };
    expect(grid(primitive)).toEqual(grid(mantine));
  });

  it.each<[string, ReactElement, ReactElement]>([
    [
      'Table without row borders, spacings, font size and layout, a header cell per row',
      <Mantine.Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm" layout="auto" key="m">
        <Mantine.TableTbody>
          <Mantine.TableTr data-open>
            <Mantine.TableTh scope="row" fw={600} pr="md" style={{ whiteSpace: 'nowrap' }}>
              Mon
            </Mantine.TableTh>
            <Mantine.TableTd>9:00 AM - 5:00 PM</Mantine.TableTd>
          </Mantine.TableTr>
        </Mantine.TableTbody>
      </Mantine.Table>,
      <Table verticalSpacing={2} horizontalSpacing={0} fz="sm" layout="auto" key="p">
        <TableTbody>
          <TableTr withRowBorder={false} data-open>
            <TableTh scope="row" fw={600} pr="md" style={{ whiteSpace: 'nowrap' }}>
              Mon
            </TableTh>
            <TableTd>9:00 AM - 5:00 PM</TableTd>
          </TableTr>
        </TableTbody>
      </Table>,
    ],
    [
      'Table with Mantine’s defaults: 7 px rows, row borders',
      <Mantine.Table key="m">
        <Mantine.TableTbody>
          <Mantine.TableTr>
            <Mantine.TableTd>a</Mantine.TableTd>
          </Mantine.TableTr>
        </Mantine.TableTbody>
      </Mantine.Table>,
      <Table key="p">
        <TableTbody>
          <TableTr>
            <TableTd>a</TableTd>
          </TableTr>
        </TableTbody>
      </Table>,
    ],
  ])('%s renders as Mantine does', (_, mantine, primitive) => {
    const table = (element: ReactElement) => {
      const { container } = render(<Mantine.MantineProvider>{element}</Mantine.MantineProvider>);
      const root = container.querySelector('table') as HTMLTableElement;
      // Every element of the table, each with its attributes.
      return [root, ...root.querySelectorAll('*')].map((node) => ({
        tag: node.tagName,
        text: node.children.length === 0 ? node.textContent : undefined,
        ...attributesAsSets(node),
      }));
    };
    expect(table(primitive)).toEqual(table(mantine));
  });

  /** Cards as blocks write them: the root as `described` reads it, and every element inside it with its attributes. */
  it.each<[string, ReactElement, ReactElement]>([
    [
      'Card with a section first, as a location card has its picture',
      <Mantine.Card component="article" withBorder radius="md" padding="md" h="100%" data-location="a" key="m">
        <Mantine.CardSection mb="sm">
          <img src="/a.svg" alt="" />
        </Mantine.CardSection>
        <p>b</p>
      </Mantine.Card>,
      <Card component="article" withBorder radius="md" padding="md" h="100%" data-location="a" key="p">
        <CardSection first mb="sm">
          <img src="/a.svg" alt="" />
        </CardSection>
        <p>b</p>
      </Card>,
    ],
    ['Card with no section', <Mantine.Card key="m">c</Mantine.Card>, <Card key="p">c</Card>],
  ])('%s renders as Mantine does, what is inside included', (_, mantine, primitive) => {
    const whole = (element: ReactElement) => {
      const { container } = render(<Mantine.MantineProvider>{element}</Mantine.MantineProvider>);
      const root = [...container.children].find((child) => child.tagName !== 'STYLE') as HTMLElement;
      return { root: described(element), inside: [...root.querySelectorAll('*')].map((node) => ({ tag: node.tagName, ...attributesAsSets(node) })) };
    };
    expect(whole(primitive)).toEqual(whole(mantine));
  });

  it('SimpleGrid writes into its <style> only theme sizes, numbers and whole column counts', () => {
    const { container } = render(<SimpleGrid cols={2.5} spacing={'}</style><script>alert(1)</script>' as never} verticalSpacing="md" />);
    expect(container.querySelector('style')!.innerHTML).toMatch(/^\.__m__-sg[0-9a-z]+\{--sg-spacing-y:var\(--mantine-spacing-md\);\}$/);
    expect(container.querySelector('script')).toBeNull();
  });
});
