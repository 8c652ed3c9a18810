// The part of vtiger's query language (VTQL) the vtiger peer answers: `select <columns | * | count(*)>
// from <module> [where <column> <op> <value> [and ...]] [limit <n>];`. Tokens are vtiger's own (its
// VTQL_Lexer): words, numbers, and strings in single quotes with a quote doubled inside; the closing
// semicolon is required, as vtiger's grammar requires it. A value compares as MySQL's default collation
// does, without regard to case; `like` takes `%` and `_` as MySQL does.

export class VtqlSyntaxError extends Error {}

export type VtqlOperator = '=' | '!=' | 'like';

export interface VtqlCondition {
  column: string;
  operator: VtqlOperator;
  value: string;
}

export interface VtqlQuery {
  /** The columns named, or every column ('*'), or the number of rows ('count'). */
  columns: string[] | '*' | 'count';
  module: string;
  /** All of them must hold (vtiger's `or` is not needed by the adapter, so the peer refuses it). */
  where: VtqlCondition[];
  limit: number | undefined;
}

// vtiger's token pattern, plus `!=`, which its later versions added.
const TOKEN = /\s*(\w+|'(?:[^']|'')+'|\(|\)|[+-]?\d+|,|\*|!=|=|<|>|;)/y;

function tokens(text: string): string[] {
  const found: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.trimEnd().length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw new VtqlSyntaxError(`Unexpected input at ${at}: ${text.slice(at, at + 10)}`);
    found.push(match[1]!);
  }
  return found;
}

/** Reads one query; throws VtqlSyntaxError for anything else. */
export function parseVtql(text: string): VtqlQuery {
  const queue = tokens(text);
  const next = () => queue.shift() ?? '';
  const expect = (word: string) => {
    const token = next();
    if (token.toLowerCase() !== word)
      throw new VtqlSyntaxError(`Syntax Error: expected ${word}, got '${token}'`);
  };

  expect('select');
  let columns: VtqlQuery['columns'];
  if (queue[0] === '*') {
    next();
    columns = '*';
  } else if (queue[0]?.toLowerCase() === 'count') {
    next();
    ['(', '*', ')'].forEach(expect);
    columns = 'count';
  } else {
    columns = [word(next())];
    while (queue[0] === ',') {
      next();
      columns.push(word(next()));
    }
  }
  expect('from');
  const module = word(next());

  const where: VtqlCondition[] = [];
  if (queue[0]?.toLowerCase() === 'where') {
    do {
      next();
      const column = word(next());
      const operator = next().toLowerCase();
      if (operator !== '=' && operator !== '!=' && operator !== 'like') {
        throw new VtqlSyntaxError(`Syntax Error: operator '${operator}' is not supported here`);
      }
      where.push({ column, operator, value: literal(next()) });
    } while (queue[0]?.toLowerCase() === 'and');
  }

  let limit: number | undefined;
  if (queue[0]?.toLowerCase() === 'limit') {
    next();
    limit = Number(literal(next()));
  }
  expect(';');
  if (queue.length) throw new VtqlSyntaxError(`Syntax Error: unexpected '${queue[0]}'`);
  return { columns, module, where, limit };
}

function word(token: string): string {
  if (!/^[a-z_]\w*$/i.test(token)) throw new VtqlSyntaxError(`Syntax Error: '${token}' is not a name`);
  return token;
}

function literal(token: string): string {
  if (/^[+-]?\d+$/.test(token)) return token;
  if (token.length > 2 && token.startsWith("'")) return token.slice(1, -1).replaceAll("''", "'");
  throw new VtqlSyntaxError(`Syntax Error: '${token}' is not a value`);
}

/** Whether `value` satisfies the condition, compared as MySQL's case-insensitive collation does. */
export function satisfies(value: unknown, { operator, value: wanted }: VtqlCondition): boolean {
  const text = String(value ?? '').toLowerCase();
  const target = wanted.toLowerCase();
  if (operator === '=') return text === target;
  if (operator === '!=') return text !== target;
  const pattern = target
    .split('')
    .map((char) => (char === '%' ? '.*' : char === '_' ? '.' : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`, 's').test(text);
}
