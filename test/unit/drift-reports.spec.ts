// The drift report's renderings, the import ids matched against the inventory, the search for
// unmanaged children (with a recorded inventory in place of the API), and the command's options.
import { expect } from "chai";
import { main } from "../../cli";
import { findUnmanaged } from "../../cli/drift/unmanaged";
import { importIdsOf } from "../../cli/drift/import-ids";
import { buildReport, type DriftFindings } from "../../cli/drift/report";
import { renderJson } from "../../cli/drift/report-json";
import { renderMarkdown } from "../../cli/drift/report-markdown";
import { renderText } from "../../cli/drift/report-text";
import { createClient } from "../../provider/families/client";
import type { InventoryObject } from "../../provider/inventory";
import { definitionByName } from "../../provider/families/registry";

const URN = "urn:pulumi:dev::site::pulumi-nodejs:dynamic/vercel:";

const findings: DriftFindings = {
  drifted: [
    {
      urn: `${URN}Project::web`,
      type: "Project",
      name: "web",
      id: "prj_1",
      replace: false,
      properties: [
        { path: "buildCommand", secret: false, declared: "npm run build | tee log", actual: "make hack" },
        { path: "rootDirectory", secret: false, declared: "apps/web" },
      ],
    },
    {
      urn: `${URN}ProjectEnvironmentVariable::key`,
      type: "ProjectEnvironmentVariable",
      name: "key",
      id: "env_1",
      replace: false,
      properties: [{ path: "value", secret: true }],
    },
  ],
  missing: [{ urn: `${URN}Webhook::hook`, type: "Webhook", name: "hook", id: "hook_1", reason: "deleted" }],
  undeclared: [],
  unmanaged: [
    {
      type: "DnsRecord",
      importId: "rec_9",
      label: "A stray.example.dev",
      parent: { type: "Domain", importId: "example.dev", urn: `${URN}Domain::zone` },
    },
  ],
};

describe("drift reports", () => {
  const report = buildReport("dev", 5, findings);

  it("counts the findings; drift is anything found", () => {
    expect(report.summary).to.deep.equal({
      drift: true,
      resources: 5,
      drifted: 2,
      missing: 1,
      undeclared: 0,
      unmanaged: 1,
    });
    const clean = buildReport("dev", 5, { drifted: [], missing: [], undeclared: [], unmanaged: [] });
    expect(clean.summary.drift).to.equal(false);
    expect(renderText(clean)).to.equal(
      "No drift in stack dev: the platform matches the program (0 drifted, 0 missing, 0 undeclared, 0 unmanaged (5 resources checked)).",
    );
    expect(renderMarkdown(clean)).to.include(":white_check_mark: No drift");
  });

  it("prints a section per finding as text, a secret only as changed", () => {
    expect(renderText(report).split("\n")).to.deep.equal([
      "Drift in stack dev: 2 drifted, 1 missing, 0 undeclared, 1 unmanaged (5 resources checked).",
      "",
      "Drifted: the platform differs from the program:",
      "  Project web (prj_1)",
      '    buildCommand: program "npm run build | tee log", platform "make hack"',
      '    rootDirectory: program "apps/web", platform (not set)',
      "  ProjectEnvironmentVariable key (env_1)",
      "    value: changed (secret value, not shown)",
      "",
      "Missing: declared by the program, not on the platform:",
      "  Webhook hook (hook_1): deleted outside the program; the next up creates it again",
      "",
      "Unmanaged: on the platform inside a managed resource, in no resource of the stack:",
      "  DnsRecord A stray.example.dev (import id rec_9) in Domain example.dev",
    ]);
  });

  it("prints the report object itself as JSON", () => {
    expect(JSON.parse(renderJson(report))).to.deep.equal(report);
    expect(Object.keys(report)).to.deep.equal([
      "version",
      "stack",
      "drifted",
      "missing",
      "undeclared",
      "unmanaged",
      "summary",
    ]);
  });

  it("prints Markdown tables for a pull request comment, escaping pipes", () => {
    const markdown = renderMarkdown(report);
    expect(markdown).to.include("## Drift report for stack `dev`");
    expect(markdown).to.include(":warning: **Drift found**");
    expect(markdown).to.include(
      '| `Project web (prj_1)` | `buildCommand` | `"npm run build \\| tee log"` | `"make hack"` |',
    );
    expect(markdown).to.include(
      "| `ProjectEnvironmentVariable key (env_1)` | `value` | _secret, changed_ | _secret_ |",
    );
    expect(markdown).to.include(
      "- `Webhook hook (hook_1)`: deleted outside the program; the next up creates it again",
    );
    expect(markdown).to.include("| DnsRecord | A stray.example.dev | `rec_9` | `Domain example.dev` |");
    expect(markdown).not.to.include("Undeclared");
  });
});

