// examples/yaml-team through the plain CLI with the YAML language host and the native plugin
// (pulumi-resource-vercel, registered by `vercel-pulumi install-plugin`): up, a preview with no
// change, drift in each resource family caught by a refresh preview that names the property and
// repaired by up, `pulumi import` of objects created through the API then previewed with no
// change, destroy to an empty emulator. One stack for the whole file: every engine run costs.
import { expect } from "chai";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { useEmulator } from "../support/emulator";
import { exampleProject, type ExampleProject } from "../support/example-project";
import { installNativePlugin } from "../support/install-native-plugin";

describe("yaml-team example (Pulumi YAML over the native provider)", function () {
  this.timeout(300_000);
  const emulator = useEmulator({ resetBetweenTests: false });
  let example: ExampleProject;
  let outputs: { projectId: string; edgeConfigId: string; webhookSecret: string };

  before(async () => {
    example = await exampleProject(emulator, "examples/yaml-team/Pulumi.yaml");
    await installNativePlugin(join(example.dir, "home"));
    await example.pulumi("stack", "init");
  });
  after(async () => {
    await example?.dispose();
  });

  /** `preview --refresh --expect-no-changes`: its failure text, or undefined when it passes. */
  async function driftReport(): Promise<string | undefined> {
    try {
      await example.pulumi("preview", "--refresh", "--expect-no-changes", "--diff");
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  }

  it("deploys both families, with the webhook secret kept secret, and previews no change", async () => {
    await example.pulumi("up", "--yes", "--skip-preview");
    outputs = JSON.parse(
      await example.pulumi("stack", "output", "--json", "--show-secrets"),
    ) as typeof outputs;
    expect(outputs.projectId).to.match(/^prj_/);
    expect(outputs.edgeConfigId).to.match(/^ecfg_/);
    expect(outputs.webhookSecret).to.be.a("string").with.length.greaterThan(0);
    const state = await example.pulumi("stack", "export");
    expect(state).not.to.include(outputs.webhookSecret);

    const item = await emulator.admin.api<{ value: unknown }>(
      "GET",
      `/v1/edge-config/${outputs.edgeConfigId}/item/maintenance?teamId=${emulator.teamId}`,
    );
    expect(item.body.value).to.deep.equal({ enabled: false, message: "back soon" });
    await example.pulumi("preview", "--expect-no-changes");
  });

  it("names the drifted property of each family in a refresh preview, and up repairs both", async () => {
    const query = `teamId=${emulator.teamId}`;
    const project = await emulator.admin.api("PATCH", `/v9/projects/${outputs.projectId}?${query}`, {
      buildCommand: "make site",
    });
    expect(project.status).to.equal(200);
    const items = await emulator.admin.api(
      "PATCH",
      `/v1/edge-config/${outputs.edgeConfigId}/items?${query}`,
      {
        items: [{ operation: "update", key: "maintenance", value: { enabled: true } }],
      },
    );
    expect(items.status).to.equal(200);

    const report = await driftReport();
    expect(report, "drift went unnoticed").to.be.a("string");
    expect(report).to.include("buildCommand").and.to.include("valueJson");

    await example.pulumi("up", "--yes", "--skip-preview", "--refresh");
    expect(await driftReport()).to.equal(undefined);
  });

  it("imports a project and an Edge Config created through the API, then previews no change", async () => {
    const query = `teamId=${emulator.teamId}`;
    const project = await emulator.admin.api<{ id: string }>("POST", `/v11/projects?${query}`, {
      name: "yaml-team-imported",
    });
    const store = await emulator.admin.api<{ id: string }>("POST", `/v1/edge-config?${query}`, {
      slug: "yaml-team-imported",
    });
    expect([project.status, store.status]).to.deep.equal([200, 201]);

    const importFile = join(example.dir, "import.json");
    await writeFile(
      importFile,
      JSON.stringify({
        resources: [
          // The Terraform provider's id forms: [team/]id.
          {
            type: "vercel:index:Project",
            name: "importedSite",
            id: `${emulator.teamSlug}/${project.body.id}`,
          },
          { type: "vercel:index:EdgeConfig", name: "importedStore", id: store.body.id },
        ],
      }),
    );
    await example.pulumi("import", "--file", importFile, "--yes", "--protect=false", "--generate-code=false");

    // The user then adds the imported resources to the program.
    const programFile = join(example.dir, "Pulumi.yaml");
    const program = parseDocument(await readFile(programFile, "utf8"));
    program.setIn(["resources", "importedSite"], {
      type: "vercel:index:Project",
      properties: { name: "yaml-team-imported" },
    });
    program.setIn(["resources", "importedStore"], {
      type: "vercel:index:EdgeConfig",
      properties: { name: "yaml-team-imported" },
    });
    await writeFile(programFile, program.toString());
    await example.pulumi("preview", "--expect-no-changes");
  });

  it("destroys everything, imported objects included", async () => {
    await example.pulumi("destroy", "--yes", "--skip-preview");
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
    await example.pulumi("stack", "rm", "--yes");
  });
});
