import { BODY_TYPES, type BodyType } from '../../../schemas/entities/car-values';

/**
 * Demo stock photos drawn as SVG: a car silhouette of the body's shape in the
 * car's colour, seen from one of four angles before one of three backdrops.
 * The same inputs always give the same picture, so the files cache forever.
 */

export const CAR_PHOTO_COLOURS = {
  white: { name: 'White', hex: '#f1f2f0' },
  silver: { name: 'Silver', hex: '#b9bec4' },
  grey: { name: 'Grey', hex: '#6b7178' },
  black: { name: 'Black', hex: '#26282b' },
  blue: { name: 'Blue', hex: '#2a5ca8' },
  red: { name: 'Red', hex: '#b3202a' },
  green: { name: 'Green', hex: '#2f6b45' },
  orange: { name: 'Orange', hex: '#d9661f' },
  yellow: { name: 'Yellow', hex: '#e8b923' },
  brown: { name: 'Brown', hex: '#6b4a32' },
  beige: { name: 'Beige', hex: '#cdbb9b' },
  bronze: { name: 'Bronze', hex: '#8c6a3f' },
} as const;
export type CarPhotoColour = keyof typeof CAR_PHOTO_COLOURS;

const ANGLES = ['side', 'front', 'rear', 'opposite'] as const;
const BACKDROPS = ['studio', 'street', 'showroom'] as const;
type Angle = (typeof ANGLES)[number];
type Backdrop = (typeof BACKDROPS)[number];

/** Twelve views, in the order a listing shows them: the first is the primary photo. */
export const CAR_PHOTO_VIEWS = [
  'side-studio',
  'front-street',
  'rear-showroom',
  'opposite-street',
  'front-studio',
  'rear-street',
  'side-showroom',
  'opposite-studio',
  'front-showroom',
  'rear-studio',
  'side-street',
  'opposite-showroom',
] as const satisfies readonly `${Angle}-${Backdrop}`[];
export type CarPhotoView = (typeof CAR_PHOTO_VIEWS)[number];

export interface CarPhoto {
  body: BodyType;
  colour: CarPhotoColour;
  view: CarPhotoView;
}

export function carPhotoPath(body: BodyType, colour: CarPhotoColour, view: CarPhotoView): string {
  return `/media/cars/${body}-${colour}-${view}.svg`;
}

/** The photo a file name such as "suv-red-front-street.svg" names, or undefined for any other name. */
export function parseCarPhotoFileName(fileName: string): CarPhoto | undefined {
  const match = /^([A-Za-z0-9]+)-([a-z]+)-([a-z]+-[a-z]+)\.svg$/.exec(fileName);
  if (!match) return undefined;
  const [, body, colour, view] = match;
  if (!(BODY_TYPES as readonly string[]).includes(body)) return undefined;
  if (!Object.hasOwn(CAR_PHOTO_COLOURS, colour)) return undefined;
  if (!(CAR_PHOTO_VIEWS as readonly string[]).includes(view)) return undefined;
  return { body: body as BodyType, colour: colour as CarPhotoColour, view: view as CarPhotoView };
}

// ---- Shapes --------------------------------------------------------------

type Family = 'sedan' | 'hatch' | 'wagon' | 'suv' | 'ute' | 'cabChassis' | 'van' | 'peopleMover' | 'coupe' | 'convertible' | 'lightTruck' | 'bus' | 'motorhome';

const FAMILY_OF_BODY: Record<BodyType, Family> = {
  '4x4': 'suv',
  bus: 'bus',
  cabChassis: 'cabChassis',
  convertible: 'convertible',
  coupe: 'coupe',
  hardtop: 'suv',
  hatch: 'hatch',
  hatchback: 'hatch',
  motorhome: 'motorhome',
  lightTruck: 'lightTruck',
  peopleMover: 'peopleMover',
  sedan: 'sedan',
  softtop: 'suv',
  suv: 'suv',
  ute: 'ute',
  van: 'van',
  wagon: 'wagon',
  stationWagon: 'wagon',
};

const BODY_LABELS: Record<BodyType, string> = {
  '4x4': '4x4',
  bus: 'bus',
  cabChassis: 'cab chassis',
  convertible: 'convertible',
  coupe: 'coupe',
  hardtop: 'hardtop',
  hatch: 'hatch',
  hatchback: 'hatchback',
  motorhome: 'motorhome',
  lightTruck: 'light truck',
  peopleMover: 'people mover',
  sedan: 'sedan',
  softtop: 'soft top',
  suv: 'SUV',
  ute: 'ute',
  van: 'van',
  wagon: 'wagon',
  stationWagon: 'station wagon',
};

