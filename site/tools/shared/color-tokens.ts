/**
 * How the colour tools keep colours in the URL: a dye as its stainID (`12`), any colour as
 * `#rrggbb`, lists joined by commas, a part count after a colon (`12:3`). Parsing only; the
 * colour work is the engine's.
 */
import type { ColorInput } from '../../../lib/dyes/index.ts';

export type Token = string;

const DYE = /^[1-9]\d{0,9}$/;
const HEX = /^#[0-9a-f]{6}$/i;

export const isDyeToken = (token: Token): boolean => DYE.test(token);

/** The engine's input for a token; null for anything else (a hand-edited URL). */
export function tokenInput(token: Token): ColorInput | null {
  if (DYE.test(token)) return { dye: Number(token) };
  return HEX.test(token) ? { hex: token } : null;
}

export const splitList = (text: string): Token[] =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
export const joinList = (tokens: readonly Token[]): string => tokens.join(',');

/** `12:3` → token `12`, parts 3 (parts default 1; anything unreadable becomes 1). */
export function splitParts(entry: string): { token: Token; parts: number } {
  const at = entry.lastIndexOf(':');
  if (at < 0) return { token: entry, parts: 1 };
  const parts = Number(entry.slice(at + 1));
  return { token: entry.slice(0, at), parts: Number.isFinite(parts) && parts >= 0 ? parts : 1 };
}
