// Adoption writes nothing when the object already matches: a flag's config found as it is, and a
// variable whose program sets the write-only `valueWo` (what `vercel-pulumi import` writes for a
// sensitive value) taken over without its value being compared or written again.
import { expect } from "chai";
import * as operations from "../../provider/operations/lifecycle";
import { definitionByName } from "../../provider/families/registry";
import { useEmulator } from "../support/emulator";
import { configureProvider, seedProject } from "./env-support";

const definition = (name: string) => definitionByName(name) as operations.Definition;

describe("adopting an object that already matches", () => {
  const emulator = useEmulator();
  let projectId: string;

  beforeEach(async () => {
    configureProvider(emulator);
    projectId = await seedProject(emulator, "adopted");
  });

  async function writes(): Promise<string[]> {
    const { counts } = await emulator.admin.requestCounts();
    return Object.keys(counts).filter((call) => !call.startsWith("GET "));
  }

  it("takes a flag's config over without writing it, and writes it when it differs", async () => {
    const flag = await operations.create(definition("FeatureFlagDefinition"), {
      projectId,
      key: "beta",
      kind: "boolean",
      variants: [
        { id: "off", valueBool: false },
        { id: "on", valueBool: true },
      ],
    });
    const config = definition("FeatureFlagConfig");
    const current = await operations.read(config, `${projectId}/${String(flag.outputs.flagId)}`, {});
    await emulator.admin.clearRequestCounts();
    const adopted = await operations.create(config, { ...current!.inputs, adopt: true });
    expect(adopted.id).to.equal(`${projectId}/${String(flag.outputs.flagId)}`);
    expect(await writes()).to.deep.equal([]);

    const production = { ...(current!.inputs.production as object), defaultVariantId: "on" };
    await operations.create(config, { ...current!.inputs, production, adopt: true });
    expect(await writes()).to.deep.equal(["PATCH /v1/projects/:projectIdOrName/feature-flags/flags/:flag"]);
  });

  it("takes a sensitive project variable over with valueWo, neither comparing nor writing its value", async () => {
    const variable = definition("ProjectEnvironmentVariable");
    const inputs = { projectId, key: "DB_PASSWORD", targets: ["production"], sensitive: true };
    await operations.create(variable, { ...inputs, value: "on-the-platform" });
    await emulator.admin.clearRequestCounts();
    const adopted = await operations.create(variable, { ...inputs, valueWo: "from-config", adopt: true });
    expect(await writes()).to.deep.equal([]);
    expect(adopted.outputs).to.not.have.property("value");
    expect(adopted.outputs.valueWo).to.equal("from-config");
  });

  it("takes a sensitive shared variable over with valueWo the same way", async () => {
    const shared = definition("SharedEnvironmentVariable");
    const inputs = { key: "SHARED_TOKEN", targets: ["production"], sensitive: true };
    await operations.create(shared, { ...inputs, value: "on-the-platform" });
    await emulator.admin.clearRequestCounts();
    const adopted = await operations.create(shared, { ...inputs, valueWo: "from-config", adopt: true });
    expect(await writes()).to.deep.equal([]);
    expect(adopted.outputs).to.not.have.property("value");
  });
});
