import { type PDFFont, type PDFImage, type PDFPage, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Car } from '../../../schemas/entities/car';
import type { SiteDocument } from '../../../schemas/site-document';
import { carTitle } from '../../render/car-title';
import { vehicleKeyFacts } from '../../render/vehicle-facts';
import { formatDayMonthYear } from '../../rules/australian-date';
import { type FinanceEstimate, FINANCE_DISCLAIMER, financeDecision, formatPercent, formatYearlyRate } from '../../rules/finance-estimate';
import { formatAud, priceDisplay } from '../../rules/price-display';
import { isSold, SOLD_TEXT } from '../../rules/vehicle-sold';
import { type BrochureContact, type BrochureLocation, brochureContact } from './brochure-contact';
import { embeddablePhotoFormat } from './photo-format';
import { fitLine, type TextStyle, textWidth, wrapLines } from './text-fitting';

export interface BrochureSite {
  document: SiteDocument;
  now: Date;
  /** The car's first photo as PNG or JPEG bytes. */
  photo?: Uint8Array | undefined;
  /** The dealer's location for the car, for its address and phone: the site document holds no locations. */
  location?: BrochureLocation | undefined;
  /** The address the site is served at (as the sitemap's `origin`), for the car's web address when the dealer has no domain. */
  siteAddress?: string | undefined;
}

/** Spec (detail, §7): the PDF download is fetched as a file named {slug}.pdf. */
export function brochureFileName(car: Pick<Car, 'slug'>): string {
  return `${car.slug}.pdf`;
}

export const PHOTO_PLACEHOLDER_TEXT = 'Photo on our website';
export const FINANCE_HEADING = 'Finance estimate';
export const KEY_FACTS_HEADING = 'Key facts';

/** A4 portrait in points: the paper Australian dealers print on. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const HEADER_HEIGHT = 64;
const FOOTER_HEIGHT = 104;
const PHOTO_HEIGHT = 300;
const COLUMN_GAP = 24;
const COLUMN_WIDTH = (CONTENT_WIDTH - COLUMN_GAP) / 2;
const FACT_LABEL_WIDTH = 92;

/** Dark text, and the sold badge in the red the site's sold badge uses (white on it passes WCAG AA). */
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.36, 0.4);
const RULE = rgb(0.8, 0.81, 0.83);
const PANEL = rgb(0.95, 0.95, 0.96);
const WHITE = rgb(1, 1, 1);
const SOLD_RED = rgb(0xc9 / 255, 0x2a / 255, 0x2a / 255);

/**
 * Dealers are in Australia and the site document names no time zone; the
 * date printed is the east-coast date, which is the same day across the
 * country for most of the working day.
 */
const BROCHURE_TIME_ZONE = 'Australia/Sydney';
const printedDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: BROCHURE_TIME_ZONE });

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws on one page top-down: `top` is the distance from the top edge, as the layout is thought of. */
class SheetWriter {
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {}

  text(text: string, x: number, top: number, style: TextStyle, color = INK): void {
    if (text) this.page.drawText(text, { x, y: PAGE_HEIGHT - top, font: style.font, size: style.size, color });
  }

  /** Draws a line cut to `width`; returns its drawn width. */
  line(text: string, x: number, top: number, style: TextStyle, width: number, color = INK): number {
    const fitted = fitLine(text, style, width);
    this.text(fitted, x, top, style, color);
    return textWidth(fitted, style);
  }

  /** Draws wrapped lines from `top` (the first baseline); returns the baseline after the last. */
  paragraph(text: string, x: number, top: number, style: TextStyle, width: number, maxLines: number, leading: number, color = INK): number {
    let baseline = top;
    for (const line of wrapLines(text, style, width, maxLines)) {
      this.text(line, x, baseline, style, color);
      baseline += leading;
    }
    return baseline;
  }

  box(x: number, top: number, width: number, height: number, options: { fill?: ReturnType<typeof rgb>; border?: ReturnType<typeof rgb> }): void {
    this.page.drawRectangle({
      x,
      y: PAGE_HEIGHT - top - height,
      width,
      height,
      ...(options.fill ? { color: options.fill } : {}),
      ...(options.border ? { borderColor: options.border, borderWidth: 1 } : {}),
    });
  }
}

function regular(fonts: Fonts, size: number): TextStyle {
  return { font: fonts.regular, size };
}

function bold(fonts: Fonts, size: number): TextStyle {
  return { font: fonts.bold, size };
}

/** A photo pdf-lib can embed; undefined for other formats or bytes that only look like PNG or JPEG, so a bad photo never costs the brochure. */
async function embedPhoto(pdf: PDFDocument, bytes: Uint8Array | undefined): Promise<PDFImage | undefined> {
  const format = embeddablePhotoFormat(bytes);
  if (!format || !bytes) return undefined;
  try {
    return format === 'png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  } catch {
    return undefined;
  }
}

