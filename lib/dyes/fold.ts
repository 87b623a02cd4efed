/**
 * The folding of names for search (dye names, and the site's words in the engine worker): NFKC (full/half width), lower case, ß → ss, accents removed from Latin letters only
 * (so Japanese kana keep their voicing marks: か ≠ が), and hiragana written as katakana
 * (じぇっと matches ジェット), as players type dye names in either.
 */
// Hiragana ぁ (U+3041) … ゖ (U+3096) and the iteration marks ゝゞ sit 0x60 below their katakana.
const HIRAGANA = /[\u3041-\u3096\u309d\u309e]/g;
const KATAKANA_OFFSET = 0x60;

export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(HIRAGANA, (kana) => String.fromCharCode(kana.charCodeAt(0) + KATAKANA_OFFSET));
}