describe("drift: managed import ids and unmanaged objects", () => {
  const definition = (name: string) => {
    const found = definitionByName(name);
    if (!found) throw new Error(name);
    return found;
  };

  it("computes each resource's import id from its outputs, and the members of resources holding many", () => {
    expect(
      importIdsOf(definition("Project"), "prj_1", { name: "web", environment: [{ id: "env_1" }] }),
    ).to.deep.equal([
      { type: "Project", importId: "prj_1" },
      { type: "ProjectEnvironmentVariable", importId: "prj_1/env_1" },
    ]);
    expect(
      importIdsOf(definition("ProjectEnvironmentVariable"), "env_2", { projectId: "prj_1" }),
    ).to.deep.equal([{ type: "ProjectEnvironmentVariable", importId: "prj_1/env_2" }]);
    expect(
      importIdsOf(definition("ProjectDomain"), "prj_1/www.example.dev", {
        projectId: "prj_1",
        domain: "www.example.dev",
      }),
    ).to.deep.equal([{ type: "ProjectDomain", importId: "prj_1/www.example.dev" }]);
    expect(importIdsOf(definition("Domain"), "example.dev", { name: "example.dev" })).to.deep.equal([
      { type: "Domain", importId: "example.dev" },
    ]);
    expect(
      importIdsOf(definition("EdgeConfigItems"), "ecfg_1", {
        edgeConfigId: "ecfg_1",
        items: [{ key: "a" }, { key: "b" }],
      }),
    ).to.deep.include.members([
      { type: "EdgeConfigItem", importId: "ecfg_1/a" },
      { type: "EdgeConfigItem", importId: "ecfg_1/b" },
    ]);
  });

  const managed = (type: string, name: string, id: string, outputs: Record<string, unknown>) => ({
    urn: `${URN}${type}::${name}`,
    type,
    name,
    id,
    outputs,
  });

  it("reports the children of managed parents that no resource manages, asking each parent once", async () => {
    const child = (type: string, importId: string, label: string): InventoryObject => ({
      type,
      importId,
      label,
      inputs: { value: "a value that is never reported" },
      unreadable: [],
    });
    const inventory: Record<string, InventoryObject[]> = {
      "Project prj_1": [
        child("ProjectEnvironmentVariable", "prj_1/env_1", "MANAGED (production)"),
        child("ProjectEnvironmentVariable", "prj_1/env_2", "STRAY (preview)"),
        child("CustomEnvironment", "prj_1/ce_1", "staging"),
      ],
      "Domain example.dev": [
        child("DnsRecord", "rec_1", "A example.dev"),
        child("DnsRecord", "rec_2", "A stray.example.dev"),
      ],
    };
    const asked: string[] = [];
    const unmanaged = await findUnmanaged({
      client: createClient({ baseUrl: "http://127.0.0.1:9", token: "unused-token" }),
      listChildren: async (_client, parent) => {
        asked.push(`${parent.type} ${parent.importId}`);
        return inventory[`${parent.type} ${parent.importId}`] ?? [];
      },
      managed: [
        managed("Project", "web", "prj_1", { teamId: "team_1" }),
        managed("ProjectEnvironmentVariable", "v", "env_1", { projectId: "prj_1" }),
        managed("Domain", "zone", "example.dev", { name: "example.dev" }),
        managed("DnsRecord", "apex", "rec_1", { domain: "example.dev" }),
      ],
    });
    expect(asked).to.deep.equal(["Project prj_1", "Domain example.dev"]);
    expect(unmanaged).to.deep.equal([
      {
        type: "ProjectEnvironmentVariable",
        importId: "prj_1/env_2",
        label: "STRAY (preview)",
        parent: { type: "Project", importId: "prj_1", urn: `${URN}Project::web` },
      },
      {
        type: "DnsRecord",
        importId: "rec_2",
        label: "A stray.example.dev",
        parent: { type: "Domain", importId: "example.dev", urn: `${URN}Domain::zone` },
      },
    ]);
  });
});

describe("vercel-pulumi drift options", () => {
  async function run(argv: string[]) {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const code = await main(argv, { stdout: (l) => stdout.push(l), stderr: (l) => stderr.push(l), env: {} });
    return { code, stdout: stdout.join("\n"), stderr: stderr.join("\n") };
  }

  it("prints its help with --help, and is listed in the command list", async () => {
    const help = await run(["drift", "--help"]);
    expect(help.code).to.equal(0);
    expect(help.stdout).to.include("--fail-on WHAT").and.include("Exit codes: 0 no drift, 1 drift, 2 error");
    expect((await run(["--help"])).stdout).to.match(/^ {2}drift +Report drift/m);
  });

  it("refuses bad options with exit code 2 before doing anything", async () => {
    const both = await run(["drift", "--json", "--markdown"]);
    expect(both.code).to.equal(2);
    expect(both.stderr).to.match(/^--json and --markdown cannot be combined\./);
    const failOn = await run(["drift", "--fail-on", "sometimes"]);
    expect(failOn).to.include({ code: 2, stdout: "" });
    expect(failOn.stderr).to.match(/^--fail-on must be one of drift, managed, none, got "sometimes"\./);
    expect((await run(["drift", "--stak", "dev"])).code).to.equal(2);
  });
});
