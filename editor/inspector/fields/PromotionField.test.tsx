import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../blocks';
import { promoCardSchema } from '../../../blocks/promo-card/schema';
import { promoSliderSchema } from '../../../blocks/promo-slider/schema';
import { editorTestDocument } from '../../document/test-support/editor-documents';
import { createEditorStore } from '../../state/editor-store';
import { fieldKindOf } from '../field-kind';
import { renderForm } from '../test-support/render-form';
import { missingPromotionWords, promotionWords } from './PromotionField';

const SUMMER = { id: 'summer-sale', title: 'Summer sale', start: '2026-12-01T00:00:00Z', expiry: '2027-01-31T00:00:00Z' };
const SERVICE = { id: 'service-special', title: 'Service special' };

function siteStore(promotions: { id: string; title: string }[] = [SUMMER, SERVICE]) {
  const document = editorTestDocument();
  document.promotions = promotions.map((promotion) => ({ text: '', cta: 'Find out more', ...promotion }));
  return createEditorStore(registry, document);
}

const cardSchema = { type: 'object', properties: { promotionId: promoCardSchema.properties.promotionId } } as const;

describe('promotion field', () => {
  it("editor pickers: a promo card's and a slider's promotions are picked, not typed", () => {
    expect(fieldKindOf(promoCardSchema.properties.promotionId)).toBe('promotion');
    expect(fieldKindOf(promoSliderSchema.properties.promotionIds.items)).toBe('promotion');
  });

  it("editor pickers: lists the site's promotions by title and dates, and picking one stores its id", () => {
    const { lastChange } = renderForm(cardSchema, {}, [], siteStore());
    const picker = screen.getByRole('combobox', { name: 'Promotion' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', promotionWords(SUMMER), 'Service special']);
    fireEvent.change(picker, { target: { value: 'summer-sale' } });
    expect(lastChange()).toEqual({ value: { promotionId: 'summer-sale' }, pointer: '/promotionId' });
    fireEvent.change(picker, { target: { value: '' } });
    expect(lastChange().value).toEqual({});
  });

  it('editor pickers: a promotion removed from the site is still shown, flagged', () => {
    renderForm(cardSchema, { promotionId: 'spring-sale' }, [], siteStore());
    const picker = screen.getByRole('combobox', { name: 'Promotion' });
    expect(picker).toHaveValue('spring-sale');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription(expect.stringContaining(missingPromotionWords('spring-sale')));
  });

  it('editor pickers: a site without promotions says so', () => {
    renderForm(cardSchema, {}, [], siteStore([]));
    expect(
      within(screen.getByRole('combobox', { name: 'Promotion' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['The site has no promotions yet']);
  });
});