/** A side profile facing left, on an 800 × 600 canvas whose ground is at y = 470. */
interface Profile {
  body: string;
  /** Lowest y of the body: the sill. */
  bottom: number;
  /** Leftmost and rightmost x of the painted body. */
  span: [number, number];
  /** Where the tail lamp sits: the body's or the tray's rear end. */
  tailX: number;
  windows: string[];
  /** Parts in a neutral colour: trays, cargo boxes. */
  fittings?: string[];
  wheels: [number, number];
  wheelRadius: number;
  /** Where the door shut lines run, as x positions from the window line down. */
  doors: number[];
  beltY: number;
  lampY: number;
  /** Only some of the body takes the paint (a motorhome is white with a coloured stripe). */
  paintedStripe?: boolean;
}

const PROFILES: Record<Family, Profile> = {
  sedan: {
    body: 'M100 412 L100 372 Q104 346 140 340 L262 322 Q318 262 352 252 L518 250 Q562 254 602 302 L690 314 Q712 320 712 350 L712 412 Z',
    bottom: 412,
    span: [100, 712],
    tailX: 700,
    windows: ['M284 320 Q322 272 354 264 L432 262 L432 320 Z', 'M442 262 L514 262 Q546 266 578 318 L442 320 Z'],
    wheels: [215, 592],
    wheelRadius: 46,
    doors: [437, 330],
    beltY: 322,
    lampY: 352,
  },
  hatch: {
    body: 'M120 412 L120 370 Q124 344 160 338 L272 322 Q322 258 362 250 L560 246 Q592 250 612 300 L640 330 Q654 340 654 362 L654 412 Z',
    bottom: 412,
    span: [120, 654],
    tailX: 642,
    windows: ['M292 320 Q332 268 364 260 L452 258 L452 320 Z', 'M462 258 L556 256 Q580 262 598 318 L462 320 Z'],
    wheels: [232, 562],
    wheelRadius: 44,
    doors: [457, 345],
    beltY: 322,
    lampY: 350,
  },
  wagon: {
    body: 'M100 412 L100 372 Q104 346 140 340 L262 322 Q318 262 352 252 L640 248 Q672 252 692 300 L706 322 Q712 332 712 352 L712 412 Z',
    bottom: 412,
    span: [100, 712],
    tailX: 700,
    windows: ['M284 320 Q322 272 354 264 L432 262 L432 320 Z', 'M442 262 L562 260 L562 320 L442 320 Z', 'M572 260 L636 258 Q660 266 678 318 L572 320 Z'],
    wheels: [215, 602],
    wheelRadius: 46,
    doors: [437, 567],
    beltY: 322,
    lampY: 350,
  },
  suv: {
    body: 'M100 424 L100 360 Q104 330 140 322 L250 305 Q300 230 342 222 L620 218 Q662 222 682 280 L700 310 Q712 322 712 350 L712 424 Z',
    bottom: 424,
    span: [100, 712],
    tailX: 700,
    windows: ['M270 302 Q310 242 346 234 L452 232 L452 302 Z', 'M462 232 L600 230 L600 302 L462 302 Z', 'M610 230 L636 230 Q658 240 670 300 L610 302 Z'],
    wheels: [222, 590],
    wheelRadius: 52,
    doors: [457, 605],
    beltY: 304,
    lampY: 334,
  },
  ute: {
    body: 'M100 424 L100 360 Q104 330 140 322 L240 306 Q290 236 326 228 L520 226 Q536 228 540 250 L542 322 L712 322 L712 424 Z',
    bottom: 424,
    span: [100, 712],
    tailX: 700,
    windows: ['M258 304 Q298 244 332 238 L422 236 L422 304 Z', 'M432 236 L514 236 Q528 240 530 262 L530 304 L432 304 Z'],
    fittings: ['M542 316 L712 316 L712 326 L542 326 Z'],
    wheels: [216, 612],
    wheelRadius: 50,
    doors: [427, 536],
    beltY: 306,
    lampY: 336,
  },
  cabChassis: {
    body: 'M100 424 L100 356 Q104 326 140 318 L210 305 Q250 228 286 222 L382 220 Q394 222 396 242 L398 424 Z',
    bottom: 424,
    span: [100, 398],
    tailX: 704,
    windows: ['M226 302 Q258 240 292 234 L382 234 L382 302 Z'],
    fittings: ['M404 338 L716 338 L716 358 L404 358 Z', 'M404 300 L412 300 L412 338 L404 338 Z', 'M420 358 L700 358 L700 378 L420 378 Z'],
    wheels: [214, 604],
    wheelRadius: 50,
    doors: [392],
    beltY: 304,
    lampY: 334,
  },
  van: {
    body: 'M100 424 L100 340 Q106 302 150 292 L200 234 Q222 200 262 196 L690 196 Q712 198 712 230 L712 424 Z',
    bottom: 424,
    span: [100, 712],
    tailX: 700,
    windows: ['M212 288 L242 242 Q252 222 272 220 L342 220 L342 288 Z', 'M352 220 L432 220 L432 288 L352 288 Z'],
    wheels: [212, 602],
    wheelRadius: 50,
    doors: [347, 437],
    beltY: 290,
    lampY: 320,
  },
  peopleMover: {
    body: 'M100 424 L100 350 Q106 320 140 312 L215 296 Q262 222 302 212 L650 208 Q690 210 700 260 L710 300 Q712 320 712 350 L712 424 Z',
    bottom: 424,
    span: [100, 712],
    tailX: 700,
    windows: ['M234 292 Q272 232 308 226 L402 224 L402 292 Z', 'M412 224 L532 222 L532 292 L412 292 Z', 'M542 222 L640 222 Q668 228 680 292 L542 292 Z'],
    wheels: [216, 606],
    wheelRadius: 50,
    doors: [407, 537],
    beltY: 294,
    lampY: 326,
  },
  coupe: {
    body: 'M100 414 L100 378 Q104 356 150 350 L300 330 Q362 272 412 266 L500 266 Q562 270 622 318 L690 330 Q712 336 712 362 L712 414 Z',
    bottom: 414,
    span: [100, 712],
    tailX: 700,
    windows: ['M322 328 Q368 282 414 278 L472 278 L472 328 Z', 'M482 278 L498 278 Q540 282 590 326 L482 328 Z'],
    wheels: [222, 596],
    wheelRadius: 44,
    doors: [477],
    beltY: 330,
    lampY: 362,
  },
  convertible: {
    body: 'M100 414 L100 378 Q104 356 150 350 L318 334 L342 300 L352 302 L334 334 L690 330 Q712 336 712 362 L712 414 Z',
    bottom: 414,
    span: [100, 712],
    tailX: 700,
    windows: ['M322 334 L344 304 L349 305 L330 334 Z'],
    fittings: ['M420 296 Q420 288 430 288 L446 288 Q456 288 456 296 L456 334 L420 334 Z', 'M510 296 Q510 288 520 288 L536 288 Q546 288 546 296 L546 334 L510 334 Z'],
    wheels: [222, 596],
    wheelRadius: 44,
    doors: [477],
    beltY: 336,
    lampY: 362,
  },
  lightTruck: {
    body: 'M100 432 L100 252 Q102 214 140 210 L262 208 Q284 210 286 240 L288 432 Z',
    bottom: 432,
    span: [100, 288],
    tailX: 704,
    windows: ['M112 300 L114 240 Q116 224 134 222 L252 222 L254 300 Z'],
    fittings: ['M298 176 L716 176 L716 400 L298 400 Z', 'M290 400 L716 400 L716 414 L290 414 Z'],
    wheels: [196, 612],
    wheelRadius: 52,
    doors: [270],
    beltY: 302,
    lampY: 380,
  },
  bus: {
    body: 'M100 432 L100 250 Q104 210 150 205 L680 200 Q710 202 712 240 L712 432 Z',
    bottom: 432,
    span: [100, 712],
    tailX: 700,
    windows: [
      'M108 306 L116 226 Q120 214 150 214 L164 214 L164 306 Z',
      'M184 216 L254 216 L254 300 L184 300 Z',
      'M264 216 L334 216 L334 300 L264 300 Z',
      'M344 216 L414 216 L414 300 L344 300 Z',
      'M424 216 L494 216 L494 300 L424 300 Z',
      'M504 216 L574 216 L574 300 L504 300 Z',
      'M584 216 L654 216 L654 300 L584 300 Z',
      'M664 216 L700 216 L700 300 L664 300 Z',
    ],
    wheels: [212, 592],
    wheelRadius: 50,
    doors: [174],
    beltY: 308,
    lampY: 396,
  },
  motorhome: {
    body: 'M100 432 L100 332 Q104 300 140 296 L190 252 L200 182 Q204 160 240 158 L690 158 Q712 160 712 190 L712 432 Z',
    bottom: 432,
    span: [100, 712],
    tailX: 700,
    windows: ['M150 294 L196 256 L252 256 L252 294 Z', 'M420 214 L520 214 L520 262 L420 262 Z', 'M600 214 L668 214 L668 262 L600 262 Z'],
    wheels: [220, 592],
    wheelRadius: 50,
    doors: [262, 330],
    beltY: 300,
    lampY: 380,
    paintedStripe: true,
  },
};

