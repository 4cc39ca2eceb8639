// @pulumiverse/vercel's documented resource examples, for every resource this package has, run on
// the real engine against the emulator with the import changed to vercel-pulumi: ONE stack holding
// all of them (each example in a team of its own, its resources named `<example>.<name>`, so their
// names never collide), with the objects they presuppose seeded first (a domain, a shared
// variable). One `up`, one preview that must show no change, one `destroy` that leaves only the platform's documents.
import { expect } from "chai";
import { DEFAULT_USER_ID } from "../../emulator";
import { FirewallConfig } from "../../provider";
import { FAMILIES } from "../../provider/families";
import { exampleProgram, scopedPackage } from "../support/example-program";
import { createTestStack, type TestStack } from "../support/pulumi-stack";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import {
  RUN_DEFECTS,
  examplesForThisPackage,
  pulumiverseExamples,
  runnable,
  type DocumentedExample,
} from "../support/pulumiverse-examples";

const resources = new Set(FAMILIES.flatMap((family) => Object.keys(family.resources)));
const functions = new Set(FAMILIES.flatMap((family) => Object.keys(family.functions)));

/** A platform call made in an example's team before the `up`. */
interface SeedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * What an example presupposes on the platform, created in its team before the `up`: objects made
 * by API calls, and users who are members of the team (contributors, so a project role is theirs
 * alone), with the email, username or placeholder id the example names them by.
 */
const SEEDS: Record<string, { calls?: SeedCall[]; members?: { username: string; id?: string }[] }> = {
  "DnsRecord#1": { calls: [{ method: "POST", path: "/v7/domains", body: { name: "example.com" } }] },
  "SharedEnvironmentVariableProjectLink#1": {
    calls: [
      {
        method: "POST",
        path: "/v1/env",
        body: {
          evs: [{ key: "EXAMPLE_ENV_VAR", value: "seeded" }],
          type: "encrypted",
          target: ["production", "preview"],
        },
      },
    ],
  },
  // The projects the microfrontends examples look up (by their corrected names: RUN_DEFECTS).
  ...Object.fromEntries(
    ["MicrofrontendGroup#1", "MicrofrontendGroupMembership#1"].map((example) => [
      example,
      {
        calls: ["my-parent-project", "my-child-project"].map((name) => ({
          method: "POST",
          path: "/v11/projects",
          body: { name },
        })),
      },
    ]),
  ),
  // "user@example.com" and "some-example-user": the emulator's users get `<username>@example.com`.
  "ProjectMembers#1": { members: [{ username: "user" }, { username: "some-example-user" }] },
  "AccessGroupMember#1": { members: [{ username: "placeholder-user", id: "uuuuuuuuuuuuuuuuuuuuuuuuuu" }] },
};

describe("pulumiverse's documented resource examples on the engine, against the emulator", function () {
  this.timeout(600_000);
  let stack: TestStack | undefined;
  // Registered before the emulator's own hooks, so the stack is gone before the emulator stops.
  after(async () => {
    await stack?.dispose();
  });
  const emulator = useEmulator();

  it("runs up, a preview with no change and destroy of all of them in one stack", async () => {
    const all = pulumiverseExamples();
    const examples = examplesForThisPackage(all).filter((example) => example.kind === "resource");
    for (const defect of RUN_DEFECTS) defect.prove(examples.find((e) => e.id === defect.example)!.code);

    const teams = new Map<string, string>();
    for (const [index, example] of examples.entries()) {
      const seeds = SEEDS[example.id] ?? {};
      const members: string[] = [];
      for (const member of seeds.members ?? []) {
        members.push((await emulator.admin.createUser(member.username, { id: member.id })).user.id);
      }
      const contributors = Object.fromEntries(members.map((id) => [id, "CONTRIBUTOR" as const]));
      const team = await emulator.admin.createTeam(
        `pulumiverse-example-${index}`,
        [DEFAULT_USER_ID, ...members],
        contributors,
      );
      teams.set(example.id, team.id);
      for (const seed of seeds.calls ?? []) {
        const response = await emulator.admin.api(seed.method, `${seed.path}?teamId=${team.id}`, seed.body);
        expect(response.status, `${example.id}: ${seed.method} ${seed.path}`).to.be.lessThan(300);
      }
    }
    const seeded = (await emulator.admin.state()).total;
    const programs = examples.map((example: DocumentedExample) => ({
      example,
      run: exampleProgram(runnable(example)),
      scoped: scopedPackage(example.id.replace("#", ""), teams.get(example.id)!, resources, functions),
    }));

    stack = await createTestStack(emulator, async () => {
      for (const { run, scoped } of programs) run(scoped);
    });
    const up = await stack.stack.up();
    // The stack resource is counted among the creates: the examples' resources are the others.
    const created = (up.summary.resourceChanges?.create ?? 0) - 1;
    const preview = await stack.stack.preview();
    const destroyed = await stack.stack.destroy();
    console.log(
      `      pulumiverse resource examples: ${examples.length} run in one stack (${created} resources created, ` +
        `${RUN_DEFECTS.length} corrected to run), preview changes: ${JSON.stringify(preview.changeSummary)}`,
    );
    expect(up.summary.result).to.equal("succeeded");
    expect(Object.keys(preview.changeSummary).filter((kind) => kind !== "same")).to.deep.equal([]);
    expect(destroyed.summary.result).to.equal("succeeded");
    expect((await emulator.admin.state()).total).to.equal(seeded);
  });
  it("refuses widened enum values the platform does not have at preview, naming resource, field and values", async () => {
    const project = await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "guarded" }]);
    await emulator.admin.clearRequestCounts();
    const conditionType: string = "pathx";
    const refused = await createTestStack(
      emulator,
      async () => {
        new FirewallConfig("guard", {
          projectId: String(project[0]!.id),
          rules: {
            rules: [
              {
                name: "admin",
                action: { action: "deny" },
                conditionGroups: [{ conditions: [{ type: conditionType, op: "pre", value: "/admin" }] }],
              },
            ],
          },
        });
      },
      "refused",
    );
    try {
      const error = await rejection(refused.stack.preview());
      expect(error.message).to.include("guard");
      expect(error.message).to.include("rules.rules[0].conditionGroups[0].conditions[0].type");
      expect(error.message).to.match(/must be one of \d+ values such as "path"|must be one of .*"path"/);
      expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
    } finally {
      await refused.dispose();
    }
  });
});
