// Custom environments: create, read by slug or id, edit (branch tracking on and off), conflicts,
// delete (env vars forget the environment) and the cascade from projects.
import { expect } from "chai";
import { useEmulator } from "../support/emulator";

type Body = Record<string, unknown>;

describe("emulator custom environments", () => {
  const emulator = useEmulator();
  let base: string;

  beforeEach(async () => {
    const [project] = await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "ce-app" }]);
    base = `/v9/projects/${String(project?.id)}`;
  });

  const api = <T = Body>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}?teamId=${emulator.teamId}`, body);

  it("creates one and reads it by slug or id, under v9 and v1", async () => {
    const created = await api("POST", `${base}/custom-environments`, {
      slug: "staging",
      description: "pre-prod",
      branchMatcher: { type: "startsWith", pattern: "release/" },
    });
    expect(created.status).to.equal(201);
    expect(created.body).to.include({ slug: "staging", type: "preview", description: "pre-prod" });
    expect(created.body.id).to.match(/^env_/);
    expect(created.body).not.to.have.property("projectId");
    const bySlug = await api("GET", `${base}/custom-environments/staging`);
    const byId = await api(
      "GET",
      `${base.replace("/v9/", "/v1/")}/custom-environments/${String(created.body.id)}`,
    );
    expect(bySlug.body).to.deep.equal(created.body);
    expect(byId.body).to.deep.equal(created.body);
    const listed = await api<{ environments: Body[] }>("GET", `${base}/custom-environments`);
    expect(listed.body.environments.map((e) => e.slug)).to.deep.equal(["staging"]);
  });

  it("refuses a taken slug, a system environment's name and a bad slug", async () => {
    await api("POST", `${base}/custom-environments`, { slug: "qa" });
    expect((await api("POST", `${base}/custom-environments`, { slug: "qa" })).status).to.equal(409);
    expect((await api("POST", `${base}/custom-environments`, { slug: "preview" })).status).to.equal(409);
    expect((await api("POST", `${base}/custom-environments`, { slug: "Not OK" })).status).to.equal(400);
  });

  it("renames, describes and stops tracking branches with branchMatcher null", async () => {
    await api("POST", `${base}/custom-environments`, {
      slug: "qa",
      branchMatcher: { type: "equals", pattern: "qa" },
    });
    const patched = await api("PATCH", `${base}/custom-environments/qa`, {
      slug: "qa-2",
      description: "d",
      branchMatcher: null,
    });
    expect(patched.status).to.equal(200);
    expect(patched.body).to.include({ slug: "qa-2", description: "d" });
    expect(patched.body).not.to.have.property("branchMatcher");
  });

  it("deletes one; variables forget it, and one that targeted only it goes with it", async () => {
    const environment = (await api("POST", `${base}/custom-environments`, { slug: "qa" })).body;
    const envBase = base.replace("/v9/", "/v10/");
    const only = { key: "ONLY", value: "1", type: "encrypted", customEnvironmentIds: [environment.id] };
    const both = { ...only, key: "BOTH", target: ["preview"] };
    await api("POST", `${envBase}/env`, [only, both]);
    expect((await api("DELETE", `${base}/custom-environments/qa`)).status).to.equal(200);
    const listed = await api<{ envs: Body[] }>("GET", `${envBase}/env`);
    expect(listed.body.envs.map((env) => [env.key, env.customEnvironmentIds])).to.deep.equal([["BOTH", []]]);
    expect((await api("GET", `${base}/custom-environments/qa`)).status).to.equal(404);
  });

  it("goes with its project", async () => {
    await api("POST", `${base}/custom-environments`, { slug: "qa" });
    await api("DELETE", base);
    expect((await emulator.admin.state()).total).to.equal(0);
  });

  it("lists them unversioned as under v9", async () => {
    await api("POST", `${base}/custom-environments`, { slug: "qa" });
    const unversioned = await api("GET", `${base.replace("/v9", "")}/custom-environments`);
    expect(unversioned.status).to.equal(200);
    expect(unversioned.body).to.deep.equal((await api("GET", `${base}/custom-environments`)).body);
    expect((unversioned.body.environments as Body[]).map((e) => e.slug)).to.deep.equal(["qa"]);
  });
});
