import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_CLASSES, COMPARE_CLASSES, SAVE_BUTTON_CLASS } from './card-classes';

const stylesheet = readFileSync(path.join(__dirname, 'vehicle-card.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const styled = new Set([...stylesheet.matchAll(/\.([a-z][\w-]*)/g)].map(([, name]) => name));

describe('the vehicle card’s classes', () => {
  it('each class the card, its save button and Compare write is styled in vehicle-card.css, and the stylesheet styles no other', () => {
    const written = [...Object.values(CARD_CLASSES), SAVE_BUTTON_CLASS, ...Object.values(COMPARE_CLASSES)];
    expect(new Set(written)).toEqual(styled);
  });
});
