// GetSchema and GetPluginInfo of the real plugin process: the package schema is valid JSON, names
// every definition of the registry as vercel:index:<Name>, marks secrets and documents import ids.
import { expect } from "chai";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import { GetSchemaRequest } from "@pulumi/pulumi/proto/provider_pb";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { definitions } from "../../provider/resources/registry";
import { useEmulator } from "../support/emulator";
import { REPO_ROOT } from "../support/engine";
import { useNativePlugin } from "../support/native-plugin";

interface Property {
  type?: string;
  $ref?: string;
  secret?: boolean;
  items?: Property;
  additionalProperties?: Property;
  oneOf?: Property[];
}
interface Schema {
  name: string;
  version: string;
  config: { variables: Record<string, Property> };
  resources: Record<
    string,
    {
      description: string;
      inputProperties: Record<string, Property>;
      requiredInputs: string[];
      properties: Record<string, Property>;
    }
  >;
  types: Record<string, { type: string; properties?: Record<string, Property>; enum?: unknown[] }>;
}

describe("native plugin: GetSchema", () => {
  const emulator = useEmulator();
  const plugin = useNativePlugin(emulator);
  let schema: Schema;
  const version = (JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { version: string })
    .version;

  before(async () => {
    const response = await plugin.call("getSchema", new GetSchemaRequest());
    schema = JSON.parse(response.getSchema()) as Schema;
  });

  it("names the package vercel at the package's version, as GetPluginInfo does", async () => {
    expect(schema.name).to.equal("vercel");
    expect(schema.version).to.equal(version);
    expect((await plugin.call("getPluginInfo", new Empty())).getVersion()).to.equal(version);
  });

  it("has every definition of the registry as vercel:index:<Name>, and nothing else", () => {
    expect(Object.keys(schema.resources).sort()).to.deep.equal(
      definitions.map((definition) => `vercel:index:${definition.name}`).sort(),
    );
  });

  it("types inputs and outputs, with required inputs and the common inputs", () => {
    const webhook = schema.resources["vercel:index:Webhook"]!;
    expect(webhook.requiredInputs).to.have.members(["events", "endpoint"]);
    expect(webhook.inputProperties.events).to.deep.include({ type: "array" });
    expect(webhook.inputProperties).to.include.keys("teamId", "adopt");
    expect(webhook.properties).to.include.keys("createdAt", "ownerId");
    expect(schema.config.variables.apiToken).to.include({ type: "string", secret: true });
  });

  it("marks secret inputs and secret outputs", () => {
    expect(schema.resources["vercel:index:Webhook"]!.properties.secret?.secret).to.equal(true);
    const token = schema.resources["vercel:index:EdgeConfigToken"]!.properties;
    expect(token.token?.secret).to.equal(true);
    expect(token.connectionString?.secret).to.equal(true);
    const variable = schema.resources["vercel:index:ProjectEnvironmentVariable"]!;
    expect(variable.inputProperties.value?.secret).to.equal(true);
    expect(variable.properties.value?.secret).to.equal(true);
    expect(schema.resources["vercel:index:Webhook"]!.inputProperties.endpoint?.secret).to.equal(undefined);
  });

  it("documents each resource's import id form", () => {
    expect(schema.resources["vercel:index:Project"]!.description).to.include("[team/]projectIdOrName");
    expect(schema.resources["vercel:index:ProjectDomain"]!.description).to.include("[team/]projectId/domain");
  });

  it("refers only to types it defines, and gives every enum its values", () => {
    const refs: string[] = [];
    const walk = (property: Property | undefined): void => {
      if (!property) return;
      if (property.$ref) refs.push(property.$ref);
      walk(property.items);
      walk(property.additionalProperties);
      property.oneOf?.forEach(walk);
    };
    for (const resource of Object.values(schema.resources)) {
      Object.values(resource.inputProperties).forEach(walk);
      Object.values(resource.properties).forEach(walk);
    }
    for (const type of Object.values(schema.types)) Object.values(type.properties ?? {}).forEach(walk);
    for (const ref of refs) {
      if (ref === "pulumi.json#/Any") continue;
      expect(ref).to.match(/^#\/types\/vercel:index:/);
      expect(schema.types, ref).to.have.property(ref.slice("#/types/".length));
    }
    const enums = Object.values(schema.types).filter((type) => type.enum);
    expect(enums.length).to.be.greaterThan(0);
    for (const type of enums) expect(type.enum?.length).to.be.greaterThan(0);
  });
});
