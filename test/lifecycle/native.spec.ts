// The native provider plugin on the real Pulumi engine: installed with `vercel-pulumi
// install-plugin` into the stack's PULUMI_HOME (no PATH tricks), driven by an inline JavaScript
// program declaring `vercel:index:*` resources. One shared stack: up, no-change preview, drift
// caught by `preview --refresh --expect-no-changes` with the field named, repair, `pulumi import`
// of an object made through the API, a lookup function through the engine's Invoke, destroy to an
// empty emulator; the state never holds the token.
import { expect } from "chai";
import * as pulumi from "@pulumi/pulumi";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { main } from "../../cli";
import { getProjectOutput } from "../../provider/native/classes";
import { runPulumi } from "../support/engine";
import { useSharedLifecycle } from "../support/shared-lifecycle";

/** The key Pulumi marks secret values with in state (sdk/go/common/resource/sig). */
const SECRET_SIG = "4dabf18193072939515e22adb298388d";

/** A resource of the plugin by its type token (in JavaScript, `new pulumi.CustomResource(type, name, args)`). */
class NativeResource extends pulumi.CustomResource {}

interface StateResource {
  urn: string;
  type: string;
  id?: string;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
}

describe("native provider plugin on the real Pulumi engine", function () {
  this.timeout(300_000);
  const suite = useSharedLifecycle();
  const { emulator } = suite;
  let webhookEndpoint = "https://example.com/hooks/native";

  function declareTeam(extra?: () => void): void {
    suite.shared().setProgram(async () => {
      const project = new NativeResource("vercel:index:Project", "site", {
        name: "native-site",
        buildCommand: "npm run build",
      });
      // No name: the plugin names it as Pulumi's providers do (`store-<7 hex>`), once.
      new NativeResource("vercel:index:EdgeConfig", "store", {});
      // An input from another resource's output: unknown at preview, checked at up.
      new NativeResource("vercel:index:Webhook", "hook", {
        events: ["deployment.created"],
        endpoint: webhookEndpoint,
        projectIds: [project.id],
      });
      extra?.();
      // A lookup through the plugin's Invoke, from the typed vercel-pulumi/native functions.
      return { siteBuildCommand: getProjectOutput({ name: project.id }).buildCommand };
    });
  }

  async function stateResources(): Promise<StateResource[]> {
    const exported = await suite.shared().stack.exportStack();
    return ((exported.deployment as { resources?: StateResource[] }).resources ?? []).filter((resource) =>
      resource.type.startsWith("vercel:index:"),
    );
  }

  async function runInWorkDir(args: string[]): Promise<string> {
    const { stack, pulumiHome } = suite.shared();
    return runPulumi([...args, "--stack", stack.name], {
      cwd: stack.workspace.workDir,
      env: { PULUMI_HOME: pulumiHome },
    });
  }

  before(async () => {
    const lines: string[] = [];
    const io = {
      stdout: (line: string) => lines.push(line),
      stderr: (line: string) => lines.push(line),
      env: {},
    };
    const home = suite.shared().pulumiHome;
    expect(await main(["install-plugin", "--pulumi-home", home], io)).to.equal(0, lines.join("\n"));
    expect(lines.join("\n")).to.include(join(home, "plugins", "resource-vercel-v"));
  });

  it("creates the resources, previews no change, and keeps the token and secret outputs out of plaintext", async () => {
    declareTeam();
    const { stack } = suite.shared();
    const up = await stack.up();
    expect(up.outputs.siteBuildCommand?.value).to.equal("npm run build");
    const [project] = (
      await suite.api<{ projects: Array<{ id: string; name: string }> }>("GET", "/v10/projects")
    ).projects;
    expect(project).to.include({ name: "native-site" });
    const webhooks = await suite.api<Array<{ projectIds: string[] }>>("GET", "/v1/webhooks");
    expect(webhooks.map((webhook) => webhook.projectIds)).to.deep.equal([[project!.id]]);

    const resources = await stateResources();
    expect(resources.map((resource) => resource.type).sort()).to.deep.equal([
      "vercel:index:EdgeConfig",
      "vercel:index:Project",
      "vercel:index:Webhook",
    ]);
    // Small state: no serialized provider per resource, unlike the dynamic front.
    expect(resources.every((resource) => !("__provider" in (resource.inputs ?? {})))).to.equal(true);

    const configs = await suite.api<Array<{ slug: string }>>("GET", "/v1/edge-config");
    expect(configs.map((config) => config.slug)).to.have.length(1);
    expect(configs[0]!.slug).to.match(/^store-[0-9a-f]{7}$/);

    // The auto-name is kept: a second preview changes nothing.
    const preview = await stack.preview({ expectNoChanges: true });
    expect(preview.changeSummary).to.not.have.any.keys("create", "update", "replace", "delete");

    const encrypted = await suite.shared().exportEncrypted();
    expect(encrypted).to.not.include(emulator.token);
    const hook = (
      JSON.parse(encrypted) as { deployment: { resources: StateResource[] } }
    ).deployment.resources.find((resource) => resource.type === "vercel:index:Webhook");
    expect(hook?.outputs?.secret).to.have.property(SECRET_SIG);
  });

  it("catches an out-of-band change with preview --refresh --expect-no-changes, naming the field, and repairs it", async () => {
    const { stack } = suite.shared();
    await suite.api("PATCH", "/v9/projects/native-site", { buildCommand: "make drift" });
    const failure = await stack.preview({ refresh: true, expectNoChanges: true, diff: true }).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(failure, "the drift must fail the preview").to.be.instanceOf(Error);
    expect(failure!.message).to.include("buildCommand").and.include("make drift");

    await stack.up({ refresh: true });
    expect(await suite.api("GET", "/v9/projects/native-site")).to.include({ buildCommand: "npm run build" });
    await stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("imports an object made through the API with `pulumi import`, then previews no change", async () => {
    const created = await suite.api<{ id: string }>("POST", "/v11/projects", { name: "legacy-site" });
    await runInWorkDir([
      "import",
      "vercel:index:Project",
      "legacy",
      `${emulator.teamSlug}/legacy-site`,
      "--yes",
      "--generate-code=false",
      // Imported resources are protected by default; this one is deleted by a later test.
      "--protect=false",
    ]);
    const imported = (await stateResources()).find((resource) => resource.urn.endsWith("::legacy"));
    // Imported by its name, recorded by its id, as a created project is.
    expect(imported).to.include({ type: "vercel:index:Project", id: created.id });
    expect(imported?.outputs).to.include({ name: "legacy-site", ownerId: emulator.teamId });

    declareTeam(() => {
      new NativeResource("vercel:index:Project", "legacy", { name: "legacy-site" });
    });
    await suite.shared().stack.preview({ expectNoChanges: true });
    expect(await suite.api("GET", `/v9/projects/${created.id}`)).to.include({ name: "legacy-site" });
  });

  it("replaces on a replace-on-change input, then destroys to an empty emulator", async () => {
    webhookEndpoint = "https://example.com/hooks/moved";
    declareTeam();
    const { stack } = suite.shared();
    // The imported project is no longer declared: this up deletes it.
    const up = await stack.up();
    expect(up.summary.resourceChanges).to.include({ replace: 1, delete: 1 });
    const webhooks = await suite.api<Array<{ url: string }>>("GET", "/v1/webhooks");
    expect(webhooks.map((webhook) => webhook.url)).to.deep.equal(["https://example.com/hooks/moved"]);

    await stack.destroy();
    expect((await emulator.admin.state()).total).to.equal(0);
    expect(existsSync(suite.shared().backendDir)).to.equal(true);
  });
});
