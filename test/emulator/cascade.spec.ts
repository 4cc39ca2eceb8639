// Cascading deletes, shown with child collections that exist only in this test: widgets belong to
// projects and gadgets to widgets. Deleting a project removes its widgets and their gadgets in the
// same transaction, touches nothing else, and a failing request undoes the whole cascade. Tags list
// projects (a `many` link): deleting a project takes its id out of their lists and keeps the tags.
import { expect } from "chai";
import { z } from "zod";
import { startEmulator } from "../../emulator";
import { conflict } from "../../emulator/errors";
import { randomAlphanumeric } from "../../emulator/ids";
import { defineRoute, item, type ApiArea } from "../../emulator/route";
import { Store } from "../../emulator/store";
import type { StoredProject } from "../../emulator/areas/projects/store";
import { useEmulator } from "../support/emulator";

/** A child item: its id and its parent's id under the foreign key. */
type Child = { id: string } & Record<string, string>;

const Created = z.object({ id: z.string() });

/** `POST /v1/test-<collection>` stores `{ id, [foreignKey]: body.parentId }` for the caller. */
function childRoute(collection: string, foreignKey: string) {
  return defineRoute({
    method: "POST",
    paths: `/v1/test-${collection}`,
    body: z.object({ parentId: z.string() }),
    response: Created,
    handle: ({ store, ownerId, body }) =>
      item(
        store.collection<Child>(collection).insert(ownerId, {
          id: randomAlphanumeric(16),
          [foreignKey]: body.parentId,
        }),
      ),
  });
}

const children: ApiArea = {
  name: "children",
  routes: [
    childRoute("widgets", "projectId"),
    childRoute("gadgets", "widgetId"),
    defineRoute({
      method: "POST",
      paths: "/v1/test-tags",
      body: z.object({ parentIds: z.array(z.string()) }),
      response: Created,
      handle: ({ store, ownerId, body }) =>
        item(
          store
            .collection<{ id: string; projectIds: string[] }>("tags")
            .insert(ownerId, { id: randomAlphanumeric(16), projectIds: body.parentIds }),
        ),
    }),
    defineRoute({
      method: "POST",
      paths: "/v1/test-doomed-delete/:projectId",
      // Deletes (and cascades), then fails: the transaction must put everything back.
      handle: ({ store, ownerId, params }) => {
        store.collection<StoredProject>("projects").remove(ownerId, params.projectId);
        throw conflict("Failing after the delete, on purpose");
      },
    }),
  ],
};

const parents = {
  widgets: { parent: "projects", foreignKey: "projectId" },
  gadgets: { parent: "widgets", foreignKey: "widgetId" },
  tags: { parent: "projects", foreignKey: "projectIds", many: true },
};

describe("emulator cascading deletes", () => {
  const emulator = useEmulator({ extend: { areas: [children], parents } });
  const team = () => `?teamId=${emulator.teamId}`;

  async function add(collection: string, parentId: string, query = team()): Promise<string> {
    const { status, body } = await emulator.admin.api<{ id: string }>(
      "POST",
      `/v1/test-${collection}${query}`,
      {
        parentId,
      },
    );
    expect(status, JSON.stringify(body)).to.equal(200);
    return body.id;
  }

  /** Ids stored in `collection`, per owner. */
  async function stored(collection: string): Promise<Record<string, string[]>> {
    const byOwner = (await emulator.admin.state()).areas[collection] ?? {};
    return Object.fromEntries(
      Object.entries(byOwner).map(([owner, items]) => [
        owner,
        (items as Array<{ id: string }>).map((i) => i.id),
      ]),
    );
  }

  /** Project `doomed` (2 widgets, 1 gadget) and `kept` in the team, `mine` in the personal account. */
  async function tree() {
    const [doomed, kept] = await emulator.admin.seedProjects([
      { teamId: emulator.teamId, name: "doomed" },
      { teamId: emulator.teamId, name: "kept" },
    ]);
    const [mine] = await emulator.admin.seedProjects([{ name: "mine" }]);
    const doomedWidget = await add("widgets", doomed?.id ?? "");
    await add("widgets", doomed?.id ?? "");
    await add("gadgets", doomedWidget);
    const keptWidget = await add("widgets", kept?.id ?? "");
    const keptGadget = await add("gadgets", keptWidget);
    const personalWidget = await add("widgets", mine?.id ?? "", "");
    const personalGadget = await add("gadgets", personalWidget, "");
    return { doomed: doomed?.id ?? "", keptWidget, keptGadget, personalWidget, personalGadget };
  }

  it("removes a deleted project's children and grandchildren, and nothing else", async () => {
    const t = await tree();
    const { status } = await emulator.admin.api("DELETE", `/v9/projects/${t.doomed}${team()}`);
    expect(status).to.equal(204);
    const user = (await emulator.admin.api<{ user: { id: string } }>("GET", "/v2/user")).body.user.id;
    expect(await stored("widgets")).to.deep.equal({
      [emulator.teamId]: [t.keptWidget],
      [user]: [t.personalWidget],
    });
    expect(await stored("gadgets")).to.deep.equal({
      [emulator.teamId]: [t.keptGadget],
      [user]: [t.personalGadget],
    });
  });

  it("undoes the cascade when the request fails", async () => {
    const t = await tree();
    const before = await emulator.admin.state();
    const { status } = await emulator.admin.api("POST", `/v1/test-doomed-delete/${t.doomed}${team()}`);
    expect(status).to.equal(409);
    expect(await emulator.admin.state()).to.deep.equal(before);
    expect(before.total).to.equal(3 + 4 + 3);
  });

  it("takes a deleted project out of the lists that name it, keeping the items, undone on failure", async () => {
    const [doomed, kept] = await emulator.admin.seedProjects([
      { teamId: emulator.teamId, name: "doomed" },
      { teamId: emulator.teamId, name: "kept" },
    ]);
    const tag = async (parentIds: string[]) => {
      const { status, body } = await emulator.admin.api<{ id: string }>("POST", `/v1/test-tags${team()}`, {
        parentIds,
      });
      expect(status, JSON.stringify(body)).to.equal(200);
      return body.id;
    };
    const both = await tag([doomed?.id ?? "", kept?.id ?? ""]);
    const only = await tag([doomed?.id ?? ""]);
    const other = await tag([kept?.id ?? ""]);
    const tags = async () => (await emulator.admin.state()).areas.tags?.[emulator.teamId];

    const before = await emulator.admin.state();
    expect(
      (await emulator.admin.api("POST", `/v1/test-doomed-delete/${doomed?.id}${team()}`)).status,
    ).to.equal(409);
    expect(await emulator.admin.state()).to.deep.equal(before);

    expect((await emulator.admin.api("DELETE", `/v9/projects/${doomed?.id}${team()}`)).status).to.equal(204);
    expect(await tags()).to.deep.equal([
      { id: both, projectIds: [kept?.id] },
      { id: only, projectIds: [] },
      { id: other, projectIds: [kept?.id] },
    ]);
  });

  it("refuses parent links that form a cycle", async () => {
    const cycle = { a: { parent: "b", foreignKey: "bId" }, b: { parent: "a", foreignKey: "aId" } };
    expect(() => new Store(undefined, () => {}, cycle)).to.throw(
      "Collection parents form a cycle: a -> b -> a",
    );
    let failure: unknown;
    try {
      const running = await startEmulator({ tokens: ["t"], extend: { parents: cycle } });
      await running.close();
    } catch (error) {
      failure = error;
    }
    expect(failure).to.be.instanceOf(Error);
  });
});
