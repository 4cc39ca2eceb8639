// The env pull (GET /v3/env/pull/:projectId/:target[/:gitBranch], what `vercel env pull` reads):
// decrypted values of one environment, a branch's own value over the one for every branch, custom
// environments by slug or id, sensitive values never given back.
import { expect } from "chai";
import { useEmulator } from "../support/emulator";

type Pulled = { env: Record<string, string> } & { error?: { code: string } };

describe("emulator env pull", () => {
  const emulator = useEmulator();
  let projectId: string;

  const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);
  const add = async (variable: Record<string, unknown>) => {
    const { status, body } = await api("POST", `/v10/projects/${projectId}/env`, variable);
    expect(status, JSON.stringify(body)).to.equal(201);
  };
  const pull = (path: string) =>
    api<Pulled>("GET", `/v3/env/pull/${projectId}/${path}?source=vercel-cli:env:pull`);

  beforeEach(async () => {
    const [project] = await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "pull-app" }]);
    projectId = String(project?.id);
  });

  it("answers the target's variables by key with their values decrypted, and no other target's", async () => {
    await add({ key: "SECRET_URL", value: "https://dev", type: "encrypted", target: ["development"] });
    await add({ key: "PLAIN", value: "shown", type: "plain", target: ["development", "preview"] });
    await add({ key: "PROD_ONLY", value: "prod", type: "encrypted", target: ["production"] });
    const { status, body } = await pull("development");
    expect(status).to.equal(200);
    expect(body).to.deep.equal({ env: { SECRET_URL: "https://dev", PLAIN: "shown" } });
  });

  it("gives a sensitive variable's key with an empty value, never the value", async () => {
    await add({ key: "TOKEN", value: "never-shown", type: "sensitive", target: ["production"] });
    const { body } = await pull("production");
    expect(body.env).to.deep.equal({ TOKEN: "" });
  });

  it("answers a branch's own value over the one for every branch, and the latter for other branches", async () => {
    await add({ key: "API", value: "general", type: "encrypted", target: ["preview"] });
    await add({ key: "API", value: "feature", type: "encrypted", target: ["preview"], gitBranch: "feat" });
    expect((await pull("preview/feat")).body.env).to.deep.equal({ API: "feature" });
    expect((await pull("preview/other")).body.env).to.deep.equal({ API: "general" });
    expect((await pull("preview")).body.env).to.deep.equal({ API: "general" });
  });

  it("pulls a custom environment by slug or id, and answers 404 for one the project lacks", async () => {
    const { body: environment } = await api<{ id: string }>(
      "POST",
      `/v9/projects/${projectId}/custom-environments`,
      { slug: "staging" },
    );
    await add({ key: "STAGE", value: "yes", type: "encrypted", customEnvironmentIds: [environment.id] });
    await add({ key: "PREVIEW", value: "no", type: "encrypted", target: ["preview"] });
    expect((await pull("staging")).body.env).to.deep.equal({ STAGE: "yes" });
    expect((await pull(environment.id)).body.env).to.deep.equal({ STAGE: "yes" });
    const missing = await pull("qa");
    expect(missing.status).to.equal(404);
    expect(missing.body.error?.code).to.equal("not_found");
  });

  it("answers 404 not_found for a project the account does not have", async () => {
    projectId = "prj_missing";
    const { status, body } = await pull("development");
    expect(status).to.equal(404);
    expect(body.error?.code).to.equal("not_found");
  });
});
