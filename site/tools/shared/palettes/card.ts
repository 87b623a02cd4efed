/**
 * The PNG swatch card, drawn in the browser on a canvas: the tool's title, then one row per dye
 * (and per named colour after them) with its swatch, its name in the interface language and its hex.
 */
import type { NamedColor } from './colors.ts';
import { displayName, type DyeObject } from './types.ts';

/** Fonts with CJK coverage first for CJK languages, so names never render as boxes. */
export const CARD_FONTS: Record<string, string> = {
  ja: '"Noto Sans CJK JP", "Hiragino Sans", "Yu Gothic", "Meiryo", sans-serif',
  ko: '"Noto Sans CJK KR", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif',
  zh: '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif',
};
const LATIN_FONT = 'system-ui, "Segoe UI", Roboto, "Noto Sans", sans-serif';

const WIDTH = 640;
const PAD = 32;
const ROW = 56;
const SWATCH = 40;
const HEADER = 88;
const FOOTER = 44;

export interface CardText {
  title: string;
  footer: string;
  locale: string;
}

export function drawCard(
  canvas: HTMLCanvasElement,
  dyes: readonly DyeObject[],
  text: CardText,
  colors: readonly NamedColor[] = [],
): void {
  const rows = [...dyes.map((d) => ({ hex: d.hex, name: displayName(d) })), ...colors];
  const scale = 2; // crisp on high-density screens and when shared
  const height = HEADER + rows.length * ROW + FOOTER;
  canvas.width = WIDTH * scale;
  canvas.height = height * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2D is not available');
  ctx.scale(scale, scale);
  const font = CARD_FONTS[text.locale] ?? LATIN_FONT;

  ctx.fillStyle = '#1b2536';
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.fillStyle = '#f4f1e8';
  ctx.font = `700 24px ${font}`;
  ctx.textBaseline = 'middle';
  ctx.fillText(text.title, PAD, HEADER / 2, WIDTH - 2 * PAD);

  rows.forEach((row, i) => {
    const y = HEADER + i * ROW;
    ctx.fillStyle = row.hex;
    ctx.beginPath();
    ctx.roundRect(PAD, y + (ROW - SWATCH) / 2, SWATCH, SWATCH, 8);
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,0.35)';
    ctx.stroke();
    ctx.fillStyle = '#f4f1e8';
    ctx.font = `600 18px ${font}`;
    ctx.fillText(row.name, PAD + SWATCH + 16, y + ROW / 2, WIDTH - 2 * PAD - SWATCH - 130);
    ctx.fillStyle = '#b9c2d0';
    ctx.font = '16px ui-monospace, "DejaVu Sans Mono", monospace';
    ctx.textAlign = 'right';
    ctx.fillText(row.hex, WIDTH - PAD, y + ROW / 2);
    ctx.textAlign = 'left';
  });

  ctx.fillStyle = '#8a96a8';
  ctx.font = `13px ${LATIN_FONT}`;
  ctx.fillText(text.footer, PAD, height - FOOTER / 2);
}

/** The card as a PNG blob. */
export function cardPng(dyes: readonly DyeObject[], text: CardText, colors: readonly NamedColor[] = []): Promise<Blob> {
  const canvas = document.createElement('canvas');
  drawCard(canvas, dyes, text, colors);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the browser could not encode the PNG'))),
      'image/png',
    ),
  );
}
