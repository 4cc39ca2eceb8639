// The team config file's checks, run before any resource exists: the example is accepted as YAML
// and as JSON, and every kind of problem is worded with the file, line, column, path and rule.
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { formatProblem, parseTeamFile, TeamFileError } from "../../provider/team-file/parse";
import { REPO_ROOT } from "../support/engine";

const EXAMPLE = readFileSync(join(REPO_ROOT, "examples/team-config/team.yaml"), "utf8");

/** The problems `text` has, formatted as the error prints them. */
function problemsOf(text: string, file = "team.yaml"): string[] {
  try {
    parseTeamFile(text, file);
  } catch (error) {
    if (error instanceof TeamFileError) return error.problems.map(formatProblem);
    throw error;
  }
  throw new Error("the file was accepted");
}

/** YAML from lines, so the expected line numbers can be read off the test. */
const yaml = (...lines: string[]) => lines.join("\n") + "\n";

describe("team config parsing", () => {
  it("accepts the example, with every secret it names and where", () => {
    const { resources, secrets, lookups } = parseTeamFile(EXAMPLE, "team.yaml");
    expect(resources).to.have.length(49);
    expect(
      secrets.map(({ secret, at }) => `${secret.name} ${at.line}:${at.column} ${at.path}`),
    ).to.deep.equal([
      "dbPassword 36:16 projects[0].env[1].value",
      "partnerApiKey 182:18 connectors[0].apiKeys[0].value",
      "drainSecret 104:13 logDrains[0].secret",
      "drainAuthorization 106:22 logDrains[0].headers.Authorization",
    ]);
    // The integration is named by its slug: found on the platform when the program runs.
    expect(
      lookups.map(
        ({ lookup, at }) => `${lookup.fn}(${JSON.stringify(lookup.args)}) ${at.line}:${at.column} ${at.path}`,
      ),
    ).to.deep.equal(['getIntegration({"slug":"acme-ci"}) 189:18 integrations[0].integration']);
  });

  it("accepts the same document as JSON, with the same resources", () => {
    const json = JSON.stringify(parseYaml(EXAMPLE), null, 2);
    const fromJson = parseTeamFile(json, "team.json").resources;
    const fromYaml = parseTeamFile(EXAMPLE, "team.yaml").resources;
    expect(fromJson.map((r) => r.key)).to.deep.equal(fromYaml.map((r) => r.key));
    expect(JSON.stringify(fromJson)).to.equal(JSON.stringify(fromYaml));
  });

  it("places JSON problems at their line and column", () => {
    const json = ["{", '  "projects": [', '    { "name": "web", "buildCommand": 3 }', "  ]", "}"].join("\n");
    expect(problemsOf(json, "team.json")).to.deep.equal([
      "team.json:3:38: projects[0].buildCommand: Invalid input: expected string, received number",
    ]);
  });

  it("reads JSON by the file's extension first, then by the text", () => {
    // A YAML flow mapping with plain keys: YAML for a .yaml file, refused JSON otherwise.
    const text = "{ projects: [{ name: web }] }";
    expect(parseTeamFile(text, "team.yaml").resources.map((r) => r.key)).to.deep.equal(["Project:web"]);
    expect(problemsOf(text, "team config")[0]).to.match(/^team config:1:3: \(syntax\): /);
    expect(problemsOf(text, "team.json")[0]).to.match(/^team.json:1:3: \(syntax\): /);
  });

  it("reports a syntax error at its line, before anything else", () => {
    expect(problemsOf(yaml("projects:", "  - name: web", "    env: [", "domains: []"))).to.deep.equal([
      "team.yaml:4:1: (syntax): Flow sequence in block collection must be sufficiently indented and end with a ]",
    ]);
    expect(problemsOf('{ "projects": [,] }', "team.json")).to.deep.equal([
      "team.json:1:16: (syntax): Unexpected , in flow sequence",
    ]);
  });

  it("reports one wrong indent as one problem, not the parser's errors that follow from it", () => {
    const text = yaml(
      "projects:",
      "  - name: web",
      "    buildCommand: npm run build",
      "     outputDirectory: dist",
      "    env: []",
    );
    expect(problemsOf(text)).to.deep.equal([
      "team.yaml:3:19: (syntax): Nested mappings are not allowed in compact mappings",
    ]);
  });

  it("suggests the field a misspelt one was meant to be, at any depth", () => {
    const text = yaml(
      "projects:",
      "  - name: web",
      "    buildComand: npm run build",
      "    env:",
      "      - key: API_URL",
      "        value: https://api.example.dev",
      "        targts: [production]",
      "domains:",
      "  - name: example.dev",
      "    recrods: []",
    );
    expect(problemsOf(text)).to.deep.equal([
      "team.yaml:3:5: projects[0].buildComand: is not a field here; did you mean buildCommand?",
      "team.yaml:7:9: projects[0].env[0].targts: is not a field here; did you mean targets?",
      "team.yaml:10:5: domains[0].recrods: is not a field here; did you mean records?",
    ]);
  });

  it("reports every structural problem at once: unknown, missing and mistyped fields, clear-text secrets", () => {
    const text = yaml(
      "projects:",
      "  - name: web",
      "    colour: red",
      "    env:",
      "      - key: DB_PASSWORD",
      "        value: hunter2",
      "        targets: [production]",
      "        sensitive: true",
      "  - framework: nextjs",
      "logDrains:",
      "  - name: errors",
      "    endpoint: https://logs.example.dev",
      "    environments: [production]",
      "    sources: [edge]",
      "    secret: plain-text",
      "webhooks:",
      "  - endpoint: https://hooks.example.dev",
      "    events: deployment.created",
    );
    expect(problemsOf(text)).to.deep.equal([
      "team.yaml:3:5: projects[0].colour: is not a field here",
      "team.yaml:6:16: projects[0].env[0].value: a sensitive variable's value must come from a stack secret: { secret: <config key> }",
      "team.yaml:9:5: projects[1].name: is required (string)",
      "team.yaml:15:13: logDrains[0].secret: must be a stack secret: { secret: <config key> }",
      "team.yaml:18:13: webhooks[0].events: Invalid input: expected array, received string",
    ]);
  });

  it("reports the resources' own rules and the file's references once the structure holds", () => {
    const text = yaml(
      "domains:",
      "  - name: example.dev",
      "    records:",
      "      - { type: MX, name: '', value: mail.example.dev }",
      "projects:",
      "  - name: web",
      "    env:",
      "      - { key: A, value: x, targets: [development], gitBranch: main }",
      "      - { key: B, value: y, targets: [production], customEnvironments: [qa] }",
      "    domains:",
      "      - { domain: www.example.dev, customEnvironment: staging }",
      "    flags:",
      "      - key: beta",
      "        kind: boolean",
      "        variants: [{ id: 'on', valueBool: true }]",
      "  - name: web",
      "logDrains:",
      "  - name: errors",
      "    endpoint: https://logs.example.dev",
      "    environments: [production]",
      "    sources: [edge]",
      "    projects: [web, api]",
    );
    expect(problemsOf(text)).to.deep.equal([
      "team.yaml:4:9: domains[0].records[0].mxPriority: is required for an MX record",
      'team.yaml:8:64: projects[0].env[0].gitBranch: is only allowed with targets ["preview"]',
      'team.yaml:9:73: projects[0].env[1].customEnvironments[0]: no custom environment "qa" is declared in this project (declared: none)',
      'team.yaml:11:55: projects[0].domains[0].customEnvironment: no custom environment "staging" is declared in this project (declared: none)',
      "team.yaml:15:19: projects[0].flags[0].variants: a boolean flag has exactly two variants",
      'team.yaml:16:11: projects[1].name: "web" is declared twice (first at projects[0].name)',
      'team.yaml:22:21: logDrains[0].projects[1]: no project "api" is declared (declared: "web")',
    ]);
  });

  it("checks the access and key-signing sections: roles, emails, names of projects and members", () => {
    const text = yaml(
      "projects:",
      "  - name: web",
      "teamMembers:",
      "  - { email: not-an-email, role: MEMBER }",
      "  - { email: ada@example.dev, role: CAPTAIN }",
      "accessGroups:",
      "  - name: devs",
      "    projects: [{ project: web, role: PROJECT_OWNER }]",
      "    members: [bob@example.dev]",
      "projectMembers:",
      "  - project: api",
      "    members: [{ email: ada@example.dev, role: PROJECT_VIEWER }]",
      "kmsIssuers:",
      "  - name: tokens",
      "    signingKeys: [{ name: next, revokePreviousAfterHours: -1 }]",
      "    projectGrants: [{ project: web, environments: [] }]",
    );
    const problems = problemsOf(text);
    expect(problems).to.have.length(5);
    expect(problems.join("\n")).to.include("teamMembers[0].email: must be an email address");
    expect(problems.join("\n")).to.match(/teamMembers\[1\]\.role: Invalid option/);
    expect(problems.join("\n")).to.match(/accessGroups\[0\]\.projects\[0\]\.role: Invalid option/);
    expect(problems.join("\n")).to.include(
      "kmsIssuers[0].signingKeys[0].revokePreviousAfterHours: must not be negative",
    );
    expect(problems.join("\n")).to.include(
      "kmsIssuers[0].projectGrants[0].environments: must hold at least one environment",
    );
    // References are checked once the structure holds: a file with only those problems.
    const references = yaml(
      "projects:",
      "  - name: web",
      "teamMembers:",
      "  - { email: ada@example.dev, role: MEMBER }",
      "accessGroups:",
      "  - name: devs",
      "    members: [bob@example.dev]",
      "projectMembers:",
      "  - project: api",
      "    members: [{ email: ada@example.dev, role: PROJECT_VIEWER }]",
    );
    expect(problemsOf(references)).to.deep.equal([
      'team.yaml:7:15: accessGroups[0].members[0]: no team member "bob@example.dev" is declared (declared: "ada@example.dev")',
      'team.yaml:9:14: projectMembers[0].project: no project "api" is declared (declared: "web")',
    ]);
  });

  it("says a member's role on a project and a project's microfrontends group in one place only", () => {
    const text = yaml(
      "projects:",
      "  - name: web",
      "  - name: api",
      "teamMembers:",
      "  - email: ada@example.dev",
      "    role: MEMBER",
      "    projects: [{ project: web, role: PROJECT_DEVELOPER }]",
      "projectMembers:",
      "  - project: web",
      "    members: [{ email: ada@example.dev, role: PROJECT_VIEWER }]",
      "microfrontendGroups:",
      "  - name: shop",
      "    defaultApp: { project: web }",
      "  - name: docs",
      "    defaultApp: { project: api }",
      "    members: [{ project: web, defaultRoute: /docs }]",
    );
    expect(problemsOf(text)).to.deep.equal([
      "team.yaml:10:15: projectMembers[0].members[0]: ada@example.dev already has a role on project " +
        '"web" (at teamMembers[0].projects[0].project): say a member\'s role on a project in one place',
      'team.yaml:16:26: microfrontendGroups[1].members[0].project: project "web" is already in a ' +
        "microfrontends group (at microfrontendGroups[0].defaultApp.project)",
    ]);
  });

  it("checks the network, connector and integration sections: names, secrets and projects", () => {
    const text = yaml(
      "projects:",
      "  - name: api",
      "    staticIps: { regions: [] }",
      "    privateLinkEndpoints:",
      "      - { name: db, vercelRegion: iad1, awsServiceName: not-a-service }",
      "networks:",
      "  - { region: iad1, cidr: 10.20.0.0/16 }",
      "connectors:",
      "  - name: partner",
      "    type: api-key",
      "    apiKeys: [{ value: plain-text-key }]",
      "    projectConnections: [{ project: web }]",
      "integrations:",
      "  - { integration: acme-ci, projects: [] }",
    );
    expect(problemsOf(text)).to.deep.equal([
      "team.yaml:3:27: projects[0].staticIps.regions: must hold at least one region (delete the resource to turn static IPs off)",
      "team.yaml:7:5: networks[0].name: is required (string)",
      "team.yaml:11:24: connectors[0].apiKeys[0].value: must be a stack secret: { secret: <config key> }",
      "team.yaml:14:39: integrations[0].projects: must name at least one project",
    ]);
    // Once the structure holds: the resources' own rules and the file's names.
    const ruled = yaml(
      "projects:",
      "  - name: api",
      "    staticIps: { regions: [iad1], builds: true }",
      "    privateLinkEndpoints:",
      "      - { name: db, vercelRegion: iad1, awsServiceName: not-a-service }",
      "connectors:",
      "  - name: partner",
      "    type: api-key",
      "    apiKeys: [{ value: { secret: partnerKey } }]",
      "    projectConnections: [{ project: web }]",
      "integrations:",
      "  - { integration: acme-ci, projects: [api, web] }",
      "  - { integration: icfg_abc, projects: [api, api] }",
    );
    const problems = problemsOf(ruled);
    expect(problems).to.deep.equal([
      'team.yaml:5:57: projects[0].privateLinkEndpoints[0].awsServiceName: must be an AWS endpoint service name such as "com.amazonaws.vpce.us-east-1.vpce-svc-0123456789abcdef0", not "not-a-service"',
      'team.yaml:10:37: connectors[0].projectConnections[0].project: no project "web" is declared (declared: "api")',
      'team.yaml:12:45: integrations[0].projects[1]: no project "web" is declared (declared: "api")',
      'team.yaml:13:46: integrations[1].projects[1]: "icfg_abc/api" is declared twice (first at integrations[1].projects[0])',
    ]);
  });

  it("names the file it was given and says how many problems there are", () => {
    const error = (() => {
      try {
        parseTeamFile(yaml("projects:", "  - {}", "  - {}"), "config/team.yaml");
      } catch (caught) {
        return caught as Error;
      }
      throw new Error("accepted");
    })();
    expect(error.message).to.equal(
      [
        "invalid team file (2 problems):",
        "config/team.yaml:2:5: projects[0].name: is required (string)",
        "config/team.yaml:3:5: projects[1].name: is required (string)",
      ].join("\n"),
    );
  });
});
