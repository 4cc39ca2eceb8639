// The project env area: payload shapes, ENV_CONFLICT and upsert, batches, what answers show of a
// value (ciphertext, decrypted, never a sensitive one), edits, deletes and the cascade from projects.
import { expect } from "chai";
import { useEmulator } from "../support/emulator";

type Body = Record<string, unknown>;

describe("emulator project env", () => {
  const emulator = useEmulator();
  let projectId: string;

  beforeEach(async () => {
    const [project] = await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "env-app" }]);
    projectId = String(project?.id);
  });

  const api = <T = Body>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);

  async function create(body: unknown, query = "") {
    return api<{ created: Body | Body[]; failed: Body[] } & { error?: Body }>(
      "POST",
      `/v10/projects/${projectId}/env${query}`,
      body,
    );
  }

  const variable = { key: "API_URL", value: "https://x", type: "encrypted", target: ["preview"] };

  it("creates one variable with 201, answering ciphertext, and reads it back decrypted", async () => {
    const { status, body } = await create(variable);
    expect(status).to.equal(201);
    const created = body.created as Body;
    expect(created).to.include({ key: "API_URL", type: "encrypted", decrypted: false });
    expect(created.value).to.be.a("string").and.not.equal("https://x");
    expect(created.id).to.match(/^[A-Za-z0-9]{16}$/);
    expect(created).not.to.have.property("projectId");
    const read = await api("GET", `/v1/projects/${projectId}/env/${String(created.id)}`);
    expect(read.body).to.include({ value: "https://x", decrypted: true, updatedAt: created.updatedAt });
  });

  it("answers a collision with 400 ENV_CONFLICT and its extras, and overwrites it with upsert", async () => {
    const first = (await create(variable)).body.created as Body;
    const conflict = await create({ ...variable, value: "other", target: ["preview", "production"] });
    expect(conflict.status).to.equal(400);
    expect(conflict.body.error).to.deep.include({
      code: "ENV_CONFLICT",
      key: "API_URL",
      envVarKey: "API_URL",
      target: ["preview", "production"],
      gitBranch: null,
    });
    const upserted = await create({ ...variable, value: "other" }, "?upsert=true");
    expect(upserted.status).to.equal(201);
    expect((upserted.body.created as Body).id).to.equal(first.id);
    const read = await api("GET", `/v1/projects/${projectId}/env/${String(first.id)}`);
    expect(read.body.value).to.equal("other");
  });

  it("keeps variables of one key apart by git branch", async () => {
    await create(variable);
    const { status } = await create({ ...variable, gitBranch: "feature" });
    expect(status).to.equal(201);
  });

  it("creates an array, reporting each collision in failed", async () => {
    await create(variable);
    const { status, body } = await create([variable, { ...variable, key: "OTHER" }]);
    expect(status).to.equal(201);
    expect((body.created as Body[]).map((env) => env.key)).to.deep.equal(["OTHER"]);
    expect(body.failed).to.have.length(1);
    expect((body.failed[0] as { error: Body }).error).to.include({ code: "ENV_CONFLICT", key: "API_URL" });
  });

  it("refuses what the platform refuses", async () => {
    const cases: Array<[Body, RegExp]> = [
      [{ ...variable, target: [] }, /at least one environment/],
      [{ ...variable, type: "sensitive", target: ["development"] }, /cannot target "development"/],
      [
        { ...variable, target: ["production"], gitBranch: "main" },
        /only allowed with the target \["preview"\]/,
      ],
      [{ ...variable, customEnvironmentIds: ["env_missing"] }, /env_missing does not exist/],
      [{ ...variable, key: "TZ" }, /reserved/],
      [{ ...variable, key: "1ABC" }, /must not start with a digit/],
    ];
    for (const [body, message] of cases) {
      const { status, body: answer } = await create(body);
      expect(status, JSON.stringify(body)).to.equal(400);
      expect(String((answer.error as Body).message)).to.match(message);
    }
  });

  it("never answers a sensitive value, and lists ciphertext unless asked to decrypt", async () => {
    const secret = (await create({ ...variable, key: "TOKEN", value: "s3cr3t", type: "sensitive" })).body
      .created as Body;
    await create(variable);
    const read = await api("GET", `/v9/projects/${projectId}/env/${String(secret.id)}`);
    expect(read.body).not.to.have.property("value");
    const listed = await api<{ envs: Body[] }>("GET", `/v10/projects/${projectId}/env`);
    expect(listed.body.envs.map((env) => env.value)).not.to.include.members(["s3cr3t", "https://x"]);
    const decrypted = await api<{ envs: Body[] }>("GET", `/v10/projects/${projectId}/env?decrypt=true`);
    const byKey = Object.fromEntries(decrypted.body.envs.map((env) => [env.key, env]));
    expect(byKey.API_URL).to.include({ value: "https://x", decrypted: true });
    expect(byKey.TOKEN).not.to.have.property("value");
    expect(JSON.stringify(decrypted.body)).not.to.include("s3cr3t");
  });

  it("edits a variable, moving updatedAt, and refuses an edit into another's slot", async () => {
    const env = (await create(variable)).body.created as Body;
    await create({ ...variable, key: "OTHER" });
    const patched = await api("PATCH", `/v9/projects/${projectId}/env/${String(env.id)}`, {
      value: "new",
      comment: "why",
      target: ["preview", "production"],
    });
    expect(patched.status).to.equal(200);
    expect(patched.body).to.include({ comment: "why" });
    expect(patched.body.target).to.deep.equal(["preview", "production"]);
    expect(patched.body.updatedAt).to.be.above(Number(env.updatedAt));
    const clash = await api("PATCH", `/v10/projects/${projectId}/env/${String(env.id)}`, { key: "OTHER" });
    expect(clash.status).to.equal(400);
    expect((clash.body.error as Body).code).to.equal("ENV_CONFLICT");
  });

  it("deletes one (answering it), many (skipping ids already gone), and 404s a missing one", async () => {
    const one = (await create(variable)).body.created as Body;
    const two = (await create({ ...variable, key: "TWO" })).body.created as Body;
    const deleted = await api("DELETE", `/v8/projects/${projectId}/env/${String(one.id)}`);
    expect(deleted.status).to.equal(200);
    expect(deleted.body).to.include({ id: one.id, key: "API_URL" });
    const again = await api("DELETE", `/v9/projects/${projectId}/env/${String(one.id)}`);
    expect(again.status).to.equal(404);
    expect((again.body.error as Body).code).to.equal("not_found");
    const batch = await api("DELETE", `/v1/projects/${projectId}/env`, { ids: [one.id, two.id] });
    expect(batch.body).to.deep.equal({ deleted: 1, ids: [two.id] });
  });

  it("goes with its project", async () => {
    await create(variable);
    await api("DELETE", `/v9/projects/${projectId}`);
    expect((await emulator.admin.state()).total).to.equal(0);
  });

  it("seeds variables by project name", async () => {
    const { status, body } = await emulator.admin.api<{ env: Body[] }>("POST", "/_emulator/seed", {
      env: [{ teamId: emulator.teamId, projectId: "env-app", ...variable }],
    });
    expect(status).to.equal(200);
    expect(body.env[0]).to.include({ key: "API_URL" });
    expect((await emulator.admin.state()).areas.env?.[emulator.teamId]).to.have.length(1);
  });
  it("lists every variable without limit (the SDK's list takes none), and pages with limit", async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...variable, key: `K${i}` }));
    expect((await create(many)).status).to.equal(201);
    type List = { envs: Body[]; pagination: { count: number; next: number | null } };
    const whole = (await api<List>("GET", `/v10/projects/${projectId}/env`)).body;
    expect(whole.envs).to.have.length(25);
    expect(whole.pagination).to.include({ count: 25, next: null });
    const page = (await api<List>("GET", `/v10/projects/${projectId}/env?limit=10`)).body;
    expect(page.envs).to.have.length(10);
    expect(page.pagination.next).to.be.a("number");
  });
});
