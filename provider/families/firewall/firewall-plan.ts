// The fewest PATCH actions that turn a firewall's list of rules (custom rules, or IP rules) into the
// program's. Pure: rules in, steps out; firewall-config.ts sends them.
//
// Rules keep their ids across edits (the Terraform provider's #465: recreating every rule broke
// traffic filtered by rule id). A desired rule takes over an existing one, in this order, by:
//   1. its id, when the program carries one;
//   2. each of the caller's keys in turn (for custom rules: name+conditions+action, then the name
//      alone, so an edited rule is one update instead of a remove and an insert);
//   3. order among the rules still unmatched: the first one left takes the first existing one left
//      (a rule renamed and edited), since one update costs less than a remove and an insert.
// Existing rules left over are removed, desired ones left over inserted (the platform appends
// them), matched ones that differ updated. For an ordered list, the rules then move into place with
// `rules.priority`: the rules on a longest increasing subsequence of current positions stay, every
// other rule moves once, so a pure reorder is only moves and as few as possible.

/** Which existing rule a reference means: one that was there, or the one inserted for `news[index]`. */
export type RuleRef = { readonly id: string } | { readonly inserted: number };

export type RuleStep =
  | { readonly kind: "remove"; readonly id: string }
  | { readonly kind: "update"; readonly id: string; readonly index: number }
  | { readonly kind: "insert"; readonly index: number }
  /** Move the rule to `position` (0-based, counted once it left its old place). */
  | { readonly kind: "move"; readonly rule: RuleRef; readonly position: number };

export interface PlanOptions<T> {
  /** The id a desired rule names, if any. */
  id(rule: T): string | undefined;
  /** Keys that say two rules are the same rule, tried in order after the id. */
  keys: readonly ((rule: T) => string)[];
  /** True when an existing rule already equals the desired one (no update needed). */
  same(existing: T, desired: T): boolean;
  /** Whether order matters (custom rules) or not (IP rules). */
  ordered: boolean;
}

/** Steps in the order they must be sent: removes, updates, inserts, then moves. */
export function planRuleSteps<T>(
  olds: readonly (T & { id: string })[],
  news: readonly T[],
  options: PlanOptions<T>,
): RuleStep[] {
  const matchOf = matchRules(olds, news, options);
  const matchedOlds = new Set(matchOf.filter((old) => old !== undefined));
  const steps: RuleStep[] = [];
  for (const old of olds) if (!matchedOlds.has(old.id)) steps.push({ kind: "remove", id: old.id });
  news.forEach((rule, index) => {
    const oldId = matchOf[index];
    const old = olds.find((candidate) => candidate.id === oldId);
    if (old && !options.same(old, rule)) steps.push({ kind: "update", id: old.id, index });
  });
  const inserted = news.map((_, index) => index).filter((index) => matchOf[index] === undefined);
  for (const index of inserted) steps.push({ kind: "insert", index });
  if (!options.ordered) return steps;

  // The order once removes and inserts are done: kept rules as they stood, then the inserted ones.
  const newIndexOf = new Map(matchOf.map((oldId, index) => [oldId, index]));
  const current = [
    ...olds.flatMap((old) => (matchedOlds.has(old.id) ? [newIndexOf.get(old.id) as number] : [])),
    ...inserted,
  ];
  const refOf = (index: number): RuleRef => {
    const id = matchOf[index];
    return id !== undefined ? { id } : { inserted: index };
  };
  return [
    ...steps,
    ...moves(current).map(({ index, position }) => ({ kind: "move" as const, rule: refOf(index), position })),
  ];
}

/** For each desired rule, the id of the existing rule it takes over, or undefined for a new one. */
function matchRules<T>(
  olds: readonly (T & { id: string })[],
  news: readonly T[],
  options: PlanOptions<T>,
): (string | undefined)[] {
  const matchOf: (string | undefined)[] = news.map(() => undefined);
  const free = new Set(olds.map((old) => old.id));
  const take = (index: number, id: string | undefined): void => {
    if (id === undefined || !free.has(id) || matchOf[index] !== undefined) return;
    matchOf[index] = id;
    free.delete(id);
  };
  news.forEach((rule, index) => take(index, options.id(rule)));
  for (const key of options.keys) {
    news.forEach((rule, index) => {
      if (matchOf[index] !== undefined) return;
      const wanted = key(rule);
      take(index, olds.find((old) => free.has(old.id) && key(old) === wanted)?.id);
    });
  }
  // Whatever is left pairs up in order: one update costs less than a remove and an insert.
  const leftovers = olds.filter((old) => free.has(old.id));
  news.forEach((_, index) => {
    if (matchOf[index] === undefined) take(index, leftovers.shift()?.id);
  });
  return matchOf;
}

/**
 * The fewest moves that sort `current` (a permutation of 0..n-1) ascending: the elements of a
 * longest increasing subsequence stay; each other element, taken in target order, moves to just
 * after its target predecessor, which by then is where it belongs.
 */
export function moves(current: readonly number[]): { index: number; position: number }[] {
  const staying = new Set(longestIncreasingSubsequence(current));
  const list = [...current];
  const result: { index: number; position: number }[] = [];
  for (let index = 0; index < list.length; index++) {
    if (staying.has(index)) continue;
    list.splice(list.indexOf(index), 1);
    const position = index === 0 ? 0 : list.indexOf(index - 1) + 1;
    list.splice(position, 0, index);
    result.push({ index, position });
  }
  return result;
}

/** The values of one longest strictly increasing subsequence (patience sorting, O(n log n)). */
export function longestIncreasingSubsequence(values: readonly number[]): number[] {
  /** tails[k]: position in `values` of the smallest tail of an increasing run of length k+1. */
  const tails: number[] = [];
  const previous: number[] = [];
  values.forEach((value, position) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((values[tails[middle] as number] as number) < value) low = middle + 1;
      else high = middle;
    }
    previous[position] = low > 0 ? (tails[low - 1] as number) : -1;
    tails[low] = position;
  });
  const result: number[] = [];
  for (
    let at = tails.length > 0 ? (tails[tails.length - 1] as number) : -1;
    at >= 0;
    at = previous[at] as number
  ) {
    result.unshift(values[at] as number);
  }
  return result;
}
