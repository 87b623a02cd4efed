/**
 * A minimal PNG decoder for tests (8-bit greyscale, RGB or RGBA, non-interlaced: what resvg and
 * Chromium write), written from the PNG specification, independent of the renderers under test.
 */
import { inflateSync } from 'node:zlib';

export interface DecodedPng {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  rgba: Uint8Array;
}

export function decodePng(file: Uint8Array): DecodedPng {
  const bytes = Buffer.from(file);
  if (bytes.toString('latin1', 1, 4) !== 'PNG') throw new Error('not a PNG');
  let at = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  const data: Buffer[] = [];
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit, non-interlaced PNGs');
      colorType = body[9]!;
    } else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[colorType];
  if (!channels) throw new Error(`colour type ${colorType} not supported`);
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter]!;
      pixels[y * stride + x] = (line[x]! + predictor) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const px = pixels.subarray(i * channels, (i + 1) * channels);
    const [r, g, b, alpha] =
      channels === 4
        ? px
        : channels === 3
          ? [px[0], px[1], px[2], 255]
          : channels === 2
            ? [px[0], px[0], px[0], px[1]]
            : [px[0], px[0], px[0], 255];
    rgba.set([r!, g!, b!, alpha!], i * 4);
  }
  return { width, height, rgba };
}

/** How many pixels have exactly this colour (`#rrggbb`). */
export function countColor(png: DecodedPng, hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let count = 0;
  for (let i = 0; i < png.rgba.length; i += 4)
    if (png.rgba[i] === r && png.rgba[i + 1] === g && png.rgba[i + 2] === b) count++;
  return count;
}

/** How many distinct colours the picture has (a blank card has one or two). */
export function distinctColors(png: DecodedPng): number {
  const seen = new Set<number>();
  for (let i = 0; i < png.rgba.length; i += 4)
    seen.add((png.rgba[i]! << 16) | (png.rgba[i + 1]! << 8) | png.rgba[i + 2]!);
  return seen.size;
}
