import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { heroBannerDefaults, heroBannerSchema } from '../../blocks/hero-banner/schema';
import { renderForm } from './test-support/render-form';

const renders = vi.hoisted(() => [] as string[]);

// Counts the renders of every text field by pointer, around the real component.
vi.mock('./fields/TextField', async (importOriginal) => {
  const real = await importOriginal<typeof import('./fields/TextField')>();
  return {
    ...real,
    TextField: (props: Parameters<typeof real.TextField>[0]) => {
      renders.push(props.pointer);
      return real.TextField(props);
    },
  };
});

const FIELD_COUNT = 60;

const manyFields = {
  type: 'object',
  properties: {
    ...Object.fromEntries(Array.from({ length: FIELD_COUNT }, (_, i) => [`field${i}`, { type: 'string', title: `Field ${i}` }])),
    nested: { type: 'object', properties: { inner: { type: 'string', title: 'Inner' }, other: { type: 'string', title: 'Other' } } },
  },
} as const;

describe('SchemaForm rendering cost', () => {
  beforeEach(() => {
    renders.length = 0;
  });

  it('spec editor (typing under 50 ms): a character typed re-renders only the field it changes', () => {
    renderForm(manyFields, {});
    expect(renders).toHaveLength(FIELD_COUNT + 2);
    renders.length = 0;
    fireEvent.change(screen.getByRole('textbox', { name: 'Field 7' }), { target: { value: 'a' } });
    expect(renders).toEqual(['/field7']);
    renders.length = 0;
    fireEvent.change(screen.getByRole('textbox', { name: 'Inner' }), { target: { value: 'b' } });
    expect(renders).toEqual(['/nested/inner']);
  });

  it('new validation results re-render only the fields whose errors changed', () => {
    const { showErrors } = renderForm(manyFields, {});
    renders.length = 0;
    showErrors([{ path: '/field3', message: 'must not be empty' }]);
    expect(renders).toEqual(['/field3']);
    renders.length = 0;
    showErrors([{ path: '/field3', message: 'must not be empty' }]);
    expect(renders).toEqual([]);
  });

  it('spec editor (typing under 50 ms): typing in one list item leaves the other items and fields alone', () => {
    renderForm(heroBannerSchema, structuredClone(heroBannerDefaults) as Record<string, unknown>);
    for (const header of screen.getAllByRole('button', { expanded: false })) fireEvent.click(header);
    renders.length = 0;
    fireEvent.change(screen.getAllByRole('textbox', { name: /Label/ })[0], { target: { value: 'Our cars' } });
    expect(renders).toEqual(['/buttons/0/label']);
  });
});
