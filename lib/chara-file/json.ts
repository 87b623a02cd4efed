/**
 * A JSON reader that keeps where every value sits in the text, for `.chara` files. The posing tools
 * write their files with a serializer that accepts trailing commas and comments, so this reader
 * accepts both too (plus a leading byte-order mark); otherwise it is strict JSON. Knowing each
 * value's span lets the writer replace one number and leave every other character alone.
 *
 * Iterative where depth matters: nesting is capped, so hostile input fails with a message rather
 * than exhausting the stack.
 */

/** A value and the half-open range `[start, end)` of its characters in the source text. */
export type JsonNode =
  | { kind: 'object'; start: number; end: number; members: Map<string, JsonNode> }
  | { kind: 'array'; start: number; end: number; items: JsonNode[] }
  | { kind: 'string'; start: number; end: number; value: string }
  | { kind: 'number'; start: number; end: number; value: number; text: string }
  | { kind: 'boolean'; start: number; end: number; value: boolean }
  | { kind: 'null'; start: number; end: number };

/** Where the text stops being JSON: a message and its 1-based line and column. */
export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

export const MAX_DEPTH = 64;

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

export function parseJsonWithSpans(text: string): JsonNode {
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const fail = (message: string, at = pos): never => {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < at && i < text.length; i++) {
      if (text.charCodeAt(i) === 10) {
        line++;
        lineStart = i + 1;
      }
    }
    throw new JsonSyntaxError(message, line, at - lineStart + 1);
  };
  const describe = (at: number) => (at >= text.length ? 'the end of the text' : `"${text[at]}"`);

  function skipSpace(): void {
    for (;;) {
      const c = text.charCodeAt(pos);
      if (c === 32 || c === 9 || c === 10 || c === 13) pos++;
      else if (c === 47 && text.charCodeAt(pos + 1) === 47) {
        const nl = text.indexOf('\n', pos);
        pos = nl === -1 ? text.length : nl + 1;
      } else if (c === 47 && text.charCodeAt(pos + 1) === 42) {
        const close = text.indexOf('*/', pos + 2);
        if (close === -1) fail('a comment is never closed');
        pos = close + 2;
      } else return;
    }
  }

  function readString(): string {
    const start = pos;
    pos++; // opening quote
    // Fast path: no escape before the closing quote (every key and name in a real file).
    const close = text.indexOf('"', pos);
    if (close !== -1) {
      let plain = true;
      for (let i = pos; i < close; i++) {
        const c = text.charCodeAt(i);
        if (c === 92 || c < 32) {
          plain = false;
          break;
        }
      }
      if (plain) {
        pos = close + 1;
        return text.slice(start + 1, close);
      }
    }
    let out = '';
    let chunk = pos;
    for (;;) {
      if (pos >= text.length) fail('a string is never closed', start);
      const c = text.charCodeAt(pos);
      if (c === 34) {
        out += text.slice(chunk, pos);
        pos++;
        return out;
      }
      if (c < 32) fail('a string contains a raw control character');
      if (c === 92) {
        out += text.slice(chunk, pos);
        const e = text[pos + 1];
        if (e === 'u') {
          const hex = text.slice(pos + 2, pos + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('a \\u escape needs four hex digits');
          out += String.fromCharCode(Number.parseInt(hex, 16));
          pos += 6;
        } else if (e !== undefined && e in ESCAPES) {
          out += ESCAPES[e];
          pos += 2;
        } else fail('a string has an unknown escape');
        chunk = pos;
      } else pos++;
    }
  }

  function readScalar(): JsonNode {
    const start = pos;
    const c = text[pos];
    if (c === '"') return { kind: 'string', start, value: readString(), end: pos };
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      NUMBER.lastIndex = pos;
      const match = NUMBER.exec(text);
      if (!match) fail('a number is malformed');
      pos += match![0].length;
      return { kind: 'number', start, end: pos, value: Number(match![0]), text: match![0] };
    }
    for (const [word, node] of [
      ['true', { kind: 'boolean', value: true }],
      ['false', { kind: 'boolean', value: false }],
      ['null', { kind: 'null' }],
    ] as const) {
      if (text.startsWith(word, pos)) {
        pos += word.length;
        return { ...node, start, end: pos };
      }
    }
    return fail(`unexpected ${describe(pos)}`);
  }

  /** Containers being filled, innermost last; a key waits beside its object until its value is read. */
  type Open =
    | { node: Extract<JsonNode, { kind: 'object' }>; key: string | null }
    | { node: Extract<JsonNode, { kind: 'array' }>; key: null };
  const stack: Open[] = [];
  let root: JsonNode | undefined;

  /** Reads the start of one value: a scalar (returned) or an opened container (pushed, null). */
  function beginValue(): JsonNode | null {
    skipSpace();
    const c = text[pos];
    if (c === '{' || c === '[') {
      if (stack.length >= MAX_DEPTH) fail(`nesting deeper than ${MAX_DEPTH} levels`);
      const start = pos++;
      if (c === '{') stack.push({ node: { kind: 'object', start, end: -1, members: new Map() }, key: null });
      else stack.push({ node: { kind: 'array', start, end: -1, items: [] }, key: null });
      return null;
    }
    return readScalar();
  }

  /**
   * Before an entry of a container: false at its closing bracket. Entries are separated by commas,
   * and one trailing comma before the bracket is allowed.
   */
  function beginEntry(close: '}' | ']', first: boolean): boolean {
    skipSpace();
    if (text[pos] === close) return false;
    if (!first) {
      if (text[pos] !== ',') fail(`expected "," or "${close}" but found ${describe(pos)}`);
      pos++;
      skipSpace();
      if (text[pos] === close) return false;
    }
    return true;
  }

  /** An object member's `"key":`, remembered beside the object until its value is read. */
  function readKey(open: Open): void {
    if (text[pos] !== '"') fail(`expected a property name in quotes but found ${describe(pos)}`);
    open.key = readString();
    skipSpace();
    if (text[pos] !== ':') fail(`expected ":" after "${open.key}" but found ${describe(pos)}`);
    pos++;
  }

  /** Attaches a finished value to the innermost container, or makes it the root. */
  function attach(value: JsonNode): void {
    const open = stack[stack.length - 1];
    if (!open) root = value;
    else if (open.node.kind === 'object') open.node.members.set(open.key!, value);
    else open.node.items.push(value);
  }

  let pending = beginValue();
  if (pending) attach(pending);
  while (stack.length > 0) {
    const open = stack[stack.length - 1]!;
    const first =
      open.node.kind === 'object' ? open.node.members.size === 0 && open.key === null : open.node.items.length === 0;
    const isObject = open.node.kind === 'object';
    if (!beginEntry(isObject ? '}' : ']', first)) {
      pos++; // the closing brace or bracket
      open.node.end = pos;
      stack.pop();
      attach(open.node);
      continue;
    }
    if (isObject) readKey(open);
    pending = beginValue();
    if (pending) attach(pending);
  }
  skipSpace();
  if (pos < text.length) fail(`unexpected ${describe(pos)} after the end of the data`);
  return root!;
}
