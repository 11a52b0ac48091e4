import { describe, expect, it } from 'vitest';
import { migrateSiteDocument, SiteDocumentTooNewError, type SiteDocumentMigration } from './migrate';

const renameDeposit: SiteDocumentMigration = {
  from: 1,
  describe: 'settings.deposit became settings.reserveOnline.depositDollars',
  up: ({ settings, ...rest }) => {
    const { deposit, ...others } = (settings ?? {}) as Record<string, unknown>;
    return { ...rest, settings: { ...others, reserveOnline: { depositDollars: deposit } } };
  },
};
const addTexts: SiteDocumentMigration = { from: 2, describe: 'texts became required', up: (doc) => ({ texts: {}, ...doc }) };

describe('schemaVersion migrations run on load', () => {
  it('upgrades an old document step by step and records what it did', () => {
    const old = { schemaVersion: 1, settings: { deposit: 250 } };
    const { document, applied } = migrateSiteDocument(old, [renameDeposit, addTexts], 3);
    expect(document).toEqual({ schemaVersion: 3, texts: {}, settings: { reserveOnline: { depositDollars: 250 } } });
    expect(applied).toEqual([renameDeposit.describe, addTexts.describe]);
    expect(old).toEqual({ schemaVersion: 1, settings: { deposit: 250 } });
  });

  it('treats a document without schemaVersion as version 1', () => {
    expect(migrateSiteDocument({ settings: { deposit: 100 } }, [renameDeposit], 2).document.schemaVersion).toBe(2);
  });

  it('leaves a current document alone', () => {
    expect(migrateSiteDocument({ schemaVersion: 3 }, [renameDeposit, addTexts], 3)).toEqual({ document: { schemaVersion: 3 }, applied: [] });
  });

  it('refuses a document newer than the platform', () => {
    expect(() => migrateSiteDocument({ schemaVersion: 4 }, [], 3)).toThrow(SiteDocumentTooNewError);
  });

  it('says which step is missing', () => {
    expect(() => migrateSiteDocument({ schemaVersion: 1 }, [addTexts], 3)).toThrow('No migration from schemaVersion 1 to 2.');
  });
});
