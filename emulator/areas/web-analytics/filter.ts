// The OData filter Web Analytics queries take (`filter=requestPath eq '/docs' and not (country in
// ('DE','FR'))`): comparisons `eq`, `ne`, `in`, the functions startswith / endswith / contains,
// `and`, `or`, `not` and parentheses, over the dimensions the route allows plus keyed JSON
// dimensions (`eventData/plan`, `flags/'my-flag'`). Parsed once into a predicate over a hit; a
// filter that does not parse, or names a dimension the route does not have, is the caller's 400.
import { badRequest } from "../../errors";
import type { StoredHit } from "./store";

export type Predicate = (hit: StoredHit) => boolean;

/** A dimension of a hit: plain (`country`) or keyed (`eventData/plan`). */
export function dimensionValue(hit: StoredHit, field: string): string | undefined {
  const slash = field.indexOf("/");
  if (slash < 0) return hit.dimensions[field];
  const family = field.slice(0, slash);
  const key = unquote(field.slice(slash + 1));
  return family === "eventData" ? hit.eventData[key] : undefined; // flags: none recorded yet
}

const unquote = (key: string) => (key.startsWith("'") && key.endsWith("'") ? key.slice(1, -1) : key);

/** Whether `field` is a dimension of the route: one of `plain`, or `<json>/<key>` for a keyed one. */
export function knownDimension(field: string, plain: readonly string[], keyed: readonly string[]): boolean {
  const slash = field.indexOf("/");
  return slash < 0
    ? plain.includes(field)
    : keyed.includes(field.slice(0, slash)) && slash < field.length - 1;
}

type Token = { kind: "word" | "string" | "punct"; text: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === "(" || c === ")" || c === ",") {
      tokens.push({ kind: "punct", text: c });
      i++;
    } else if (c === "'") {
      let value = "";
      i++;
      for (;;) {
        if (i >= text.length) throw badRequest("Invalid filter: unterminated string");
        if (text[i] === "'" && text[i + 1] === "'") {
          value += "'";
          i += 2;
        } else if (text[i] === "'") {
          i++;
          break;
        } else {
          value += text[i++];
        }
      }
      tokens.push({ kind: "string", text: value });
    } else {
      // A word: a name, a number, or a keyed dimension whose key may be quoted (flags/'my-flag').
      let word = "";
      while (i < text.length && !/[\s(),]/.test(text[i]!)) {
        if (text[i] === "'" && word.endsWith("/")) {
          const end = text.indexOf("'", i + 1);
          if (end < 0) throw badRequest("Invalid filter: unterminated key");
          word += text.slice(i, end + 1);
          i = end + 1;
        } else {
          word += text[i++];
        }
      }
      tokens.push({ kind: "word", text: word });
    }
  }
  return tokens;
}

/** Parses `filter`; `allowed` says which dimensions may be named. */
export function parseFilter(filter: string, allowed: (field: string) => boolean): Predicate {
  const tokens = tokenize(filter);
  let at = 0;
  const peek = () => tokens[at];
  const next = () => {
    const token = tokens[at++];
    if (!token) throw badRequest("Invalid filter: unexpected end");
    return token;
  };
  const expect = (text: string) => {
    const token = next();
    if (token.text !== text || token.kind === "string") {
      throw badRequest(`Invalid filter: expected '${text}', found '${token.text}'`);
    }
  };
  const isWord = (text: string) => peek()?.kind === "word" && peek()?.text.toLowerCase() === text;
  const field = (): string => {
    const token = next();
    if (token.kind !== "word" || !allowed(token.text)) {
      throw badRequest(`Invalid filter: '${token.text}' is not a dimension of this query`);
    }
    return token.text;
  };
  const literal = (): string | null => {
    const token = next();
    if (token.kind === "string") return token.text;
    if (token.kind === "word" && token.text === "null") return null;
    if (token.kind === "word" && /^(-?\d+(\.\d+)?|true|false)$/.test(token.text)) return token.text;
    throw badRequest(`Invalid filter: expected a value, found '${token.text}'`);
  };

  const or = (): Predicate => {
    const parts = [and()];
    while (isWord("or")) {
      next();
      parts.push(and());
    }
    return parts.length === 1 ? parts[0]! : (hit) => parts.some((p) => p(hit));
  };
  const and = (): Predicate => {
    const parts = [unary()];
    while (isWord("and")) {
      next();
      parts.push(unary());
    }
    return parts.length === 1 ? parts[0]! : (hit) => parts.every((p) => p(hit));
  };
  const unary = (): Predicate => {
    if (isWord("not")) {
      next();
      const inner = unary();
      return (hit) => !inner(hit);
    }
    return primary();
  };
  const primary = (): Predicate => {
    if (peek()?.kind === "punct" && peek()?.text === "(") {
      next();
      const inner = or();
      expect(")");
      return inner;
    }
    const name = peek()?.text.toLowerCase();
    if (
      (name === "startswith" || name === "endswith" || name === "contains") &&
      tokens[at + 1]?.text === "("
    ) {
      next();
      expect("(");
      const dimension = field();
      expect(",");
      const value = literal() ?? "";
      expect(")");
      const test =
        name === "startswith"
          ? (v: string) => v.startsWith(value)
          : name === "endswith"
            ? (v: string) => v.endsWith(value)
            : (v: string) => v.includes(value);
      return (hit) => test(dimensionValue(hit, dimension) ?? "");
    }
    const dimension = field();
    const op = next();
    const operator = op.kind === "word" ? op.text.toLowerCase() : "";
    if (operator === "in") {
      expect("(");
      const values = [literal()];
      while (peek()?.text === ",") {
        next();
        values.push(literal());
      }
      expect(")");
      return (hit) => values.includes(dimensionValue(hit, dimension) ?? null);
    }
    if (operator !== "eq" && operator !== "ne") {
      throw badRequest(`Invalid filter: unknown operator '${op.text}'`);
    }
    const value = literal();
    return operator === "eq"
      ? (hit) => (dimensionValue(hit, dimension) ?? null) === value
      : (hit) => (dimensionValue(hit, dimension) ?? null) !== value;
  };

  const predicate = or();
  if (at < tokens.length) throw badRequest(`Invalid filter: unexpected '${tokens[at]!.text}'`);
  return predicate;
}

/** Whether the filter names `dimension` anywhere (the default production-only filter steps aside). */
export const mentions = (filter: string | undefined, dimension: string): boolean =>
  filter !== undefined && new RegExp(`\\b${dimension}\\b`).test(filter);
