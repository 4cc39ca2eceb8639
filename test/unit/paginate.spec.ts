import { expect } from "chai";
import { collect, paginate, type Cursor } from "../../provider/client/paginate";

describe("paginate", () => {
  it("walks pages until the cursor is null", async () => {
    const pages: Record<string, { items: number[]; next: Cursor | null }> = {
      start: { items: [1, 2], next: 30 },
      "30": { items: [3, 4], next: 10 },
      "10": { items: [5], next: null },
    };
    const cursors: (Cursor | undefined)[] = [];
    const items = await collect(
      paginate(async (cursor) => {
        cursors.push(cursor);
        return pages[String(cursor ?? "start")]!;
      }),
    );
    expect(items).to.deep.equal([1, 2, 3, 4, 5]);
    expect(cursors).to.deep.equal([undefined, 30, 10]);
  });

  it("fails instead of looping when the cursor stops moving", async () => {
    let calls = 0;
    const pages = paginate(async () => {
      calls++;
      return { items: [calls], next: 42 };
    });
    let error: unknown;
    try {
      await collect(pages);
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(Error).with.property("message").that.includes("stopped moving at 42");
    expect(calls).to.equal(2);
  });
});
