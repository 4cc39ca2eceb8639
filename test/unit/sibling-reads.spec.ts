import { expect } from "chai";
import { SiblingReads } from "../../provider/client/sibling-reads";

interface Child {
  readonly id: string;
  readonly value: string;
}

/** A parent's children behind counted list and get calls. */
function platform(children: Record<string, Child[]>) {
  const calls = { list: 0, get: 0 };
  const reads = new SiblingReads<Child>({
    list: async (parent) => {
      calls.list++;
      if (parent === "broken") throw new Error("list failed");
      return children[parent] ?? [];
    },
    idsOf: (child) => [child.id],
    batchWindowMs: 5,
  });
  const get = (parent: string, id: string) => async () => {
    calls.get++;
    const child = (children[parent] ?? []).find((c) => c.id === id);
    if (!child) throw new Error(`${id} not found`);
    return child;
  };
  const read = (parent: string, id: string) => reads.read(parent, id, get(parent, id));
  return { calls, reads, read, children };
}

const kids = (n: number, prefix = "c") =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, value: `v${i}` }));

describe("sibling reads", () => {
  it("serves siblings read together from one list", async () => {
    const { calls, read } = platform({ p: kids(30) });
    const read30 = await Promise.all(kids(30).map((c) => read("p", c.id)));
    expect(read30.map((c) => c.value)).to.deep.equal(kids(30).map((c) => c.value));
    expect(calls).to.deep.equal({ list: 1, get: 0 });
  });

  it("reads a child alone with its own GET, and keeps no list from it", async () => {
    const { calls, read, children } = platform({ p: kids(3) });
    expect((await read("p", "c1")).value).to.equal("v1");
    children.p = [{ id: "c1", value: "changed" }];
    expect((await read("p", "c1")).value).to.equal("changed");
    expect(calls).to.deep.equal({ list: 0, get: 2 });
  });

  it("keeps each parent's list apart", async () => {
    const { calls, read } = platform({ a: kids(2, "a"), b: kids(2, "b") });
    const values = await Promise.all([read("a", "a0"), read("b", "b1"), read("a", "a1"), read("b", "b0")]);
    expect(values.map((c) => c.id)).to.deep.equal(["a0", "b1", "a1", "b0"]);
    expect(calls).to.deep.equal({ list: 2, get: 0 });
  });

  it("serves a later read of the run from the list, and reads a child the list lacks with its GET", async () => {
    const { calls, read, children } = platform({ p: kids(2) });
    await Promise.all([read("p", "c0"), read("p", "c1")]);
    expect((await read("p", "c1")).value).to.equal("v1");
    expect(calls).to.deep.equal({ list: 1, get: 0 });
    children.p = [...kids(2), { id: "late", value: "new" }];
    expect((await read("p", "late")).value).to.equal("new");
    expect(calls).to.deep.equal({ list: 1, get: 1 });
  });

  it("forgets the list on a write of ours under the parent", async () => {
    const { calls, reads, read, children } = platform({ p: kids(2) });
    await Promise.all([read("p", "c0"), read("p", "c1")]);
    await reads.writing("p", async () => {
      children.p = [{ id: "c0", value: "written" }, kids(2)[1]!];
    });
    expect((await read("p", "c0")).value).to.equal("written");
    expect(calls).to.deep.equal({ list: 1, get: 1 });
  });

  it("keeps a parent's list through a write of ours under another parent", async () => {
    const { calls, reads, read } = platform({ a: kids(2, "a"), b: kids(2, "b") });
    await Promise.all([read("a", "a0"), read("a", "a1")]);
    await reads.writing("b", async () => {});
    expect((await read("a", "a1")).value).to.equal("v1");
    expect(calls).to.deep.equal({ list: 1, get: 0 });
  });

  it("lists again once a list is older than freshForMs", async () => {
    const children: Record<string, Child[]> = { p: kids(2) };
    let lists = 0;
    const reads = new SiblingReads<Child>({
      list: async (parent) => (lists++, children[parent] ?? []),
      idsOf: (child) => [child.id],
      batchWindowMs: 1,
      freshForMs: 0,
    });
    const get = () => Promise.reject(new Error("no GET expected"));
    await Promise.all([reads.read("p", "c0", get), reads.read("p", "c1", get)]);
    children.p = [{ id: "c0", value: "later" }, kids(2)[1]!];
    // Date.now() must move past the answer for a zero freshness to lapse.
    const answered = Date.now();
    while (Date.now() === answered) await new Promise((resolve) => setImmediate(resolve));
    const again = await Promise.all([reads.read("p", "c0", get), reads.read("p", "c1", get)]);
    expect(again.map((c) => c.value)).to.deep.equal(["later", "v1"]);
    expect(lists).to.equal(2);
  });

  it("does not serve a list answered after a write of ours began: those reads GET", async () => {
    let answerList = (_children: Child[]) => {};
    let listAsked = () => {};
    const asked = new Promise<void>((resolve) => (listAsked = resolve));
    const reads = new SiblingReads<Child>({
      list: () => {
        listAsked();
        return new Promise((resolve) => (answerList = resolve));
      },
      idsOf: (child) => [child.id],
      batchWindowMs: 1,
    });
    const current: Child = { id: "c0", value: "written" };
    const during = Promise.all(
      ["c0", "c1"].map((id) => reads.read("p", id, async () => ({ ...current, id }))),
    );
    await asked;
    reads.invalidate("p");
    answerList(kids(2)); // what was there before the write
    expect((await during).map((c) => c.value)).to.deep.equal(["written", "written"]);
  });

  it("falls back to each child's GET when the list fails, and surfaces the GET's error", async () => {
    const { calls, read } = platform({ broken: kids(2) });
    const [one, two] = await Promise.all([read("broken", "c0"), read("broken", "c1")]);
    expect([one?.value, two?.value]).to.deep.equal(["v0", "v1"]);
    expect(calls).to.deep.equal({ list: 1, get: 2 });
    const missing = await read("broken", "gone").catch((error: Error) => error.message);
    expect(missing).to.equal("gone not found");
  });
});