/** Proportions of the car seen head-on: half widths at the wheels and the roof, roof and waist heights. */
interface Face {
  halfWidth: number;
  roofHalfWidth: number;
  roofY: number;
  beltY: number;
}

const FACES: Record<Family, Face> = {
  sedan: { halfWidth: 230, roofHalfWidth: 150, roofY: 250, beltY: 338 },
  hatch: { halfWidth: 220, roofHalfWidth: 150, roofY: 246, beltY: 336 },
  wagon: { halfWidth: 232, roofHalfWidth: 156, roofY: 248, beltY: 338 },
  suv: { halfWidth: 244, roofHalfWidth: 170, roofY: 216, beltY: 320 },
  ute: { halfWidth: 246, roofHalfWidth: 168, roofY: 224, beltY: 322 },
  cabChassis: { halfWidth: 246, roofHalfWidth: 168, roofY: 220, beltY: 320 },
  van: { halfWidth: 250, roofHalfWidth: 200, roofY: 194, beltY: 300 },
  peopleMover: { halfWidth: 246, roofHalfWidth: 186, roofY: 206, beltY: 306 },
  coupe: { halfWidth: 236, roofHalfWidth: 140, roofY: 266, beltY: 346 },
  convertible: { halfWidth: 236, roofHalfWidth: 140, roofY: 300, beltY: 346 },
  lightTruck: { halfWidth: 256, roofHalfWidth: 236, roofY: 176, beltY: 300 },
  bus: { halfWidth: 256, roofHalfWidth: 236, roofY: 198, beltY: 310 },
  motorhome: { halfWidth: 256, roofHalfWidth: 240, roofY: 158, beltY: 300 },
};

