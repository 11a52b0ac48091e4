import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFStream, StandardFonts } from 'pdf-lib';

/**
 * What a PDF says, read back for tests. pdf-lib writes text but does not read
 * it: each page's content streams are decoded here (they are Flate-compressed)
 * and every `<hex> Tj` text-showing operator, the only form pdf-lib writes for
 * standard fonts, is decoded from WinAnsi, one string per line
 * drawn (see winAnsiDecoder). Parsing goes through pdf-lib's own reader, so a malformed file fails
 * to load here as it would in a viewer.
 */
export interface PdfReading {
  pageCount: number;
  /** The lines drawn on each page, in drawing order. */
  pages: string[][];
  imageCount: number;
  title: string | undefined;
}

const latin1 = new TextDecoder('latin1');

/**
 * WinAnsi byte to character, read from pdf-lib's own Helvetica encoding:
 * Node 20's TextDecoder('windows-1252') decodes as ISO-8859-1, which turns
 * 0x80 to 0x9F (€, …, curly quotes) into control characters.
 */
async function winAnsiDecoder(): Promise<(bytes: number[]) => string> {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  const characters = new Map<number, string>();
  for (const codePoint of font.getCharacterSet()) {
    const character = String.fromCodePoint(codePoint);
    characters.set(Number.parseInt(font.encodeText(character).asString(), 16), character);
  }
  return (bytes) => bytes.map((byte) => characters.get(byte) ?? '\uFFFD').join('');
}

function contentStreams(contents: PDFStream | PDFArray | undefined, document: PDFDocument): PDFStream[] {
  if (!contents) return [];
  if (!(contents instanceof PDFArray)) return [contents];
  return contents.asArray().map((entry) => document.context.lookup(entry) as PDFStream);
}

function streamBytes(stream: PDFStream): Uint8Array {
  return stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
}

function shownText(content: string, decode: (bytes: number[]) => string): string[] {
  return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map(([, hex]) => decode((hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16))));
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const decode = await winAnsiDecoder();
  const pages = document.getPages().map((page) => contentStreams(page.node.Contents(), document).flatMap((stream) => shownText(latin1.decode(streamBytes(stream)), decode)));
  const imageCount = document.context
    .enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')).length;
  return { pageCount: document.getPageCount(), pages, imageCount, title: document.getTitle() };
}
