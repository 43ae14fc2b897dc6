// The part of PromQL the generated rules use, evaluated at one instant the way Prometheus evaluates a rule:
// a test's stand-in for promtool (which this repository does not install). Selectors with label matchers
// (=, !=, =~, !~), range selectors under rate() and increase(), sum [by (...)], histogram_quantile(),
// arithmetic (* /), comparisons with a number (a filter, as in a rule) and `and`.
// A series is { labels, value }: for a counter, `value` is its increase over the range the expression asks
// for (so rate() divides it by the range's seconds); for a gauge (up), its value now.

const TOKEN =
  /\s*(?:(\d+(?:\.\d+)?)|([a-zA-Z_][a-zA-Z0-9_]*)|("(?:[^"\\]|\\.)*")|(\[\d+[smhd]\])|(=~|!~|!=|>=|<=|==|[(){}=,<>*/]))/y;

function tokenize(expr) {
  const tokens = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < expr.trimEnd().length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(expr);
    if (!match) throw new Error(`PromQL: cannot read ${JSON.stringify(expr.slice(at))}`);
    const [, number, name, string, range, symbol] = match;
    if (number !== undefined) tokens.push({ number: Number(number) });
    else if (name !== undefined) tokens.push({ name });
    else if (string !== undefined) tokens.push({ string: JSON.parse(string) });
    else if (range !== undefined) tokens.push({ range: seconds(range.slice(1, -1)) });
    else tokens.push({ symbol });
  }
  return tokens;
}

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 };
const seconds = (duration) => Number(duration.slice(0, -1)) * UNIT_SECONDS[duration.at(-1)];

const COMPARISONS = {
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '==': (a, b) => a === b,
  '!=': (a, b) => a !== b,
};
const MATCHERS = {
  '=': (value, wanted) => value === wanted,
  '!=': (value, wanted) => value !== wanted,
  '=~': (value, wanted) => new RegExp(`^(?:${wanted})$`).test(value),
  '!~': (value, wanted) => !new RegExp(`^(?:${wanted})$`).test(value),
};

