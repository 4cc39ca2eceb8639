// The firewall's rule plan: the fewest PATCH actions, rule ids kept, and the steps really reach the
// desired order (checked by applying them as the platform does).
import { expect } from "chai";
import {
  longestIncreasingSubsequence,
  moves,
  planRuleSteps,
  type PlanOptions,
  type RuleStep,
} from "../../provider/families/firewall/firewall-plan";

interface Rule {
  id?: string;
  name: string;
  match: string;
  note?: string;
}

const options: PlanOptions<Rule> = {
  id: (rule) => rule.id,
  keys: [(rule) => `${rule.name}|${rule.match}`, (rule) => rule.name],
  same: (a, b) => a.name === b.name && a.match === b.match && a.note === b.note,
  ordered: true,
};

const existing = (...names: string[]): (Rule & { id: string })[] =>
  names.map((name) => ({ id: `rule_${name}`, name, match: `/${name}` }));
const desired = (...names: string[]): Rule[] => names.map((name) => ({ name, match: `/${name}` }));

/** Applies steps as the emulator does (inserts append, a move takes the 0-based position). */
function apply(olds: (Rule & { id: string })[], news: Rule[], steps: RuleStep[]): (Rule & { id: string })[] {
  let list = olds.map((rule) => ({ ...rule }));
  const insertedIds = new Map<number, string>();
  for (const step of steps) {
    if (step.kind === "remove") list = list.filter((rule) => rule.id !== step.id);
    if (step.kind === "update") {
      const at = list.findIndex((rule) => rule.id === step.id);
      list[at] = { ...(news[step.index] as Rule), id: step.id };
    }
    if (step.kind === "insert") {
      const id = `rule_new_${step.index}`;
      insertedIds.set(step.index, id);
      list.push({ ...(news[step.index] as Rule), id });
    }
    if (step.kind === "move") {
      const id = "id" in step.rule ? step.rule.id : (insertedIds.get(step.rule.inserted) as string);
      const at = list.findIndex((rule) => rule.id === id);
      const [rule] = list.splice(at, 1);
      expect(step.position).to.be.at.most(list.length);
      list.splice(step.position, 0, rule as Rule & { id: string });
    }
  }
  return list;
}

const kinds = (steps: RuleStep[]) => steps.map((step) => step.kind);

