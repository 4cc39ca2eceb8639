// Enum-typed arguments accept their base type, as @pulumiverse/vercel's `string` arguments do: a
// firewall rule list built in a variable (its literals widened to string) compiles, for resources
// and lookup functions alike, while editor completion keeps the values and misspelt property names
// still fail to compile. `check` is what refuses a bad value (lifecycle/pulumiverse-examples.spec.ts
// shows it at preview); here, the field and the allowed values it names, for enums of several families.
import { expect } from "chai";
import * as operations from "../../provider/operations/lifecycle";
import { definitionByName } from "../../provider/families/registry";
import { typeErrors } from "../support/typecheck";

const WIDENED = `
import * as vercel from "vercel-pulumi";

// The literals below are widened to string: pulumiverse's types accept them, so do these.
const rules = [{ name: "admin", action: { action: "deny" }, conditionGroups: [{ conditions: [{ type: "path", op: "pre", value: "/admin" }] }] }];
new vercel.FirewallConfig("firewall", { projectId: "prj_1", rules: { rules } });
const recordType: string = "A";
new vercel.DnsRecord("record", { domain: "example.com", name: "www", type: recordType, value: "192.0.2.1" });
const sources: string[] = ["lambda"];
new vercel.LogDrain("logs", { endpoint: "https://logs.example/in", environments: ["production"], sources });
const statusCode: number = 307;
new vercel.ProjectDomain("domain", { projectId: "prj_1", domain: "a.example.com", redirect: "b.example.com", redirectStatusCode: statusCode });
const targets: string[] = ["production"];
export const found = vercel.getSharedEnvironmentVariable({ key: "KEY", targets });
// Completion still offers the values: a literal of the enum is a member of the type.
const kind: vercel.FeatureFlagSdkKeyArgs["type"] = "server";
new vercel.FeatureFlagSdkKey("key", { projectId: "prj_1", environment: "production", type: kind });
`;

describe("enum-typed arguments", function () {
  this.timeout(120_000);

  it("compile with widened strings and numbers, as pulumiverse's types do, and refuse unknown properties", () => {
    const errors = typeErrors({
      widened: WIDENED,
      misspelt: `import * as vercel from "vercel-pulumi";\nnew vercel.DnsRecord("r", { domain: "example.com", name: "www", type: "A", valeu: "192.0.2.1" });\n`,
    });
    expect(errors.get("widened")).to.deep.equal([]);
    expect(errors.get("misspelt")!.join("\n")).to.include("'valeu' does not exist");
  });

  const failures = (type: string, news: Record<string, unknown>) =>
    operations
      .check(definitionByName(type) as unknown as operations.Definition, news)
      .failures.map((failure) => `${failure.property}: ${failure.reason}`);

  it("are refused by check with the field and the allowed values, for several resources", () => {
    expect(
      failures("FirewallConfig", {
        projectId: "prj_1",
        rules: {
          rules: [
            {
              name: "r",
              action: { action: "deny" },
              conditionGroups: [{ conditions: [{ type: "pathx", op: "pre", value: "/" }] }],
            },
          ],
        },
      }),
    ).to.satisfy((lines: string[]) =>
      lines.some(
        (line) =>
          line.startsWith("rules.rules[0].conditionGroups[0].conditions[0].type: must be one of") &&
          line.includes('"path"'),
      ),
    );
    expect(
      failures("DnsRecord", { domain: "example.com", name: "www", type: "AAA", value: "::1" }),
    ).to.deep.equal([
      'type: must be one of 10 values such as "A", "AAAA", "ALIAS"; got "AAA" (did you mean "AAAA"?)',
    ]);
    expect(
      failures("ProjectDomain", {
        projectId: "prj_1",
        domain: "a.example.com",
        redirect: "b.example.com",
        redirectStatusCode: 305,
      }),
    ).to.deep.equal(["redirectStatusCode: must be one of 301, 302, 307, 308; got 305"]);
    expect(
      failures("LogDrain", {
        endpoint: "https://logs.example/in",
        environments: ["production"],
        sources: ["lambda", "statics"],
      }),
    ).to.satisfy((lines: string[]) =>
      lines.some((line) => line.startsWith("sources[1]: must be one of") && line.includes('"static"')),
    );
  });
});