/** A series' labels without its name, as a key: how binary operators match series. */
const signature = ({ __name__: _name, ...labels }) =>
  JSON.stringify(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The q-quantile of one histogram's cumulative buckets ([le, count]), as Prometheus interpolates it: linear
 * inside the bucket the rank falls in, from 0 below the first; the highest finite bound in the +Inf bucket.
 */
function bucketQuantile(q, buckets) {
  const sorted = [...buckets].sort(([a], [b]) => a - b);
  const total = sorted.at(-1)[1];
  if (total === 0) return NaN;
  const rank = q * total;
  const index = sorted.findIndex(([, count]) => count >= rank);
  const [upper, count] = sorted[index];
  if (upper === Infinity) return sorted.at(-2)[0];
  const [lower, below] = index === 0 ? [0, 0] : sorted[index - 1];
  return lower + ((upper - lower) * (rank - below)) / (count - below);
}

/** Parses `expr` and evaluates it over `series`: the resulting vector, [{ labels, value }]. */
export function evaluate(expr, series) {
  const tokens = tokenize(expr);
  let at = 0;
  const peek = () => tokens[at];
  const next = () => tokens[at++];
  const expect = (symbol) => {
    const token = next();
    if (token?.symbol !== symbol) throw new Error(`PromQL: expected ${symbol} in ${expr}`);
  };
  const labelList = () => {
    expect('(');
    const names = [];
    while (peek()?.symbol !== ')') {
      names.push(next().name);
      if (peek()?.symbol === ',') next();
    }
    expect(')');
    return names;
  };

  function selector(name) {
    const matchers = [];
    if (peek()?.symbol === '{') {
      next();
      while (peek()?.symbol !== '}') {
        const label = next().name;
        const op = next().symbol;
        matchers.push([label, MATCHERS[op], next().string]);
        if (peek()?.symbol === ',') next();
      }
      expect('}');
    }
    const selected = series
      .filter(({ labels }) => labels.__name__ === name)
      .filter(({ labels }) =>
        matchers.every(([label, test, wanted]) => test(labels[label] ?? '', wanted)),
      );
    if (peek()?.range !== undefined) return { range: next().range, selected };
    return selected;
  }

  function call(name) {
    expect('(');
    let result;
    if (name === 'rate' || name === 'increase') {
      const { range, selected } = operand();
      if (range === undefined) throw new Error(`PromQL: ${name} needs a range in ${expr}`);
      result = selected.map(({ labels: { __name__: _name, ...labels }, value }) => ({
        labels,
        value: name === 'rate' ? value / range : value,
      }));
    } else if (name === 'histogram_quantile') {
      const q = next().number;
      expect(',');
      const groups = new Map();
      for (const { labels, value } of expression()) {
        const { le, ...rest } = labels;
        const key = signature(rest);
        if (!groups.has(key)) groups.set(key, { labels: rest, buckets: [] });
        groups.get(key).buckets.push([le === '+Inf' ? Infinity : Number(le), value]);
      }
      result = [...groups.values()].map(({ labels, buckets }) => ({
        labels,
        value: bucketQuantile(q, buckets),
      }));
    } else throw new Error(`PromQL: no function ${name} here`);
    expect(')');
    return result;
  }

  function sum() {
    const by = peek()?.name === 'by' ? (next(), labelList()) : [];
    expect('(');
    const groups = new Map();
    for (const { labels, value } of expression()) {
      const kept = Object.fromEntries(by.filter((l) => l in labels).map((l) => [l, labels[l]]));
      const key = signature(kept);
      groups.set(key, { labels: kept, value: (groups.get(key)?.value ?? 0) + value });
    }
    expect(')');
    return [...groups.values()];
  }

  function operand() {
    const token = next();
    if (token?.number !== undefined) return token.number;
    if (token?.symbol === '(') {
      const inner = expression();
      expect(')');
      return inner;
    }
    if (token?.name === 'sum') return sum();
    if (token?.name && peek()?.symbol === '(') return call(token.name);
    if (token?.name) return selector(token.name);
    throw new Error(`PromQL: unexpected ${JSON.stringify(token)} in ${expr}`);
  }

  const arithmetic = (op, left, right) => {
    const apply = (a, b) => (op === '*' ? a * b : a / b);
    if (typeof left === 'number' && typeof right === 'number') return apply(left, right);
    if (typeof right === 'number') return left.map((s) => ({ ...s, value: apply(s.value, right) }));
    if (typeof left === 'number') return right.map((s) => ({ ...s, value: apply(left, s.value) }));
    const byKey = new Map(right.map((s) => [signature(s.labels), s]));
    return left.flatMap((s) => {
      const other = byKey.get(signature(s.labels));
      return other ? [{ labels: s.labels, value: apply(s.value, other.value) }] : [];
    });
  };

  function product() {
    let left = operand();
    while (peek()?.symbol === '*' || peek()?.symbol === '/')
      left = arithmetic(next().symbol, left, operand());
    return left;
  }

  function comparison() {
    let left = product();
    while (COMPARISONS[peek()?.symbol]) {
      const test = COMPARISONS[next().symbol];
      const threshold = product();
      if (typeof threshold !== 'number')
        throw new Error(`PromQL: compare with a number in ${expr}`);
      left = left.filter((s) => test(s.value, threshold));
    }
    return left;
  }

  function expression() {
    let left = comparison();
    while (peek()?.name === 'and') {
      next();
      const right = new Set(comparison().map((s) => signature(s.labels)));
      left = left.filter((s) => right.has(signature(s.labels)));
    }
    return left;
  }

  const result = expression();
  if (at !== tokens.length)
    throw new Error(`PromQL: left over ${JSON.stringify(peek())} in ${expr}`);
  return result;
}