const GROUND_Y = 470;
const TYRE = '#1b1d20';
const GLASS_DARK = '#1f2a36';
const TRIM = '#2b2e33';

// ---- Colour --------------------------------------------------------------

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

function mix(hex: string, towards: string, amount: number): string {
  const [a, b] = [channels(hex), channels(towards)];
  return `#${a
    .map((value, i) =>
      Math.round(value + (b[i] - value) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

// ---- Backdrops -----------------------------------------------------------

function backdrop(kind: Backdrop, id: string): string {
  switch (kind) {
    case 'studio':
      return [
        `<defs><radialGradient id="${id}-bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#f4f5f7"/><stop offset="1" stop-color="#c9ced5"/></radialGradient></defs>`,
        `<rect width="800" height="600" fill="url(#${id}-bg)"/>`,
        `<rect y="${GROUND_Y}" width="800" height="${600 - GROUND_Y}" fill="#dfe2e6"/>`,
      ].join('');
    case 'street':
      return [
        `<defs><linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb6e6"/><stop offset="1" stop-color="#dcebf7"/></linearGradient></defs>`,
        `<rect width="800" height="600" fill="url(#${id}-sky)"/>`,
        '<path d="M0 300 L60 300 L60 220 L140 220 L140 270 L210 270 L210 180 L300 180 L300 260 L380 260 L380 200 L470 200 L470 250 L540 250 L540 170 L640 170 L640 240 L720 240 L720 210 L800 210 L800 440 L0 440 Z" fill="#aebccb"/>',
        '<rect y="432" width="800" height="18" fill="#c8c3b8"/>',
        `<rect y="450" width="800" height="150" fill="#54595f"/>`,
        '<path d="M20 560 L120 560 M200 560 L300 560 M380 560 L480 560 M560 560 L660 560 M740 560 L800 560" stroke="#f2f2ee" stroke-width="8"/>',
      ].join('');
    case 'showroom':
      return [
        `<defs><radialGradient id="${id}-light" cx="50%" cy="0%" r="90%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e7e3dc"/></radialGradient></defs>`,
        `<rect width="800" height="${GROUND_Y}" fill="url(#${id}-light)"/>`,
        '<path d="M40 60 H240 V380 H40 Z M300 60 H500 V380 H300 Z M560 60 H760 V380 H560 Z" fill="#d7e4ee" stroke="#c2c9cf" stroke-width="6"/>',
        `<rect y="${GROUND_Y - 40}" width="800" height="${600 - GROUND_Y + 40}" fill="#d3cdc2"/>`,
        '<path d="M0 470 H800 M0 520 H800 M0 580 H800 M100 430 L40 600 M250 430 L220 600 M400 430 V600 M550 430 L580 600 M700 430 L760 600" stroke="#bfb8ab" stroke-width="2"/>',
      ].join('');
  }
}

