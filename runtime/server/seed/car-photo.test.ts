import { describe, expect, it } from 'vitest';
import { BODY_TYPES } from '../../../schemas/entities/car-values';
import { CAR_PHOTO_COLOURS, CAR_PHOTO_VIEWS, carPhotoPath, carPhotoSvg, parseCarPhotoFileName, type CarPhotoColour } from './car-photo';

const COLOURS = Object.keys(CAR_PHOTO_COLOURS) as CarPhotoColour[];

/** Well-formed enough for a browser: one root, every tag closed in order. */
function tagsBalance(svg: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

describe('carPhotoSvg', () => {
  it('draws every body type, colour and view as a balanced SVG document', () => {
    for (const body of BODY_TYPES) {
      for (const view of CAR_PHOTO_VIEWS) {
        const svg = carPhotoSvg({ body, colour: 'red', view });
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).toContain('viewBox="0 0 800 600"');
        expect(tagsBalance(svg), `${body} ${view}`).toBe(true);
        expect(svg).not.toMatch(/NaN|undefined/);
      }
    }
  });

  it('paints the car in its colour', () => {
    for (const colour of COLOURS) {
      expect(carPhotoSvg({ body: 'sedan', colour, view: 'side-studio' })).toContain(`fill="${CAR_PHOTO_COLOURS[colour].hex}"`);
      expect(carPhotoSvg({ body: 'van', colour, view: 'front-street' })).toContain(`fill="${CAR_PHOTO_COLOURS[colour].hex}"`);
    }
  });

  it('is the same picture for the same inputs, and different for different ones', () => {
    const photo = { body: 'suv', colour: 'blue', view: 'rear-showroom' } as const;
    expect(carPhotoSvg(photo)).toBe(carPhotoSvg({ ...photo }));
    expect(carPhotoSvg(photo)).not.toBe(carPhotoSvg({ ...photo, view: 'rear-street' }));
    expect(carPhotoSvg(photo)).not.toBe(carPhotoSvg({ ...photo, body: 'ute' }));
  });

  it('has a title naming colour, body and view, referenced for assistive technology', () => {
    const svg = carPhotoSvg({ body: 'peopleMover', colour: 'silver', view: 'front-street' });
    expect(svg).toContain('role="img"');
    expect(svg).toMatch(/aria-labelledby="([^"]+)"[^>]*>\s*<title id="\1">Silver people mover, front view, street backdrop<\/title>/);
  });
});

describe('carPhotoPath and parseCarPhotoFileName', () => {
  it('makes a path whose file name reads back as the same photo', () => {
    for (const body of BODY_TYPES) {
      for (const view of CAR_PHOTO_VIEWS) {
        const path = carPhotoPath(body, 'white', view);
        expect(path).toMatch(/^\/media\/cars\/[A-Za-z0-9]+-white-[a-z]+-[a-z]+\.svg$/);
        expect(parseCarPhotoFileName(path.split('/').at(-1)!)).toEqual({ body, colour: 'white', view });
      }
    }
  });

  it('rejects names that are not photos', () => {
    for (const name of [
      'suv-red-side-studio.png',
      'boat-red-side-studio.svg',
      'suv-pink-side-studio.svg',
      'suv-red-top-studio.svg',
      'suv-toString-side-studio.svg',
      '../suv-red-side-studio.svg',
    ]) {
      expect(parseCarPhotoFileName(name), name).toBeUndefined();
    }
  });

  it('offers twelve distinct views, so a listing of up to twelve photos never repeats one', () => {
    expect(new Set(CAR_PHOTO_VIEWS).size).toBe(12);
  });
});
