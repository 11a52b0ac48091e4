import { describe, expect, it } from 'vitest';
import { validateSiteDocument } from '../runtime/site-document/validator';
import { registry } from './index';
import { testSiteDocument } from './kit/test-support/site-document';

describe("the blocks' test site document", () => {
  it('is a valid site document for the block registry, already complete with its defaults', () => {
    const written = testSiteDocument();
    const result = validateSiteDocument(written, registry);
    expect(result.errors).toEqual([]);
    if (!result.valid) return;
    expect(result.document.settings).toEqual(written.settings);
    expect(result.document.theme).toEqual(written.theme);
    expect(result.document.texts).toEqual(written.texts);
    expect(result.document.navigation).toEqual(written.navigation);
    expect(result.document.promotions).toEqual(written.promotions);
  });
});