describe("firewall rule plan", () => {
  it("does nothing when the rules are the same", () => {
    expect(planRuleSteps(existing("a", "b"), desired("a", "b"), options)).to.deep.equal([]);
  });

  it("inserts a new rule and moves it into place", () => {
    const olds = existing("a", "b");
    const news = desired("a", "x", "b");
    const steps = planRuleSteps(olds, news, options);
    expect(kinds(steps)).to.deep.equal(["insert", "move"]);
    const result = apply(olds, news, steps);
    expect(result.map((r) => r.name)).to.deep.equal(["a", "x", "b"]);
    expect(result.filter((r) => r.name !== "x").map((r) => r.id)).to.deep.equal(["rule_a", "rule_b"]);
  });

  it("appends at the end with one insert and no move", () => {
    expect(planRuleSteps(existing("a"), desired("a", "b"), options)).to.deep.equal([
      { kind: "insert", index: 1 },
    ]);
  });

  it("updates an edited rule in place, keeping its id (matched by name)", () => {
    const news = desired("a", "b", "c");
    news[1] = { name: "b", match: "/changed" };
    expect(planRuleSteps(existing("a", "b", "c"), news, options)).to.deep.equal([
      { kind: "update", id: "rule_b", index: 1 },
    ]);
  });

  it("updates a rule renamed and edited where it stands; matches by id first", () => {
    const renamed = desired("a", "z", "c");
    expect(planRuleSteps(existing("a", "b", "c"), renamed, options)).to.deep.equal([
      { kind: "update", id: "rule_b", index: 1 },
    ]);
    const byId: Rule[] = [{ id: "rule_c", name: "a", match: "/a" }, ...desired("c")];
    const steps = planRuleSteps(existing("a", "c"), byId, options);
    // The program put rule_c first: both change content and rule_c moves to the top.
    expect(kinds(steps)).to.deep.equal(["update", "update", "move"]);
    expect(steps[1]).to.deep.include({ id: "rule_a", index: 1 });
    expect(apply(existing("a", "c"), byId, steps).map((r) => r.id)).to.deep.equal(["rule_c", "rule_a"]);
  });

  it("removes a dropped rule without moving the others", () => {
    expect(planRuleSteps(existing("a", "b", "c"), desired("a", "c"), options)).to.deep.equal([
      { kind: "remove", id: "rule_b" },
    ]);
  });

  it("turns a dropped rule and an added one into one update of the dropped rule", () => {
    const olds = existing("a", "b", "c");
    const news = desired("a", "x", "c", "y");
    const steps = planRuleSteps(olds, news, options);
    expect(steps).to.deep.equal([
      { kind: "update", id: "rule_b", index: 1 },
      { kind: "insert", index: 3 },
    ]);
    expect(apply(olds, news, steps).map((r) => r.id)).to.deep.equal([
      "rule_a",
      "rule_b",
      "rule_c",
      "rule_new_3",
    ]);
  });

  it("reorders five rules with priority moves only, as few as the order needs, keeping every id", () => {
    const olds = existing("a", "b", "c", "d", "e");
    for (const order of [
      ["e", "a", "b", "c", "d"],
      ["b", "c", "d", "e", "a"],
      ["e", "d", "c", "b", "a"],
      ["a", "c", "b", "e", "d"],
      ["c", "a", "e", "b", "d"],
    ]) {
      const news = desired(...order);
      const steps = planRuleSteps(olds, news, options);
      expect(
        kinds(steps).every((kind) => kind === "move"),
        order.join(),
      ).to.equal(true);
      const stay = longestIncreasingSubsequence(order.map((name) => "abcde".indexOf(name))).length;
      expect(steps, order.join()).to.have.length(5 - stay);
      const result = apply(olds, news, steps);
      expect(result.map((r) => r.name)).to.deep.equal(order);
      expect(result.map((r) => r.id)).to.deep.equal(order.map((name) => `rule_${name}`));
    }
    expect(planRuleSteps(olds, desired("e", "a", "b", "c", "d"), options)).to.deep.equal([
      { kind: "move", rule: { id: "rule_e" }, position: 0 },
    ]);
  });

  it("mixes remove, update, insert and reorder, and reaches the program's list", () => {
    const olds = existing("a", "b", "c", "d");
    const news: Rule[] = [
      { name: "d", match: "/d" },
      { name: "x", match: "/x" },
      { name: "b", match: "/b", note: "edited" },
      { name: "a", match: "/a" },
    ];
    const steps = planRuleSteps(olds, news, options);
    // c is gone and x is new: c's rule becomes x (one update instead of a remove and an insert).
    expect(kinds(steps).slice(0, 2)).to.deep.equal(["update", "update"]);
    expect(
      kinds(steps)
        .slice(2)
        .every((kind) => kind === "move"),
    ).to.equal(true);
    const result = apply(olds, news, steps);
    expect(result.map(({ name, note }) => ({ name, note }))).to.deep.equal(
      news.map(({ name, note }) => ({ name, note })),
    );
    expect(result.map((r) => r.id)).to.deep.equal(["rule_d", "rule_c", "rule_b", "rule_a"]);
    const withRemove = planRuleSteps(olds, news.slice(0, 3), options);
    expect(kinds(withRemove).slice(0, 3)).to.deep.equal(["remove", "update", "update"]);
    expect(apply(olds, news.slice(0, 3), withRemove).map((r) => r.name)).to.deep.equal(["d", "x", "b"]);
  });

  it("never moves rules of an unordered list", () => {
    const unordered = { ...options, ordered: false };
    expect(planRuleSteps(existing("a", "b"), desired("b", "a"), unordered)).to.deep.equal([]);
    expect(planRuleSteps(existing("a", "b"), desired("c", "a"), unordered)).to.deep.equal([
      { kind: "update", id: "rule_b", index: 0 },
    ]);
    expect(planRuleSteps(existing("a", "b"), desired("b"), unordered)).to.deep.equal([
      { kind: "remove", id: "rule_a" },
    ]);
  });

  it("sorts any permutation with n minus LIS moves", () => {
    const permutations = (n: number): number[][] =>
      n === 0
        ? [[]]
        : permutations(n - 1).flatMap((p) =>
            p.map((_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]).concat([[...p, n - 1]]),
          );
    for (const current of permutations(5)) {
      const list = [...current];
      const planned = moves(current);
      for (const { index, position } of planned) {
        list.splice(list.indexOf(index), 1);
        list.splice(position, 0, index);
      }
      expect(list, current.join()).to.deep.equal([0, 1, 2, 3, 4]);
      expect(planned).to.have.length(5 - longestIncreasingSubsequence(current).length);
    }
  });
});
