/** The files a new block starts with; pure, so the scaffolder's output is tested. */

export interface BlockNames {
  type: string;
  label: string;
  /** PascalCase component name, e.g. TradeInBanner */
  component: string;
  /** camelCase variable name, e.g. tradeInBanner */
  variable: string;
}

export function namesFor(type: string, label?: string): BlockNames {
  const words = type.split('-');
  const component = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return {
    type,
    label: label ?? words.map((w, i) => (i === 0 ? w[0].toUpperCase() + w.slice(1) : w)).join(' '),
    component,
    variable: component[0].toLowerCase() + component.slice(1),
  };
}

export function blockFiles(names: BlockNames, category: string): Record<string, string> {
  const { type, label, component, variable } = names;
  return {
    'schema.ts': `import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';

export const ${variable}Schema = {
  type: 'object',
  title: '${label}',
  description: "What this block shows, in the dealer's words.",
  additionalProperties: false,
  required: ['heading'],
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 120, default: '${label}' },
  },
} as const;

export type ${component}Props = FromSchema<typeof ${variable}Schema>;

export const ${variable}Defaults = defaultsOf(${variable}Schema);
`,
    [`${component}.tsx`]: `import { Container, Title } from '@mantine/core';
import type { BlockRenderInput } from '../../runtime/block-types';
import type { ${component}Props } from './schema';

/** A pure function of props and data: no hooks, no fetching. */
export function ${component}({ props }: BlockRenderInput<${component}Props, undefined>) {
  return (
    <Container size="lg" py="lg">
      <Title order={2}>{props.heading}</Title>
    </Container>
  );
}
`,
    'index.ts': `import { defineBlock } from '../../runtime/block-types';
import { ${component} } from './${component}';
import { ${variable}Defaults, ${variable}Schema } from './schema';

export default defineBlock({
  type: '${type}',
  label: '${label}',
  category: '${category}',
  description: "What this block shows, in the dealer's words.",
  schema: ${variable}Schema,
  defaults: ${variable}Defaults,
  component: ${component},
});
`,
    [`${component}.test.tsx`]: `import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../kit/test-support/site-context';
import ${variable} from './index';

describe('${label} block', () => {
  it('shows its heading', () => {
    renderBlock(${variable}, { heading: 'Hello from ${label}' });
    expect(screen.getByRole('heading', { name: 'Hello from ${label}' })).toBeInTheDocument();
  });
});
`,
  };
}

/** Adds the import and the list entry to blocks/index.ts, keeping the imports sorted. */
export function addToBlockIndex(source: string, names: BlockNames): string {
  const importLine = `import ${names.variable} from './${names.type}';`;
  const lines = source.split('\n');
  const importIndexes = lines.flatMap((line, i) => (/^import \w+ from '\.\/[a-z0-9-]+';$/.test(line) ? [i] : []));
  const insertAt = importIndexes.find((i) => lines[i] > importLine) ?? importIndexes[importIndexes.length - 1] + 1;
  lines.splice(insertAt, 0, importLine);
  const listEnd = lines.findIndex((line, i) => line === '];' && lines.slice(0, i).some((l) => l.includes('export const allBlocks')));
  if (listEnd === -1) throw new Error('blocks/index.ts has no allBlocks list ending in "];"');
  lines.splice(listEnd, 0, `  ${names.variable},`);
  return lines.join('\n');
}