function shadow(halfWidth: number, centreX = 406): string {
  return `<ellipse cx="${centreX}" cy="${GROUND_Y + 4}" rx="${halfWidth}" ry="16" fill="#000" opacity="0.22"/>`;
}

// ---- Views ---------------------------------------------------------------

function wheel(x: number, radius: number): string {
  const y = GROUND_Y - radius;
  const spokes = [0, 72, 144, 216, 288]
    .map((degrees) => {
      const angle = (degrees * Math.PI) / 180;
      const [dx, dy] = [Math.cos(angle) * radius * 0.55, Math.sin(angle) * radius * 0.55];
      return `M${x} ${y} L${(x + dx).toFixed(1)} ${(y + dy).toFixed(1)}`;
    })
    .join(' ');
  return [
    `<circle cx="${x}" cy="${y}" r="${radius + 6}" fill="${TRIM}"/>`,
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="${TYRE}"/>`,
    `<circle cx="${x}" cy="${y}" r="${radius * 0.62}" fill="#c6cbd1"/>`,
    `<path d="${spokes}" stroke="#8d939a" stroke-width="${(radius * 0.14).toFixed(1)}" stroke-linecap="round"/>`,
    `<circle cx="${x}" cy="${y}" r="${radius * 0.16}" fill="#5f656c"/>`,
  ].join('');
}

function sideView(family: Family, paint: string): string {
  const profile = PROFILES[family];
  const dark = mix(paint, '#000000', 0.35);
  const shine = mix(paint, '#ffffff', 0.35);
  const bodyFill = profile.paintedStripe ? '#f4f4f1' : paint;
  const { bottom, tailX } = profile;
  const [left, right] = profile.span;
  const parts = [
    shadow(320),
    ...(profile.fittings ?? []).map((d) => `<path d="${d}" fill="#9aa1a8" stroke="${TRIM}" stroke-width="2"/>`),
    `<path d="${profile.body}" fill="${bodyFill}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>`,
    profile.paintedStripe
      ? `<rect x="${left}" y="${profile.beltY + 20}" width="${right - left}" height="34" fill="${paint}"/>`
      : `<path d="M${left + 10} ${profile.beltY + 14} H${right - 12}" stroke="${shine}" stroke-width="5" opacity="0.7"/>`,
    `<rect x="${left}" y="${bottom - 22}" width="${right - left}" height="22" fill="${dark}"/>`,
    ...profile.windows.map((d) => `<path d="${d}" fill="${GLASS_DARK}" stroke="${TRIM}" stroke-width="3" stroke-linejoin="round"/>`),
    ...profile.doors.map((x) => `<path d="M${x} ${profile.beltY} V${bottom - 26}" stroke="${dark}" stroke-width="2"/>`),
    ...profile.doors.map((x) => `<rect x="${x + 14}" y="${profile.beltY + 26}" width="26" height="6" rx="3" fill="${dark}"/>`),
    `<ellipse cx="${left + 12}" cy="${profile.lampY}" rx="14" ry="9" fill="#fdf6d8" stroke="${TRIM}" stroke-width="2"/>`,
    `<rect x="${tailX}" y="${profile.lampY - 8}" width="12" height="18" rx="3" fill="#c4161c"/>`,
    ...profile.wheels.map((x) => wheel(x, profile.wheelRadius)),
  ];
  return parts.join('');
}