function drawHeader(sheet: SheetWriter, document: SiteDocument, contact: BrochureContact): void {
  const { fonts } = sheet;
  sheet.box(0, 0, PAGE_WIDTH, HEADER_HEIGHT, { fill: INK });
  const webStyle = regular(fonts, 10);
  const web = fitLine(document.dealer.domains[0] ?? (contact.carPageUrl ? new URL(contact.carPageUrl).host : ''), webStyle, CONTENT_WIDTH / 2);
  const webWidth = textWidth(web, webStyle);
  sheet.line(document.dealer.name, MARGIN, 40, bold(fonts, 18), CONTENT_WIDTH - webWidth - 16, WHITE);
  sheet.text(web, PAGE_WIDTH - MARGIN - webWidth, 38, webStyle, WHITE);
}

/** The price exactly as the site shows it (spec §4 "Price display priority"), its kind of price, and an earlier price struck through. */
function drawPrice(sheet: SheetWriter, car: Car, document: SiteDocument, top: number): void {
  const { fonts } = sheet;
  const shown = priceDisplay(car, document.texts);
  let x = MARGIN;
  if (isSold(car)) {
    const badge = bold(fonts, 16);
    const badgeWidth = textWidth(SOLD_TEXT, badge) + 20;
    sheet.box(x, top - 20, badgeWidth, 28, { fill: SOLD_RED });
    sheet.text(SOLD_TEXT, x + 10, top, badge, WHITE);
    x += badgeWidth + 14;
  }
  const priceStyle = bold(fonts, 24);
  x += sheet.line(shown.text, x, top, priceStyle, PAGE_WIDTH - MARGIN - x) + 10;
  const small = regular(fonts, 10);
  const priceType = shown.kind === 'price' || shown.kind === 'offer' ? car.price_type?.trim() : undefined;
  if (priceType && x < PAGE_WIDTH - MARGIN) x += sheet.line(priceType, x, top, small, PAGE_WIDTH - MARGIN - x, MUTED) + 10;
  if (shown.kind === 'offer' && shown.was && x < PAGE_WIDTH - MARGIN) {
    const label = 'Was ';
    const width = sheet.line(`${label}${shown.was.text}`, x, top, small, PAGE_WIDTH - MARGIN - x, MUTED);
    const struckFrom = x + textWidth(label, small);
    sheet.page.drawLine({ start: { x: struckFrom, y: PAGE_HEIGHT - top + 3 }, end: { x: x + width, y: PAGE_HEIGHT - top + 3 }, thickness: 0.8, color: MUTED });
  }
}

/**
 * The photo fitted inside its frame. The demo's photos are SVG, which pdf-lib
 * cannot embed (and a WebP or a photo that failed to load is no better): the
 * frame then says where the photos are, so the sheet never looks broken.
 */
function drawPhoto(sheet: SheetWriter, photo: PDFImage | undefined, contact: BrochureContact, top: number): void {
  const { fonts } = sheet;
  if (photo) {
    const size = photo.scaleToFit(CONTENT_WIDTH, PHOTO_HEIGHT);
    sheet.page.drawImage(photo, {
      x: MARGIN + (CONTENT_WIDTH - size.width) / 2,
      y: PAGE_HEIGHT - top - PHOTO_HEIGHT + (PHOTO_HEIGHT - size.height) / 2,
      width: size.width,
      height: size.height,
    });
    return;
  }
  sheet.box(MARGIN, top, CONTENT_WIDTH, PHOTO_HEIGHT, { fill: PANEL, border: RULE });
  const heading = bold(fonts, 16);
  const headingWidth = textWidth(PHOTO_PLACEHOLDER_TEXT, heading);
  sheet.text(PHOTO_PLACEHOLDER_TEXT, MARGIN + (CONTENT_WIDTH - headingWidth) / 2, top + PHOTO_HEIGHT / 2, heading, MUTED);
  if (contact.carPageUrl) {
    const small = regular(fonts, 9);
    const url = fitLine(contact.carPageUrl, small, CONTENT_WIDTH - 40);
    sheet.text(url, MARGIN + (CONTENT_WIDTH - textWidth(url, small)) / 2, top + PHOTO_HEIGHT / 2 + 18, small, MUTED);
  }
}

/** Returns the baseline below the facts. */
function drawKeyFacts(sheet: SheetWriter, car: Car, top: number): number {
  const { fonts } = sheet;
  sheet.text(KEY_FACTS_HEADING, MARGIN, top, bold(fonts, 13));
  let baseline = top + 20;
  for (const fact of vehicleKeyFacts(car)) {
    sheet.line(fact.label, MARGIN, baseline, regular(fonts, 10), FACT_LABEL_WIDTH - 6, MUTED);
    sheet.line(fact.value, MARGIN + FACT_LABEL_WIDTH, baseline, regular(fonts, 10), COLUMN_WIDTH - FACT_LABEL_WIDTH);
    baseline += 15;
  }
  return baseline;
}

