// examples/yaml-team through the plain CLI with the YAML language host and the native plugin
// (pulumi-resource-vercel, registered by `vercel-pulumi install-plugin`); the program declares
// every resource type of the provider. Up, a preview with no change; an out-of-band change to
// every resource caught by `preview --refresh --expect-no-changes` and named per resource in the
// JSON preview, then repaired by up; `pulumi import` of an object of every type created through
// the API, with the YAML code the import generates pasted into the program and previewed with no
// change; a lookup function through fn::invoke; destroy to an empty emulator. One stack for the
// whole file: every engine run costs.
import { expect } from "chai";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parse, parseDocument } from "yaml";
import { DEFAULT_USER_ID } from "../../emulator";
import type { VercelClient } from "../../provider/families/client";
import { definitionByName, definitions } from "../../provider/families/registry";
import { pathsWith } from "../../provider/reconcile/fields";
import { emulatorClient } from "../support/client";
import { useEmulator } from "../support/emulator";
import { exampleProject, type ExampleProject } from "../support/example-project";
import { installNativePlugin } from "../support/install-native-plugin";
import { install } from "../support/integrations";
import { seedTeam } from "../support/team-seed";
import { OUT_OF_BAND_EDITS } from "../support/family-cases";

const TYPE_PREFIX = "vercel:index:";
const EVERY_TYPE = definitions.map((definition) => TYPE_PREFIX + definition.name).sort();
const DEPLOYMENT = `${TYPE_PREFIX}Deployment`;
/** Uploaded from a local file, which an import cannot name (docs/import.md). */
const BLOB_OBJECT = `${TYPE_PREFIX}BlobObject`;

interface StateResource {
  urn: string;
  type: string;
  id?: string;
  outputs?: Record<string, unknown>;
  dependencies?: string[];
}

/** A step of `pulumi preview --json`. */
interface PreviewStep {
  op: string;
  urn: string;
  diffReasons?: string[];
  detailedDiff?: Record<string, unknown>;
}

const nameOf = (urn: string): string => urn.slice(urn.lastIndexOf("::") + 2);

