// schema/team-config.schema.json is generated from the zod schema: this fails when the committed
// copy is stale (regenerate it with `npm run schema` after a build). Also the `vercel-pulumi
// team-config` command that prints the schema and checks files.
import { expect } from "chai";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../cli";
import { teamFileJsonSchemaText } from "../../provider/team-file/json-schema";
import { REPO_ROOT } from "../support/engine";

const SCHEMA_FILE = join(REPO_ROOT, "schema/team-config.schema.json");
const EXAMPLE_FILE = join(REPO_ROOT, "examples/team-config/team.yaml");

async function run(argv: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await main(argv, { stdout: (l) => stdout.push(l), stderr: (l) => stderr.push(l), env: {} });
  return { code, stdout, stderr };
}

describe("team config JSON Schema", () => {
  it("is committed as generated: run `npm run schema` after changing the document schema", async () => {
    expect(await readFile(SCHEMA_FILE, "utf8")).to.equal(
      teamFileJsonSchemaText(),
      "schema/team-config.schema.json is stale: run `npm run build && npm run schema`",
    );
  });

  it("describes the document: strict objects, secrets as { secret } objects", () => {
    const schema = JSON.parse(teamFileJsonSchemaText()) as {
      $schema: string;
      additionalProperties: boolean;
      properties: Record<string, unknown>;
    };
    expect(schema.$schema).to.equal("http://json-schema.org/draft-07/schema#");
    expect(schema.additionalProperties).to.equal(false);
    expect(Object.keys(schema.properties)).to.deep.equal([
      "$schema",
      "projects",
      "domains",
      "edgeConfigs",
      "networks",
      "connectors",
      "microfrontendGroups",
      "logDrains",
      "traceDrains",
      "webhooks",
      "aiGatewayVirtualModels",
      "aiGatewayRules",
      "settings",
      "teamMembers",
      "accessGroups",
      "projectMembers",
      "kmsIssuers",
      "blobStores",
      "integrations",
    ]);
    const drain = JSON.stringify(schema.properties.logDrains);
    expect(drain).to.include('"secret":{"type":"string"');
  });
});

describe("vercel-pulumi team-config", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "team-config-cli-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("prints the schema, or writes it with --out", async () => {
    const printed = await run(["team-file", "schema"]);
    expect(printed.code).to.equal(0);
    expect(printed.stdout.join("\n") + "\n").to.equal(teamFileJsonSchemaText());
    const out = join(dir, "schema.json");
    // By its earlier name, still accepted.
    expect((await run(["team-config", "schema", "--out", out])).code).to.equal(0);
    expect(await readFile(out, "utf8")).to.equal(teamFileJsonSchemaText());
  });

  it("checks files: exit 0 when valid, 1 with each problem on stderr", async () => {
    const bad = join(dir, "bad.yaml");
    await writeFile(bad, "projects:\n  - name: web\n    colour: red\n");
    const result = await run(["team-file", "check", EXAMPLE_FILE, bad]);
    expect(result).to.deep.equal({
      code: 1,
      stdout: [`${EXAMPLE_FILE}: valid (49 resources)`],
      stderr: [`${bad}:3:5: projects[0].colour: is not a field here`],
    });
  });

  it("refuses a call without an action as a usage error", async () => {
    const result = await run(["team-config"]);
    expect(result.code).to.equal(2);
    expect(result.stderr.join("\n")).to.include("Name an action: schema or check.");
  });
});
