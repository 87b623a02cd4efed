/**
 * The XIVAPI v2 search query language, as the fake upstream understands it (boilmaster's grammar):
 *
 *   query     := clause (space clause)*
 *   clause    := ['+' | '-'] (group | condition)
 *   group     := '(' query ')'
 *   condition := field op value        op := = ~ < <= > >=
 *   field     := name ('.' name)* ['@' language]
 *   value     := number | "string" | true | false
 *
 * A group matches when every `+` clause matches, no `-` clause matches, and — if it has no `+`
 * clause — at least one plain clause matches. Written independently of the client's builder so a
 * malformed query from the client is a 400 here, as it would be upstream.
 */
export type Value = number | string | boolean;
export type Op = '=' | '~' | '<' | '<=' | '>' | '>=';

export interface Condition {
  kind: 'condition';
  field: string[];
  language?: string;
  op: Op;
  value: Value;
}
export interface Group {
  kind: 'group';
  clauses: Clause[];
}
export interface Clause {
  occur: 'must' | 'mustNot' | 'should';
  node: Condition | Group;
}

export class QueryError extends Error {}

export function parseQuery(text: string): Group {
  let i = 0;
  const fail = (what: string): never => {
    throw new QueryError(`${what} at position ${i} of ${JSON.stringify(text)}`);
  };
  const skipSpace = () => {
    while (i < text.length && text[i] === ' ') i++;
  };

  function parseClauses(closing: boolean): Clause[] {
    const clauses: Clause[] = [];
    for (;;) {
      skipSpace();
      if (i >= text.length) {
        if (closing) fail('unclosed group');
        break;
      }
      if (text[i] === ')') {
        if (!closing) fail('unexpected ")"');
        break;
      }
      clauses.push(parseClause());
    }
    if (clauses.length === 0) fail('empty query');
    return clauses;
  }

  function parseClause(): Clause {
    let occur: Clause['occur'] = 'should';
    if (text[i] === '+' || text[i] === '-') {
      occur = text[i] === '+' ? 'must' : 'mustNot';
      i++;
    }
    if (text[i] === '(') {
      i++;
      const clauses = parseClauses(true);
      i++; // ')'
      return { occur, node: { kind: 'group', clauses } };
    }
    return { occur, node: parseCondition() };
  }

  function parseCondition(): Condition {
    const start = i;
    while (i < text.length && /[A-Za-z0-9_.@]/.test(text[i]!)) i++;
    const path = text.slice(start, i);
    if (!path) fail('expected a field');
    const [fieldText, language, extra] = path.split('@');
    if (extra !== undefined) fail('two languages');
    const field = fieldText!.split('.');
    if (field.some((part) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(part))) fail(`bad field ${JSON.stringify(fieldText)}`);
    const op = (['<=', '>=', '=', '~', '<', '>'] as const).find((o) => text.startsWith(o, i));
    if (!op) return fail('expected an operator');
    i += op.length;
    return { kind: 'condition', field, language, op, value: parseValue() };
  }

  function parseValue(): Value {
    if (text[i] === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) fail('unclosed string');
      const value = text.slice(i + 1, end);
      i = end + 1;
      return value;
    }
    const start = i;
    while (i < text.length && text[i] !== ' ' && text[i] !== ')') i++;
    const raw = text.slice(start, i);
    if (raw === 'true') return true;
    if (raw === 'false') return false;
    if (!/^-?\d+(\.\d+)?$/.test(raw)) fail(`bad value ${JSON.stringify(raw)}`);
    return Number(raw);
  }

  const clauses = parseClauses(false);
  return { kind: 'group', clauses };
}

/** Reads one field of a row for a condition; undefined when the row has no such field. */
export type FieldReader = (field: string[], language: string | undefined) => Value | undefined;

function test(condition: Condition, read: FieldReader): boolean {
  const actual = read(condition.field, condition.language);
  if (actual === undefined) return false;
  const expected = condition.value;
  const a = typeof actual === 'boolean' ? Number(actual) : actual;
  const e = typeof expected === 'boolean' ? Number(expected) : expected;
  switch (condition.op) {
    case '=':
      return a === e;
    case '~':
      return typeof a === 'string' && typeof e === 'string' && a.toLowerCase().includes(e.toLowerCase());
    case '<':
      return a < e;
    case '<=':
      return a <= e;
    case '>':
      return a > e;
    case '>=':
      return a >= e;
  }
}

export function matches(group: Group, read: FieldReader): boolean {
  let hasMust = false;
  let anyShould = false;
  for (const clause of group.clauses) {
    const hit = clause.node.kind === 'group' ? matches(clause.node, read) : test(clause.node, read);
    if (clause.occur === 'must') {
      hasMust = true;
      if (!hit) return false;
    } else if (clause.occur === 'mustNot') {
      if (hit) return false;
    } else if (hit) anyShould = true;
  }
  return hasMust || anyShould;
}