describe("yaml-team example (Pulumi YAML over the native provider, every resource type)", function () {
  this.timeout(300_000);
  const emulator = useEmulator({ resetBetweenTests: false });
  let example: ExampleProject;
  let client: VercelClient;
  let outputs: {
    projectId: string;
    siteFramework: string;
    edgeConfigId: string;
    webhookSecret: string;
    flagsConnectionString: string;
  };

  before(async () => {
    client = emulatorClient(emulator);
    example = await exampleProject(emulator, "examples/yaml-team/Pulumi.yaml");
    await installNativePlugin(join(example.dir, "home"));
    // The program's team member joins as an existing user does.
    await emulator.admin.createUser("grace");
    // The team the program shares its registry repository with (config `partnerTeam`).
    await emulator.admin.createTeam("yaml-partner", [DEFAULT_USER_ID]);
    await example.pulumi("stack", "init");
    // The integration the program grants the site to, installed for specific projects (config `integration`).
    const installed = await install(emulator, {
      scopes: ["read:project"],
      teamId: emulator.teamId,
      projectSelection: "selected",
    });
    await example.pulumi("config", "set", "integration", installed.configurationId);
  });
  after(async () => {
    await example?.dispose();
  });

  async function stateResources(): Promise<StateResource[]> {
    const exported = JSON.parse(await example.pulumi("stack", "export")) as {
      deployment: { resources?: StateResource[] };
    };
    return (exported.deployment.resources ?? []).filter((resource) => resource.type.startsWith(TYPE_PREFIX));
  }

  /**
   * `pulumi import --file` of these resources with code generation; the generated YAML resources.
   * The CLI exits 0 when only the code generation failed, writing the error into the file instead.
   */
  async function importWithCode(
    resources: ReadonlyArray<{ type: string; name: string; id: string }>,
    label: string,
  ): Promise<Record<string, unknown>> {
    const importFile = join(example.dir, `import-${label}.json`);
    const generatedFile = join(example.dir, `generated-${label}.yaml`);
    await writeFile(importFile, JSON.stringify({ resources }));
    await example.pulumi("import", "--file", importFile, "--yes", "--protect=false", "--out", generatedFile);
    const text = await readFile(generatedFile, "utf8");
    expect(text, "the import generated no code").not.to.match(/error generating the import code/);
    return (parse(text) as { resources: Record<string, unknown> }).resources;
  }

  /** `preview --refresh --expect-no-changes`: its failure text, or undefined when it passes. */
  async function driftReport(): Promise<string | undefined> {
    try {
      await example.pulumi("preview", "--refresh", "--expect-no-changes", "--diff");
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  }

  it("deploys every resource type, keeping secret outputs out of plaintext, and previews no change", async () => {
    await example.pulumi("up", "--yes", "--skip-preview");
    outputs = JSON.parse(
      await example.pulumi("stack", "output", "--json", "--show-secrets"),
    ) as typeof outputs;
    expect(outputs.projectId).to.match(/^prj_/);
    // Read back through the plugin's Invoke (fn::invoke of vercel:index:getProject).
    expect(outputs.siteFramework).to.equal("nextjs");
    expect(outputs.edgeConfigId).to.match(/^ecfg_/);
    expect(outputs.webhookSecret).to.be.a("string").with.length.greaterThan(0);
    expect(outputs.flagsConnectionString).to.be.a("string").with.length.greaterThan(0);

    const resources = await stateResources();
    // Every type, a Project twice (the second one's rules are ProjectRoutes's alternative).
    expect([...new Set(resources.map((resource) => resource.type))].sort()).to.deep.equal(EVERY_TYPE);
    const state = await example.pulumi("stack", "export");
    // The certificate's private key, as the program reads it (a line of its body).
    const privateKey = (await readFile(join(example.dir, "tls/key.pem"), "utf8")).split("\n")[1]!;
    for (const secret of [
      outputs.webhookSecret,
      outputs.flagsConnectionString,
      "change-me-in-config",
      privateKey,
    ]) {
      expect(state).not.to.include(secret);
    }
    expect(state).not.to.include(emulator.token);

    const item = await client.edgeConfig.item(outputs.edgeConfigId, "maintenance");
    expect(item.value).to.deep.equal({ enabled: false, message: "back soon" });
    await example.pulumi("preview", "--expect-no-changes");
  });

  it("catches an out-of-band change to every resource, names each one, and up repairs them all", async () => {
    const resources = await stateResources();
    // One edit for every resource of the program.
    expect(OUT_OF_BAND_EDITS.map((edit) => edit.resource).sort()).to.deep.equal(
      resources.map((resource) => nameOf(resource.urn)).sort(),
    );
    const stateIds = Object.fromEntries(
      resources.map((resource) => [nameOf(resource.urn), String(resource.id)]),
    );
    for (const { edit } of OUT_OF_BAND_EDITS) {
      await edit(client, {
        teamId: emulator.teamId,
        projectId: outputs.projectId,
        edgeConfigId: outputs.edgeConfigId,
        stateIds,
      });
    }

    const report = await driftReport();
    expect(report, "drift went unnoticed").to.be.a("string");
    expect(report).to.match(/no changes were expected/i);

    // The same preview as JSON: one step per drifted resource, naming what changed.
    const preview = JSON.parse(await example.pulumi("preview", "--refresh", "--json")) as {
      steps: PreviewStep[];
    };
    // A refresh preview lists a "refresh" step for every resource, then what the program would do.
    const steps = new Map(
      preview.steps
        .filter((step) => step.op !== "same" && step.op !== "refresh")
        .map((step) => [nameOf(step.urn), step]),
    );
    for (const { resource, expect: drift } of OUT_OF_BAND_EDITS) {
      const step = steps.get(resource);
      expect(step, `no step for ${resource}`).to.not.equal(undefined);
      if ("recreated" in drift) {
        expect(step!.op, resource).to.equal("create");
      } else {
        expect(step!.op, resource).to.equal("update");
        // The one property the edit changed, and no other.
        expect(step!.diffReasons, resource).to.deep.equal([drift.changed]);
      }
    }

    await example.pulumi("up", "--yes", "--skip-preview", "--refresh");
    expect(await driftReport()).to.equal(undefined);
    const project = await client.projects.get(outputs.projectId);
    expect(project.buildCommand).to.equal("npm run build");
    expect((await client.firewall.get(outputs.projectId)).firewallEnabled).to.equal(true);
  });

  it("imports an object of every type created through the API, with generated YAML that previews no change", async () => {
    // A team's worth of objects, of every family, made outside Pulumi.
    const seeded = await seedTeam(emulator);
    // The two set resources import every variable of a project / item of a store: objects of their own.
    const varsProject = await client.projects.create({ name: "imported-vars" });
    await client.env.upsertMany(varsProject.id, [
      { key: "REGION", value: "iad1", type: "encrypted", target: ["production"] },
      { key: "TIER", value: "pro", type: "encrypted", target: ["production", "preview"] },
    ]);
    const itemsStore = await client.edgeConfig.create({ slug: "imported_items" });
    await client.edgeConfig.createItems(itemsStore.id, [
      { key: "alpha", value: 1 },
      { key: "beta", value: ["x", "y"] },
    ]);
    // A token belongs to its user, not to the team's inventory: imported by its id (its value
    // cannot be read back, only its name and expiry).
    const token = await client.access.createToken({ name: "imported-token" });
    const gatewayKey = await client.apiKeys.create({ name: "imported-key", purpose: "ai-gateway" });
    // An alias made outside, pointing at the program's deployment. A deployment itself is not
    // imported: it is made of local files, which a read cannot give back (the Terraform
    // provider's vercel_deployment has no import either).
    const deployment = (await stateResources()).find((resource) => resource.type === DEPLOYMENT)!;
    const alias = await client.aliases.assign(deployment.id!, "imported-alias.vercel.app");
    // A rule added one at a time (as @pulumiverse/vercel's ProjectRoute adds it), on a project of
    // its own: the inventory lists a project's rules as one ProjectRoutes, so it is imported by id.
    const routedProject = await client.projects.create({ name: "imported-routes" });
    const staged = await client.projectRoutes.stage(routedProject.id, {
      overwrite: true,
      routes: [
        {
          id: "rt_imported",
          name: "blog",
          srcSyntax: "path-to-regexp",
          route: { src: "/blog/:slug", dest: "/posts/:slug" },
        },
      ],
    });
    await client.projectRoutes.act(routedProject.id, { id: staged.id, action: "promote" });
    // A Deployment Protection Exception made outside on that alias, imported in the Terraform form.
    await client.protection.setException(alias.alias, "create");
    const toImport = [
      ...seeded.map(({ type, importId }) => ({ type, id: importId })),
      // By name: recorded by its id, as a created project is (checked below).
      { type: "Project", id: `${emulator.teamSlug}/imported-vars` },
      { type: "ProjectEnvironmentVariables", id: `${emulator.teamSlug}/${varsProject.id}` },
      { type: "EdgeConfig", id: itemsStore.id },
      { type: "EdgeConfigItems", id: itemsStore.id },
      { type: "UserToken", id: token.token.id },
      { type: "ApiKey", id: gatewayKey.apiKey.id },
      { type: "Alias", id: alias.alias },
      { type: "Project", id: `${emulator.teamSlug}/imported-routes` },
      { type: "ProjectRoute", id: `${routedProject.id}/rt_imported` },
      { type: "DeploymentProtectionException", id: `${outputs.projectId}/${alias.alias}` },
    ].map(({ type, id }, index) => ({ type: TYPE_PREFIX + type, name: `imported${index}`, id }));
    expect([...new Set(toImport.map((resource) => resource.type))].sort()).to.deep.equal(
      EVERY_TYPE.filter((type) => type !== DEPLOYMENT && type !== BLOB_OBJECT),
    );

    // Pulumi's import code generation (v3.259.0) turns a value equal to another imported
    // resource's name into a reference, and panics ("index out of range [-1]") when that value is
    // a secret: the seeded STAGE variable's value is "staging", the custom environment's name.
    // The import itself succeeds; the variable is imported on its own, as a user would do.
    const stageIndex = seeded.findIndex((object) => object.inputs.key === "STAGE");
    const clashes = (resource: { name: string }) => resource.name === `imported${stageIndex}`;
    const generated = {
      ...(await importWithCode(
        toImport.filter((resource) => !clashes(resource)),
        "batch",
      )),
      ...(await importWithCode(toImport.filter(clashes), "alone")),
    };
    const imported = (await stateResources()).filter((resource) =>
      nameOf(resource.urn).startsWith("imported"),
    );
    expect(imported).to.have.length(toImport.length);
    expect(imported.find((resource) => resource.outputs?.name === "imported-vars")?.id).to.equal(
      varsProject.id,
    );
    expect(Object.keys(generated).sort()).to.deep.equal(toImport.map((resource) => resource.name).sort());

    // The generator links a value to an imported resource where it equals that resource's id. A
    // segment's id is the segment's own (as @pulumiverse/vercel's), which is what the flag targeting
    // names: the generated targeting already refers to the imported segment, and that reference
    // orders the destroy, which must delete the targeting before the segment it uses.
    const segment = imported.find((resource) => resource.type === `${TYPE_PREFIX}FeatureFlagSegment`);
    const generatedText = JSON.stringify(generated);
    expect(segment?.id).to.equal(segment?.outputs?.segmentId);
    expect(generatedText, "the targeting names the segment by value").not.to.include(
      `"${String(segment?.id)}"`,
    );
    expect(generatedText, "the targeting does not name the segment").to.include(`\${${nameOf(segment!.urn)}`);
    // What the platform never answers (a certificate's PEMs and key), an import cannot know: the
    // user writes it into the generated code, which is then no change.
    seeded.forEach((object, index) => {
      const resource = generated[`imported${index}`] as { properties?: Record<string, unknown> };
      for (const key of pathsWith(definitionByName(object.type)!.fields, "unreadable")) {
        resource.properties = { ...resource.properties, [key]: object.inputs[key] };
      }
    });
    const wired = generated;

    // The user pastes the generated resources into the program.
    const programFile = join(example.dir, "Pulumi.yaml");
    const program = parseDocument(await readFile(programFile, "utf8"));
    for (const [name, resource] of Object.entries(wired)) program.setIn(["resources", name], resource);
    await writeFile(programFile, program.toString());
    await example.pulumi("preview", "--expect-no-changes");
    // The up that follows changes nothing on the platform; it records the wired reference in state,
    // which is what orders the destroy.
    await example.pulumi("up", "--yes", "--skip-preview", "--expect-no-changes");
    const targeting = (await stateResources()).find(
      (resource) =>
        resource.type === `${TYPE_PREFIX}FeatureFlagConfig` && resource.urn.includes("::imported"),
    );
    expect(targeting?.dependencies).to.include(segment!.urn);
  });

  it("destroys everything, imported objects included", async () => {
    await example.pulumi("destroy", "--yes", "--skip-preview");
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
    await example.pulumi("stack", "rm", "--yes");
  });
});
