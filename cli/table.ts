/**
 * Plain-text tables for the terminal. Column widths count display cells, so Japanese, Korean and
 * Chinese dye names (two cells per character) line up with the Latin columns.
 */

export type Align = 'left' | 'right';

export interface Column<Row> {
  header: string;
  align?: Align;
  cell(row: Row): string;
}

// East Asian wide and fullwidth ranges (Hangul Jamo, CJK, Hangul syllables, fullwidth forms).
const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA960-\uA97F\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

/** Terminal cells `text` takes up. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}

const pad = (text: string, width: number, align: Align) => {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return align === 'right' ? fill + text : text + fill;
};

export function renderTable<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
  const cells = rows.map((row) => columns.map((c) => c.cell(row)));
  const widths = columns.map((c, i) => Math.max(displayWidth(c.header), ...cells.map((r) => displayWidth(r[i]!))));
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => pad(v, widths[i]!, columns[i]!.align ?? 'left'))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.header)), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
