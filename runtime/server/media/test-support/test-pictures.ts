import sharp from 'sharp';

/** A photo-like test picture made with sharp: a gradient-free solid colour is enough for size and type checks. */
export async function testPicture(format: 'jpeg' | 'png' | 'webp', width = 800, height = 600): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/** A tiny drawing, padded with spaces inside the <svg> element to exactly `bytes` long when asked. */
export function testSvg(bytes?: number): Uint8Array {
  const open = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200"><rect width="400" height="200" fill="#c81e28"/>';
  const close = '</svg>';
  const padding = bytes === undefined ? 0 : bytes - open.length - close.length;
  return new TextEncoder().encode(`${open}${' '.repeat(padding)}${close}`);
}
