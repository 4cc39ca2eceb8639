import { expect } from "chai";
import { SiblingBatches } from "../../provider/client/sibling-batches";

/** Children of parents behind counted batch and single deletes. */
function platform(options: { batchFails?: boolean; maxBatch?: number } = {}) {
  const batches: string[][] = [];
  const singles: string[] = [];
  const deletes = new SiblingBatches<string, void>({
    sendMany: async (parent, ids) => {
      if (options.batchFails) throw new Error("batch refused");
      batches.push(ids.map((id) => `${parent}/${id}`));
      return ids.map(() => ({ result: undefined }));
    },
    batchWindowMs: 5,
    ...(options.maxBatch ? { maxBatch: options.maxBatch } : {}),
  });
  const remove = (parent: string, id: string) =>
    deletes.send(parent, id, async () => {
      if (id === "locked") throw new Error(`${id} is locked`);
      singles.push(`${parent}/${id}`);
    });
  return { batches, singles, remove };
}

describe("sibling batches", () => {
  it("sends the deletes of siblings made together as one batch per parent", async () => {
    const { batches, singles, remove } = platform();
    await Promise.all([
      remove("p", "a"),
      remove("q", "x"),
      remove("p", "b"),
      remove("q", "y"),
      remove("p", "c"),
    ]);
    expect(batches).to.deep.equal([
      ["p/a", "p/b", "p/c"],
      ["q/x", "q/y"],
    ]);
    expect(singles).to.deep.equal([]);
  });

  it("sends a lone delete alone", async () => {
    const { batches, singles, remove } = platform();
    await remove("p", "a");
    await remove("p", "b");
    expect(batches).to.deep.equal([]);
    expect(singles).to.deep.equal(["p/a", "p/b"]);
  });

  it("splits a batch at the most one call takes", async () => {
    const { batches, remove } = platform({ maxBatch: 2 });
    await Promise.all(["a", "b", "c", "d"].map((id) => remove("p", id)));
    expect(batches).to.deep.equal([
      ["p/a", "p/b"],
      ["p/c", "p/d"],
    ]);
  });

  it("sends each delete alone when the batch fails, so each gets its own answer", async () => {
    const { batches, singles, remove } = platform({ batchFails: true });
    const outcomes = await Promise.allSettled([remove("p", "a"), remove("p", "locked"), remove("p", "b")]);
    expect(outcomes.map((o) => o.status)).to.deep.equal(["fulfilled", "rejected", "fulfilled"]);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).to.equal("locked is locked");
    expect(batches).to.deep.equal([]);
    expect(singles).to.deep.equal(["p/a", "p/b"]);
  });

  it("gathers the deletes that come while a call is out into the next call", async () => {
    const batches: string[][] = [];
    let release = () => {};
    const deletes = new SiblingBatches<string, void>({
      sendMany: async (_parent, ids) => {
        batches.push([...ids]);
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return ids.map(() => ({ result: undefined }));
      },
      batchWindowMs: 5,
    });
    const remove = (id: string) => deletes.send("p", id, async () => {});
    const first = [remove("a"), remove("b")];
    await new Promise((resolve) => setTimeout(resolve, 10)); // the first call is out
    const later = ["c", "d", "e"].map(remove);
    release();
    await Promise.all([...first, ...later]);
    expect(batches).to.deep.equal([
      ["a", "b"],
      ["c", "d", "e"],
    ]);
  });

  it("gives each write the result the batch answered for it, and sends alone the ones it did not account for", async () => {
    const alone: string[] = [];
    const creates = new SiblingBatches<string, string>({
      // The answer holds every name but "taken".
      sendMany: async (_parent, names) =>
        names.map((name) => (name === "taken" ? undefined : { result: `made ${name}` })),
      batchWindowMs: 5,
    });
    const create = (name: string) =>
      creates.send("p", name, async () => {
        alone.push(name);
        throw new Error(`${name} exists`);
      });
    const outcomes = await Promise.allSettled(["a", "taken", "b"].map(create));
    expect(
      outcomes.map((o) => (o.status === "fulfilled" ? o.value : (o.reason as Error).message)),
    ).to.deep.equal(["made a", "taken exists", "made b"]);
    expect(alone).to.deep.equal(["taken"]);
  });
});