function faceView(family: Family, paint: string, end: 'front' | 'rear'): string {
  const { halfWidth: hw, roofHalfWidth: rw, roofY, beltY } = FACES[family];
  const cx = 400;
  const bottom = 448;
  const dark = mix(paint, '#000000', 0.35);
  const bodyFill = family === 'motorhome' ? '#f4f4f1' : paint;
  const body = [
    `M${cx - hw} ${bottom}`,
    `L${cx - hw} ${beltY + 24} Q${cx - hw} ${beltY} ${cx - hw + 30} ${beltY - 6}`,
    `L${cx - rw} ${roofY + 12} Q${cx - rw} ${roofY} ${cx - rw + 20} ${roofY}`,
    `L${cx + rw - 20} ${roofY} Q${cx + rw} ${roofY} ${cx + rw} ${roofY + 12}`,
    `L${cx + hw - 30} ${beltY - 6} Q${cx + hw} ${beltY} ${cx + hw} ${beltY + 24}`,
    `L${cx + hw} ${bottom} Z`,
  ].join(' ');
  const glass = `M${cx - rw + 14} ${roofY + 16} L${cx + rw - 14} ${roofY + 16} L${cx + hw - 50} ${beltY - 12} L${cx - hw + 50} ${beltY - 12} Z`;
  const lampY = beltY + 34;
  const lamps =
    end === 'front'
      ? [-1, 1].map((side) => `<ellipse cx="${cx + side * (hw - 58)}" cy="${lampY}" rx="40" ry="15" fill="#fdf6d8" stroke="${TRIM}" stroke-width="3"/>`)
      : [-1, 1].map((side) => `<rect x="${cx + side * (hw - 58) - 38}" y="${lampY - 14}" width="76" height="28" rx="8" fill="#c4161c" stroke="${TRIM}" stroke-width="3"/>`);
  const centre =
    end === 'front'
      ? `<rect x="${cx - 90}" y="${lampY - 12}" width="180" height="46" rx="12" fill="${TRIM}"/><path d="M${cx - 80} ${lampY + 2} H${cx + 80} M${cx - 80} ${lampY + 18} H${cx + 80}" stroke="#4a4f56" stroke-width="4"/>`
      : `<rect x="${cx - 64}" y="${lampY + 4}" width="128" height="34" rx="4" fill="#f7f7f2" stroke="${TRIM}" stroke-width="3"/>`;
  return [
    shadow(hw + 40, cx),
    ...[-1, 1].map((side) => `<rect x="${cx + side * (hw - 44) - 26}" y="${bottom - 20}" width="52" height="${GROUND_Y - bottom + 20}" rx="8" fill="${TYRE}"/>`),
    `<path d="${body}" fill="${bodyFill}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>`,
    family === 'motorhome' ? `<rect x="${cx - hw}" y="${beltY + 60}" width="${hw * 2}" height="30" fill="${paint}"/>` : '',
    `<path d="${glass}" fill="${GLASS_DARK}" stroke="${TRIM}" stroke-width="3" stroke-linejoin="round"/>`,
    ...[-1, 1].map((side) => `<path d="M${cx + side * (hw - 26)} ${beltY - 4} l${side * 34} -6 l0 22 l${-side * 30} 4 Z" fill="${dark}"/>`),
    ...lamps,
    centre,
    `<rect x="${cx - hw}" y="${bottom - 20}" width="${hw * 2}" height="20" rx="6" fill="${dark}"/>`,
  ].join('');
}

function describeView(angle: Angle): string {
  return { side: 'side view', front: 'front view', rear: 'rear view', opposite: 'side view from the other side' }[angle];
}

export function carPhotoSvg({ body, colour, view }: CarPhoto): string {
  const family = FAMILY_OF_BODY[body];
  const paint = CAR_PHOTO_COLOURS[colour];
  const [angle, place] = view.split('-') as [Angle, Backdrop];
  // Ids are unique per picture, so several pictures inlined in one page cannot borrow each other's gradients.
  const id = `car-${body}-${colour}-${view}`;
  const title = `${paint.name} ${BODY_LABELS[body]}, ${describeView(angle)}, ${place} backdrop`;
  const car =
    angle === 'front' || angle === 'rear'
      ? faceView(family, paint.hex, angle)
      : angle === 'side'
        ? sideView(family, paint.hex)
        : `<g transform="translate(812 0) scale(-1 1)">${sideView(family, paint.hex)}</g>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-labelledby="${id}-title">`,
    `<title id="${id}-title">${title}</title>`,
    backdrop(place, id),
    car,
    '</svg>',
  ].join('');
}
