// The inventory against the emulator over real HTTP: every family of a seeded team appears with
// the import id its definition parses, and inputs the diff finds equal to what created it, so a
// program declaring them adopts without a change. Unreadable values are listed, never read.
import { expect } from "chai";
import { listChildren, readInventory, type InventoryObject } from "../../provider/inventory";
import { diffInputs } from "../../provider/reconcile/diff";
import { parseImportId } from "../../provider/families/kit/import-id";
import { definitionByName } from "../../provider/families/registry";
import { emulatorClient } from "../support/client";
import { useEmulator } from "../support/emulator";
import { seedTeam, type SeededObject } from "../support/team-seed";
import { testCertificate } from "../support/tls";

describe("team inventory", () => {
  const emulator = useEmulator();
  let seeded: SeededObject[];
  let inventory: InventoryObject[];
  const progress: { done: number; total: number }[] = [];

  beforeEach(async () => {
    seeded = await seedTeam(emulator);
    progress.length = 0;
    inventory = await readInventory(emulatorClient(emulator), {
      onProgress: ({ done, total }) => progress.push({ done, total }),
    });
  });

  const find = (object: SeededObject) =>
    inventory.find((candidate) => candidate.type === object.type && candidate.importId === object.importId);

  it("lists every seeded object under the import id its definition parses, and nothing else", () => {
    for (const object of seeded)
      expect(find(object), `${object.type} ${object.importId}`).to.not.equal(undefined);
    expect(inventory).to.have.length(seeded.length);
    for (const object of inventory) {
      const definition = definitionByName(object.type);
      expect(definition, object.type).to.not.equal(undefined);
      expect(() => parseImportId(definition!, object.importId)).to.not.throw();
    }
  });

  it("reads inputs the diff finds equal to the ones each object was created with", () => {
    for (const object of seeded) {
      const found = find(object)!;
      const definition = definitionByName(object.type)!;
      // What the program declares: the readable inputs (an unreadable value is set apart).
      const declared = { ...object.inputs };
      if (found.unreadable.includes("valueWo")) delete declared.value;
      // A write-only input the platform never answers (a connector's credentials) is not compared.
      for (const field of found.unreadable) if (!(field in found.inputs)) delete declared[field];
      const result = diffInputs(
        { schema: definition.inputs, fields: definition.fields, deleteBeforeReplace: false },
        found.inputs,
        declared,
      );
      expect(result.paths, `${object.type} ${found.label}`).to.deep.equal([]);
    }
  });

  it("lists sensitive values and SDK keys as unreadable, and reads none of them back", () => {
    const unreadable = inventory.filter((object) => object.unreadable.length > 0);
    expect(unreadable.map((object) => [object.type, object.unreadable])).to.have.deep.members([
      ["ProjectEnvironmentVariable", ["valueWo"]],
      ["SharedEnvironmentVariable", ["valueWo"]],
      ["FeatureFlagSdkKey", ["sdkKey"]],
      ["CustomCertificate", ["certificate", "privateKey", "certificateAuthorityCertificate"]],
      ["Connector", ["credentials"]],
    ]);
    const text = JSON.stringify(inventory);
    expect(text).to.not.include("seeded-db-secret");
    expect(text).to.not.include("seeded-shared-secret");
    expect(text).to.not.include("seeded-linq-secret");
    expect(text).to.not.include(testCertificate().key.split("\n")[1]);
  });

  it("names parents, labels records readably, and reports progress up to the total", () => {
    const record = inventory.find((object) => object.type === "DnsRecord" && object.inputs.type === "A");
    expect(record).to.deep.include({
      label: "A www.example.com",
      parent: { type: "Domain", importId: "example.com" },
    });
    const project = seeded[0]!;
    const variable = inventory.find((object) => object.label.startsWith("API_URL"));
    expect(variable?.parent).to.deep.equal({ type: "Project", importId: project.importId });
    expect(progress.at(-1)).to.deep.equal({ done: inventory.length, total: inventory.length });
  });

  it("lists the children of one parent: a project's, a domain's, a store's", async () => {
    const client = emulatorClient(emulator);
    const projectId = seeded[0]!.importId;
    const ofProject = await listChildren(client, { type: "Project", importId: projectId });
    expect([...new Set(ofProject.map((object) => object.type))]).to.have.members([
      "CustomEnvironment",
      "ProjectDomain",
      "ProjectEnvironmentVariable",
      "FirewallConfig",
      "AttackChallengeMode",
      "FirewallBypass",
      "BulkRedirects",
      "ProjectRoutes",
      "ProjectMembers",
      "ObservabilityConfiguration",
      "FeatureFlagSegment",
      "FeatureFlagDefinition",
      "FeatureFlagConfig",
      "FeatureFlagSdkKey",
      "FeatureFlagSettings",
      "ProjectDeploymentCheck",
      "VcrRepository",
      "PrivateLinkEndpoint",
      "ProjectStaticIps",
      "ProjectProtectionBypass",
      "ProjectCrons",
      "ProjectDeploymentRetention",
      "ProjectRollingRelease",
      "ProjectAnalytics",
    ]);
    const ofRepository = await listChildren(client, {
      type: "VcrRepository",
      importId: `${projectId}/images`,
    });
    expect(ofRepository.map((object) => `${object.type} ${object.label}`)).to.deep.equal([
      "VcrRepositoryPermission seed-partner",
    ]);
    const records = await listChildren(client, { type: "Domain", importId: "example.com" });
    expect(records.map((object) => object.label)).to.have.members(["A www.example.com", "MX example.com"]);
    const storeId = seeded.find((object) => object.type === "EdgeConfig")!.importId;
    const ofStore = await listChildren(client, { type: "EdgeConfig", importId: storeId });
    expect(ofStore.map((object) => `${object.type} ${object.label}`)).to.have.members([
      "EdgeConfigSchema schema",
      "EdgeConfigItem greeting",
      "EdgeConfigItem limits",
      "EdgeConfigToken reader",
    ]);
  });
});
