// GetSchema and GetPluginInfo of the real plugin process: the package schema is valid JSON, names
// every definition of the registry as vercel:index:<Name> and every lookup function as
// vercel:index:<functionName>, marks secrets and documents import ids.
import { expect } from "chai";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import { GetSchemaRequest } from "@pulumi/pulumi/proto/provider_pb";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { functionDefinitions } from "../../provider/families/registry";
import { definitions } from "../../provider/families/registry";
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
  description?: string;
}
interface ObjectType {
  type: string;
  properties: Record<string, Property>;
  required: string[];
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
  functions: Record<string, { description: string; inputs: ObjectType; outputs: ObjectType }>;
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
    for (const fn of Object.values(schema.functions)) {
      Object.values(fn.inputs.properties).forEach(walk);
      Object.values(fn.outputs.properties).forEach(walk);
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

  it("has every lookup function of the registry as vercel:index:<functionName>, and nothing else", () => {
    expect(Object.keys(schema.functions).sort()).to.deep.equal(
      functionDefinitions.map((definition) => `vercel:index:${definition.name}`).sort(),
    );
  });

  it("gives each function a description and object-typed inputs and outputs, teamId in both", () => {
    for (const definition of functionDefinitions) {
      const token = `vercel:index:${definition.name}`;
      const fn = schema.functions[token]!;
      expect(fn.description, token).to.equal(definition.description).and.not.equal("");
      for (const side of [fn.inputs, fn.outputs]) {
        // What the engine's schema binder reads: an object type with properties and required names.
        expect(side.type, token).to.equal("object");
        expect(side.properties, token).to.include.keys("teamId");
        expect(Object.keys(side.properties), token).to.include.members(side.required);
      }
      expect(fn.inputs.required, token).not.to.include("teamId");
      expect(Object.keys(fn.inputs.properties).sort(), token).to.deep.equal(
        [...Object.keys(definition.args.shape), "teamId"].sort(),
      );
      expect(Object.keys(fn.outputs.properties).sort(), token).to.deep.equal(
        [...new Set([...Object.keys(definition.result.shape), "teamId"])].sort(),
      );
      for (const [name, property] of Object.entries(fn.inputs.properties)) {
        expect(property.description, `${token} ${name}`).to.be.a("string").and.not.equal("");
      }
    }
    const project = schema.functions["vercel:index:getProject"]!;
    expect(project.inputs.required).to.deep.equal(["name"]);
    expect(project.outputs.required).to.include.members(["id", "name"]);
    expect(project.outputs.properties.gitRepository?.$ref).to.equal(
      "#/types/vercel:index:getProjectGitRepository",
    );
  });

  it("marks secret arguments and secret results, and nothing else of a function", () => {
    for (const definition of functionDefinitions) {
      const fn = schema.functions[`vercel:index:${definition.name}`]!;
      const secretOutputs = Object.keys(fn.outputs.properties).filter(
        (key) => fn.outputs.properties[key]?.secret,
      );
      // The declared secret results, and a credential argument the result echoes (a token's value).
      const echoed = (definition.secretArgs ?? []).filter((name) => name in definition.result.shape);
      expect(secretOutputs, definition.name).to.have.members([
        ...new Set([...definition.secretResults, ...echoed]),
      ]);
      const secretInputs = Object.keys(fn.inputs.properties).filter(
        (key) => fn.inputs.properties[key]?.secret,
      );
      expect(secretInputs, definition.name).to.have.members([...(definition.secretArgs ?? [])]);
    }
    const token = schema.functions["vercel:index:getEdgeConfigToken"]!;
    expect(token.inputs.properties.token?.secret).to.equal(true);
    expect(token.outputs.properties.token?.secret).to.equal(true);
    expect(token.outputs.properties.connectionString?.secret).to.equal(true);
    expect(token.outputs.properties.label?.secret).to.equal(undefined);
    const drain = schema.functions["vercel:index:getLogDrain"]!.outputs.properties;
    expect([drain.secret?.secret, drain.headers?.secret, drain.name?.secret]).to.deep.equal([
      true,
      true,
      undefined,
    ]);
  });

  it("names a function's types after it, apart from the resources' types", () => {
    const refs = (properties: Record<string, Property>) =>
      Object.values(properties)
        .flatMap((property) => [property, property.items ?? {}])
        .map((property) => property.$ref)
        .filter((ref): ref is string => ref !== undefined && ref.startsWith("#/types/"));
    for (const [token, fn] of Object.entries(schema.functions)) {
      for (const ref of [...refs(fn.inputs.properties), ...refs(fn.outputs.properties)]) {
        expect(ref, token).to.match(new RegExp(`^#/types/${token}[A-Z]`));
      }
    }
    expect(schema.types).to.have.property("vercel:index:ProjectGitRepository");
    expect(schema.types).to.have.property("vercel:index:getProjectGitRepository");
  });
});