function financeLines(estimate: FinanceEstimate): string[] {
  return [
    `Interest rate ${formatYearlyRate(estimate.interestRate)}`,
    `Comparison rate ${formatYearlyRate(estimate.comparisonRate)}*`,
    `Term ${estimate.termYears} years`,
    ...(estimate.deposit ? [`Deposit ${formatAud(estimate.deposit.amount)} (${formatPercent(estimate.deposit.share * 100)})`] : []),
    `Offer valid until ${formatDayMonthYear(estimate.validUntil)}`,
  ];
}

/** Spec (detail, §9): the disclaimer, the comparison rate's basis and the lender's own words. */
export function financeDisclaimer(estimate: FinanceEstimate): string {
  const basis = `*Comparison rate based on a ${formatAud(estimate.comparisonRateLoan)} loan over ${estimate.termYears} years.`;
  return [FINANCE_DISCLAIMER, basis, estimate.lenderDisclaimer].filter(Boolean).join(' ');
}

/** Returns the baseline below the estimate. */
function drawFinance(sheet: SheetWriter, estimate: FinanceEstimate, top: number): number {
  const { fonts } = sheet;
  const x = MARGIN + COLUMN_WIDTH + COLUMN_GAP;
  sheet.text(FINANCE_HEADING, x, top, bold(fonts, 13));
  sheet.line(`${formatAud(estimate.payment)} per ${estimate.period}`, x, top + 28, bold(fonts, 20), COLUMN_WIDTH);
  let baseline = top + 48;
  for (const line of financeLines(estimate)) {
    sheet.line(line, x, baseline, regular(fonts, 10), COLUMN_WIDTH);
    baseline += 15;
  }
  return baseline;
}

function drawFooter(sheet: SheetWriter, contact: BrochureContact, now: Date): void {
  const { fonts } = sheet;
  const top = PAGE_HEIGHT - FOOTER_HEIGHT;
  sheet.box(0, top, PAGE_WIDTH, FOOTER_HEIGHT, { fill: PANEL });
  sheet.line(`Contact ${contact.names.join(', ')}`, MARGIN, top + 24, bold(fonts, 13), CONTENT_WIDTH);
  let baseline = top + 42;
  if (contact.phone) {
    sheet.line(`Phone ${contact.phone}`, MARGIN, baseline, bold(fonts, 11), CONTENT_WIDTH);
    baseline += 15;
  }
  for (const line of [contact.address, contact.carPageUrl]) {
    if (!line) continue;
    sheet.line(line, MARGIN, baseline, regular(fonts, 10), CONTENT_WIDTH);
    baseline += 14;
  }
  sheet.line(`Details correct at ${printedDate.format(now)}. Price and availability may change.`, MARGIN, PAGE_HEIGHT - 12, regular(fonts, 8), CONTENT_WIDTH, MUTED);
}

/**
 * A one-page A4 sheet of the car to print or send: the dealer, the car's
 * title and price as the site shows them (SOLD for a sold car), its photo,
 * its key facts, the finance estimate when the car has one (spec §5, with its
 * disclaimer) and how to reach the dealer. Drawn with the standard Helvetica
 * fonts, so nothing is embedded but the photo; text the font cannot draw is
 * simplified first (standardFontText).
 */
export async function carBrochure(car: Car, site: BrochureSite): Promise<Uint8Array> {
  const { document, now } = site;
  const pdf = await PDFDocument.create();
  const title = carTitle(car);
  pdf.setTitle(title);
  pdf.setAuthor(document.dealer.name);
  pdf.setCreator(document.dealer.name);
  pdf.setLanguage('en-AU');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const fonts: Fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const sheet = new SheetWriter(pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]), fonts);
  const contact = brochureContact(car, document, site.location, site.siteAddress);

  drawHeader(sheet, document, contact);
  const afterTitle = sheet.paragraph(title, MARGIN, HEADER_HEIGHT + 38, bold(fonts, 22), CONTENT_WIDTH, 2, 26);
  const priceTop = afterTitle + 12;
  drawPrice(sheet, car, document, priceTop);
  const photoTop = priceTop + 20;
  drawPhoto(sheet, await embedPhoto(pdf, site.photo), contact, photoTop);

  const columnsTop = photoTop + PHOTO_HEIGHT + 30;
  const finance = financeDecision(car, document.settings.finance, now);
  const afterFacts = drawKeyFacts(sheet, car, columnsTop);
  const afterFinance = finance.shown ? drawFinance(sheet, finance.estimate, columnsTop) : columnsTop;
  if (finance.shown) {
    const disclaimerTop = Math.max(afterFacts, afterFinance) + 6;
    const lines = Math.max(1, Math.floor((PAGE_HEIGHT - FOOTER_HEIGHT - 8 - disclaimerTop) / 9.5));
    sheet.paragraph(financeDisclaimer(finance.estimate), MARGIN, disclaimerTop, regular(fonts, 7.5), CONTENT_WIDTH, lines, 9.5, MUTED);
  }
  drawFooter(sheet, contact, now);
  return pdf.save();
}
