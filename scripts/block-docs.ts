import path from 'node:path';
import type { AnyBlockDefinition } from '../runtime/block-types';
import { registry } from '../blocks';

export const BLOCK_DOCS_FILE = path.join(process.cwd(), 'docs/blocks.md');

interface PropSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: unknown[];
  default?: unknown;
  format?: string;
  items?: PropSchema;
  properties?: Record<string, PropSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
}

function typeOf(schema: PropSchema): string {
  if (schema.enum) return schema.enum.map((v) => `\`${String(v)}\``).join(' | ');
  if (schema.type === 'array') return `list of ${schema.items ? typeOf(schema.items) : 'items'}`;
  const base = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  return schema.format ? `${base} (${schema.format})` : base;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function propRows(schema: PropSchema, prefix = ''): string[] {
  const rows: string[] = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const required = schema.required?.includes(name) ? 'yes' : '';
    const fallback = prop.default === undefined ? '' : `\`${JSON.stringify(prop.default)}\``;
    const about = [prop.title, prop.description].filter(Boolean).join(': ');
    rows.push(`| \`${prefix}${name}\` | ${cell(typeOf(prop))} | ${required} | ${cell(fallback)} | ${cell(about)} |`);
    if (prop.type === 'object' && prop.properties) rows.push(...propRows(prop, `${prefix}${name}.`));
    if (prop.type === 'array' && prop.items?.properties) rows.push(...propRows(prop.items, `${prefix}${name}[].`));
  }
  return rows;
}

function blockSection(block: AnyBlockDefinition): string {
  const rows = propRows(block.schema as PropSchema);
  const about = [
    `Category: ${block.category}. ${block.description}`,
    block.slots?.length ? `Slots: ${block.slots.map((s) => `\`${s}\``).join(', ')}.` : '',
    block.load ? 'Loads its data on the server before rendering.' : '',
  ].filter(Boolean);
  const table = rows.length ? ['| prop | type | required | default | about |', '| --- | --- | --- | --- | --- |', ...rows].join('\n') : 'No props.';
  return `${[`## ${block.label} (\`${block.type}\`)`, about.join(' '), table].join('\n\n')}\n`;
}

/** docs/blocks.md, generated from the registry: every block and its props. */
export function blockDocsMarkdown(): string {
  const blocks = registry.list();
  return [
    '# Blocks',
    '',
    'Generated from the block registry by `npm run docs:blocks`; do not edit by hand. A test fails when it is stale.',
    '',
    ...blocks.map((block) => `- [${block.label}](#${block.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${block.type}) — \`${block.type}\``),
    '',
    ...blocks.map(blockSection),
  ].join('\n');
}
