// Shared env vars: team only, create (409 existing_key_and_target), the decrypted read, lists,
// updates with project links, unlink and delete.
import { expect } from "chai";
import { useEmulator } from "../support/emulator";

type Body = Record<string, unknown>;

describe("emulator shared env", () => {
  const emulator = useEmulator();
  let projectId: string;

  beforeEach(async () => {
    const [project] = await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "shared-app" }]);
    projectId = String(project?.id);
  });

  const api = <T = Body>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);

  const create = (key: string, extra: Body = {}) =>
    api<{ created: Body[]; failed: Body[] }>("POST", "/v1/env", {
      evs: [{ key, value: "v1", comment: "c" }],
      type: "encrypted",
      target: ["production"],
      ...extra,
    });

  it("creates with 201 answering ciphertext, linked projects by id, and reads back decrypted", async () => {
    const { status, body } = await create("SHARED", { projectId: ["shared-app"] });
    expect(status).to.equal(201);
    const [env] = body.created;
    expect(env).to.include({ key: "SHARED", ownerId: emulator.teamId, decrypted: false, comment: "c" });
    expect(env?.projectId).to.deep.equal([projectId]);
    expect(env?.value).not.to.equal("v1");
    const read = await api("GET", `/v1/env/${String(env?.id)}`);
    expect(read.body).to.include({ value: "v1", decrypted: true });
  });

  it("answers 409 existing_key_and_target for the key on a shared target", async () => {
    await create("SHARED");
    const { status, body } = await create("SHARED", { target: ["production", "preview"] });
    expect(status).to.equal(409);
    expect(body as unknown as { error: Body }).to.have.nested.property(
      "error.code",
      "existing_key_and_target",
    );
    expect((await create("SHARED", { target: ["preview"] })).status).to.equal(201);
  });

  it("belongs to teams only", async () => {
    const { status } = await emulator.admin.api("POST", "/v1/env", {
      evs: [{ key: "A", value: "1" }],
      target: ["production"],
    });
    expect(status).to.equal(400);
  });

  it("never answers a sensitive value", async () => {
    const { body } = await create("SECRET", { type: "sensitive" });
    const read = await api("GET", `/v1/env/${String(body.created[0]?.id)}`);
    expect(read.body).not.to.have.property("value");
  });

  it("unlinks a deleted project from every shared variable and keeps the variables", async () => {
    const [other] = await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "other-app" }]);
    const both = String(
      (await create("BOTH", { projectId: [projectId, String(other?.id)] })).body.created[0]?.id,
    );
    const only = String((await create("ONLY", { projectId: [projectId] })).body.created[0]?.id);
    expect((await api("DELETE", `/v9/projects/${projectId}`)).status).to.equal(204);
    expect((await api("GET", `/v1/env/${both}`)).body.projectId).to.deep.equal([other?.id]);
    expect((await api("GET", `/v1/env/${only}`)).body.projectId).to.deep.equal([]);
  });

  it("updates, links and unlinks projects, lists, and deletes", async () => {
    const id = String((await create("SHARED")).body.created[0]?.id);
    const updated = await api<{ updated: Body[] }>("PATCH", "/v1/env", {
      updates: { [id]: { value: "v2", target: ["preview"], projectIdUpdates: { link: [projectId] } } },
    });
    expect(updated.status).to.equal(200);
    expect(updated.body.updated[0]).to.deep.include({ target: ["preview"], projectId: [projectId] });
    const all = await api<{ data: Body[] }>("GET", "/v1/env/all?limit=10");
    expect(all.body.data.map((env) => env.id)).to.deep.equal([id]);
    expect((await api("PATCH", `/v1/env/${id}/unlink/${projectId}`)).body).to.deep.equal({ id });
    expect((await api("PATCH", `/v1/env/${id}/unlink/${projectId}`)).status).to.equal(404);
    const missing = await api("PATCH", "/v1/env", { updates: { nope: { value: "x" } } });
    expect(missing.status).to.equal(404);
    expect((await api("DELETE", "/v1/env", { ids: [id] })).body).to.deep.equal({ deleted: [id], failed: [] });
    expect((await api("DELETE", "/v1/env", { ids: [id] })).status).to.equal(404);
    expect((await emulator.admin.state()).areas.sharedEnv).to.equal(undefined);
  });
  it("lists every variable without limit (the SDK's list takes none), and pages with limit", async () => {
    const evs = Array.from({ length: 25 }, (_, i) => ({ key: `K${i}`, value: "v" }));
    expect(
      (await api("POST", "/v1/env", { evs, type: "encrypted", target: ["production"] })).status,
    ).to.equal(201);
    type List = { data: Body[]; pagination: { count: number; next: number | null } };
    const whole = (await api<List>("GET", "/v1/env")).body;
    expect(whole.data).to.have.length(25);
    expect(whole.pagination).to.include({ count: 25, next: null });
    const page = (await api<List>("GET", "/v1/env?limit=10")).body;
    expect(page.data).to.have.length(10);
    expect(page.pagination.next).to.be.a("number");
  });
});
