const { LocalWorkspace, PulumiCommand } = require("@pulumi/pulumi/automation");
const { startEmulator, DEFAULT_TEAM } = require("../dist/emulator");
const fs = require("fs"), path = require("path"), os = require("os");
const REPO = path.resolve(__dirname, "..");
async function main() {
  const token = "tok-secret-abc";
  const em = await startEmulator({ port: 0, tokens: [token, "tok-new"], log: () => {} });
  const api = async (m, p, b) => { const r = await fetch(em.url + p + (p.includes("?")?"&":"?") + "teamId=" + DEFAULT_TEAM.id, { method: m, headers: { Authorization: "Bearer " + token, "content-type": "application/json" }, body: b && JSON.stringify(b) }); const t = await r.text(); return [r.status, t && JSON.parse(t)]; };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "drift-exp-"));
  fs.mkdirSync(dir + "/backend");
  const program = async () => {
    const v = require(REPO + "/dist/provider");
    const p = new v.Project("web", { name: "web-site", buildCommand: "npm run build" });
    new v.ProjectEnvironmentVariable("secretenv", { projectId: p.id, key: "API_KEY", value: "sup3r-s3cret", targets: ["production"], sensitive: true });
    new v.ProjectEnvironmentVariable("plainenv", { projectId: p.id, key: "PLAIN", value: "plain-value-1", targets: ["production"] });
    new v.Webhook("hook", { events: ["deployment.created"], endpoint: "https://example.com/hook" });
    new v.Project("gone", { name: "gone-site" });
  };
  const stack = await LocalWorkspace.createOrSelectStack({ projectName: "exp", stackName: "dev", program }, {
    pulumiCommand: await PulumiCommand.get({ root: process.env.VERCEL_PULUMI_ENGINE_ROOT }),
    pulumiHome: dir + "/home", projectSettings: { name: "exp", runtime: "nodejs", main: REPO, backend: { url: "file://" + dir + "/backend" } },
    envVars: { PULUMI_CONFIG_PASSPHRASE: "x", PULUMI_SKIP_UPDATE_CHECK: "true", PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true", PULUMI_DIY_BACKEND_NO_LEGACY_WARNING: "true" } });
  await stack.setAllConfig({ "vercel:apiToken": { value: token, secret: true }, "vercel:apiUrl": { value: em.url }, "vercel:team": { value: DEFAULT_TEAM.id } });
  await stack.up();
  console.log("up done");
  console.log(await api("PATCH", "/v9/projects/web-site", { buildCommand: "make hack" }));
  const [, envs] = await api("GET", "/v10/projects/web-site/env");
  for (const e of envs.envs) await api("PATCH", `/v9/projects/web-site/env/${e.id}`, { value: "changed-oob-" + e.key });
  console.log(await api("DELETE", "/v9/projects/gone-site"));
  const [, hooks] = await api("GET", "/v1/webhooks");
  console.log(JSON.stringify(hooks).slice(0, 300));
  const events = [];
  const before = fs.readdirSync(dir + "/backend", { recursive: true });
  const res = await stack.preview({ refresh: true, runProgram: true, diff: true, onEvent: (e) => events.push(e) }).catch(e => ({ err: String(e) }));
  fs.writeFileSync("/tmp/drift-events.json", JSON.stringify(events, null, 1));
  console.log("preview", res.err ?? res.changeSummary);
  await stack.destroy();
  await em.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
