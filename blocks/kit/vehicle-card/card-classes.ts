/** The classes vehicle-card.css styles, named for what they are; card-classes.test.ts holds each to a rule there. */
export const CARD_CLASSES = {
  card: 'vehicle-card',
  photo: 'vehicle-card-photo',
  noPhoto: 'vehicle-card-no-photo',
  body: 'vehicle-card-body',
  badges: 'car-badges',
  badge: 'car-badge',
  name: 'vehicle-card-name',
  price: 'car-price',
  priceWas: 'car-price-was',
  priceAmount: 'car-price-amount',
  priceType: 'car-price-type',
  facts: 'vehicle-card-facts',
  actions: 'vehicle-card-actions',
  otherActions: 'vehicle-card-other-actions',
  button: 'vehicle-card-button',
} as const;

export const SAVE_BUTTON_CLASS = 'save-car-button';

export const COMPARE_CLASSES = {
  compare: 'compare-toggle',
  row: 'compare-toggle-row',
  toggle: 'compare-toggle-label',
  comparison: 'compare-toggle-comparison',
  refusal: 'compare-toggle-refusal',
} as const;
