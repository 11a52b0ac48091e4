import { describe, expect, it } from 'vitest';
import { ajv } from '../schemas/ajv';
import { allBlocks } from './index';

interface PropertySchema {
  title?: string;
  properties?: Record<string, PropertySchema>;
}

describe.each(allBlocks.map((block) => [block.type, block] as const))('%s block definition', (_type, block) => {
  it('starts new blocks with props its schema accepts', () => {
    const validate = ajv.compile(block.schema as object);
    expect(validate(structuredClone(block.defaults)), ajv.errorsText(validate.errors)).toBe(true);
  });

  it('gives the editor a title for the block and for each of its props', () => {
    const schema = block.schema as PropertySchema;
    expect(schema.title).toBeTruthy();
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      expect(property.title, `${block.type}.${name}`).toBeTruthy();
    }
  });

  it('accepts a block written with no props at all, as the document schema defaults them to {}', () => {
    const validate = ajv.compile(block.schema as object);
    expect(validate({}), ajv.errorsText(validate.errors)).toBe(true);
  });
});

describe('block list', () => {
  it('has each type once, named in kebab-case', () => {
    const types = allBlocks.map((block) => block.type);
    expect(new Set(types).size).toBe(types.length);
    for (const type of types) expect(type).toMatch(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/);
  });
});
