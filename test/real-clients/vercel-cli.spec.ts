// Vercel's own CLI against the emulator (issue 16): the everyday commands, in the personal scope and
// with `--scope <team>`, each checked by its effect on the emulator or by what it prints.
//
// The CLI's node startup is slow, so one `before` runs every command of both scopes at once against
// one emulator, each in a workspace of its own (independent: env commands get a linked project
// written for them, each scope has its own project and domain, the mutations touch distinct names),
// and each `it` then judges one command. A command passes when it exits 0, none of its requests was
// unserved or answered 5xx, and its effect is there. test/real-clients/CLI-FINDINGS.md lists what
// each command calls.
import { expect } from "chai";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { DEFAULT_USER_ID } from "../../emulator";
import type { Violation } from "../../emulator";
import { useEmulator, type EmulatorHandle } from "../support/emulator";
import { vercelWorkspace, type CliResult, type VercelWorkspace } from "../support/vercel-cli";

const TEAM_SLUG = "acme";
/** The emulator's default user, whose name is the personal scope's context name. */
const USERNAME = "emulator";
const PULLED_VALUE = "pulled-plain-value";
const ADDED_VALUE = "added-by-the-cli";

type Scope = "personal" | "team";
const SCOPES: readonly Scope[] = ["personal", "team"];

interface Seeded {
  scope: Scope;
  /** The user id in the personal scope, the team id in the team one. */
  ownerId: string;
  /** `?teamId=<id>` in the team scope, "" in the personal one. */
  query: string;
  /** One account domain per scope: a domain belongs to one account. */
  domain: string;
  projectId: string;
  keptRecordId: string;
  removedRecordId: string;
}

/** One CLI invocation: its arguments, and whether it needs a linked project. */
interface Command {
  args: (seeded: Seeded) => string[];
  linked?: boolean;
}

const COMMANDS = {
  whoami: { args: () => ["whoami"] },
  "teams ls": { args: () => ["teams", "ls"] },
  "project ls": { args: () => ["project", "ls"] },
  "project inspect": { args: () => ["project", "inspect", "web"] },
  link: {
    // Without a terminal the CLI never picks a scope for a user who has teams ("Multiple teams
    // found … Re-run this command with --team <slug>"): `selectOrg` takes only an explicit
    // --scope/--team, which it matches against the teams and the user's id, email or username. So
    // a user links a personal project with `--scope <their user id>` (the team scope has its
    // --scope already). Not the username: the emulator's default user and default team are both
    // named "emulator", and the CLI looks a scope up as a team first (`GET /teams/emulator`), so
    // it would pick the team; on the platform usernames and team slugs share one namespace.
    args: (seeded) => [
      "link",
      "--yes",
      "--project",
      "web",
      ...(seeded.scope === "personal" ? ["--scope", seeded.ownerId] : []),
    ],
  },
  "env ls": { args: () => ["env", "ls"], linked: true },
  // The value through --value, the CLI's non-interactive form: piped on stdin, the CLI waits only
  // 500 ms for it (readStandardInput) and, on a loaded machine, goes on with no value and adds nothing.
  "env add": {
    args: () => ["env", "add", "ADDED_VAR", "production", "--value", ADDED_VALUE, "--yes"],
    linked: true,
  },
  "env rm": { args: () => ["env", "rm", "REMOVED_VAR", "production", "--yes"], linked: true },
  "env pull": { args: () => ["env", "pull", ".env.pulled", "--yes"], linked: true },
  "domains ls": { args: () => ["domains", "ls"] },
  "domains inspect": { args: (seeded) => ["domains", "inspect", seeded.domain] },
  "dns ls": { args: () => ["dns", "ls"] },
  "dns ls <domain>": { args: (seeded) => ["dns", "ls", seeded.domain] },
  "dns add": { args: (seeded) => ["dns", "add", seeded.domain, "cli", "A", "1.2.3.4"] },
  "dns rm": { args: (seeded) => ["dns", "rm", seeded.removedRecordId, "--yes"] },
} satisfies Record<string, Command>;
type CommandName = keyof typeof COMMANDS;

async function seed(emulator: EmulatorHandle, scope: Scope, teamId: string): Promise<Seeded> {
  const ownerId = scope === "team" ? teamId : DEFAULT_USER_ID;
  const query = scope === "team" ? `?teamId=${ownerId}` : "";
  const domain = scope === "team" ? "example.org" : "example.com";
  const created = async <T>(path: string, body: unknown): Promise<T> => {
    const { status, body: answer } = await emulator.admin.api<T>("POST", path + query, body);
    if (status >= 300)
      throw new Error(`seeding POST ${path} failed with ${status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const project = await created<{ id: string }>("/v11/projects", { name: "web" });
  const env = `/v10/projects/${project.id}/env`;
  await created(env, { key: "PULLED_VAR", value: PULLED_VALUE, type: "encrypted", target: ["development"] });
  await created(env, {
    key: "REMOVED_VAR",
    value: "to-be-removed",
    type: "encrypted",
    target: ["production"],
  });
  await created("/v7/domains", { name: domain });
  // A project domain under the apex, which `domains inspect` lists with its project.
  await created(`/v10/projects/${project.id}/domains`, { name: `www.${domain}` });
  const record = (name: string) =>
    created<{ uid: string }>(`/v2/domains/${domain}/records`, { type: "A", name, value: "203.0.113.9" });
  const kept = await record("www");
  const removed = await record("old");
  return {
    scope,
    ownerId,
    query,
    domain,
    projectId: project.id,
    keptRecordId: kept.uid,
    removedRecordId: removed.uid,
  };
}

/** Stdout and stderr together: the CLI prints tables to either, depending on the command. */
const printed = (result: CliResult) => result.stdout + result.stderr;

/** The command's requests the emulator did not serve, could not answer, or refused as a method. */
function unservedRequests(result: CliResult, violations: readonly Violation[]): string[] {
  const unserved = new Set(violations.map((v) => `${v.method} ${v.path}`));
  return result.requests
    .filter(
      (r) =>
        unserved.has(`${r.method} ${r.target.split("?")[0]}`) || r.status === undefined || r.status >= 405,
    )
    .map((r) => `${r.method} ${r.target} -> ${r.status ?? "no answer"}`);
}

/**
 * Fails with what a reader needs to add the missing routes: the exit code, the CLI's error line, and
 * every request of this command the emulator did not serve or could not answer.
 */
function expectServed(name: string, result: CliResult, violations: readonly Violation[]): void {
  const errors = result.stderr.split("\n").filter((line) => line.startsWith("Error"));
  const problems = [
    ...(result.code === 0 ? [] : [`exit code ${result.code}: ${errors.join(" ") || "(no error line)"}`]),
    ...unservedRequests(result, violations),
  ];
  expect(problems, `vercel ${name}`).to.deep.equal([]);
}

interface ScopeRun {
  seeded: Seeded;
  workspaces: Map<CommandName, VercelWorkspace>;
  results: Map<CommandName, CliResult>;
}

describe("vercel CLI against the emulator", function () {
  // The CLI refuses tokens with "-" in them.
  const emulator = useEmulator({ token: `vercelcli${Date.now()}`, resetBetweenTests: false });
  const runs = new Map<Scope, ScopeRun>();
  let violations: Violation[] = [];

  before(async function () {
    this.timeout(600_000); // 30 CLI runs, one per core at a time (test/support/vercel-cli.ts)
    // The team exists in both scopes: `teams ls` must list it either way.
    const team = await emulator.admin.createTeam(TEAM_SLUG, [DEFAULT_USER_ID]);
    for (const scope of SCOPES) {
      runs.set(scope, {
        seeded: await seed(emulator, scope, team.id),
        workspaces: new Map(),
        results: new Map(),
      });
    }
    await Promise.all(
      [...runs.entries()].flatMap(([scope, run]) =>
        (Object.entries(COMMANDS) as [CommandName, Command][]).map(async ([name, command]) => {
          const workspace = await vercelWorkspace(() => ({
            url: emulator.url,
            token: emulator.token,
            scope: scope === "team" ? TEAM_SLUG : undefined,
          }));
          run.workspaces.set(name, workspace);
          if (command.linked) await workspace.link(run.seeded.projectId, run.seeded.ownerId);
          run.results.set(name, await workspace.run(command.args(run.seeded)));
        }),
      ),
    );
    violations = await emulator.admin.violations();
  });

  after(async () => {
    await Promise.all(
      [...runs.values()].flatMap((run) => [...run.workspaces.values()].map((w) => w.remove())),
    );
  });

  for (const scope of SCOPES) {
    describe(scope === "team" ? `--scope ${TEAM_SLUG}` : "personal scope", () => {
      const context = scope === "team" ? TEAM_SLUG : USERNAME;
      const run = (): ScopeRun => {
        const found = runs.get(scope);
        if (!found) throw new Error(`the ${scope} scope did not run`);
        return found;
      };
      const seeded = () => run().seeded;
      /** This command's result; its own requests are judged here, not by the shared after-test check. */
      const result = (name: CommandName): CliResult => {
        emulator.expectViolations();
        const found = run().results.get(name);
        if (!found) throw new Error(`vercel ${name} did not run`);
        return found;
      };
      const outcome = (name: CommandName): CliResult => {
        const found = result(name);
        expectServed(name, found, violations);
        return found;
      };
      /** A file in the project directory the command ran in. */
      const fileIn = (name: CommandName, path: string) =>
        join(run().workspaces.get(name)?.project ?? "", path);
      const envKeys = async () => {
        const { body } = await emulator.admin.api<{ envs: Array<{ key: string; target?: string[] }> }>(
          "GET",
          `/v10/projects/${seeded().projectId}/env${seeded().query}`,
        );
        return body.envs;
      };
      const records = async () => {
        const { body } = await emulator.admin.api<{
          records: Array<{ id: string; name: string; value: string }>;
        }>("GET", `/v4/domains/${seeded().domain}/records${seeded().query}`);
        return body.records;
      };

      it("whoami prints the emulator user's username", () => {
        expect(outcome("whoami").stdout.trim()).to.equal(USERNAME);
      });

      it("teams ls lists the seeded team", () => {
        expect(printed(outcome("teams ls"))).to.match(new RegExp(`\\b${TEAM_SLUG}\\b`));
      });

      it("project ls lists the seeded project under the scope", () => {
        const out = printed(outcome("project ls"));
        expect(out).to.include(`Projects found under ${context}`);
        expect(out).to.match(/^\s+web\s/m);
      });

      if (scope === "team") {
        it("project inspect shows the project's id", () => {
          expect(printed(outcome("project inspect"))).to.include(seeded().projectId);
        });
      } else {
        it("project inspect of a personal project stops where the CLI asks for the owner as a team", () => {
          // The CLI looks the project's owner up with `GET /teams/<accountId>` and reads its name;
          // a personal project's owner is the user, and a user is no team: 404, as everywhere else
          // the CLI asks (its --scope lookup and `getOrgById` expect no team for a user's id or
          // name). On the platform every account is a team now, so the CLI has no personal branch.
          const inspected = result("project inspect");
          expect(unservedRequests(inspected, violations)).to.deep.equal([]);
          expect(inspected.requests.map((r) => `${r.method} ${r.target} ${r.status}`)).to.include(
            `GET /teams/${DEFAULT_USER_ID} 404`,
          );
          expect(inspected.code).to.equal(1);
          expect(inspected.stderr).to.include(`Error: Team not found: ${DEFAULT_USER_ID}`);
        });
      }

      it("link writes .vercel/project.json naming the project and its owner", async () => {
        outcome("link");
        const linked = JSON.parse(await readFile(fileIn("link", ".vercel/project.json"), "utf8")) as unknown;
        expect(linked).to.include({ projectId: seeded().projectId, orgId: seeded().ownerId });
      });

      it("env ls lists the seeded variable", () => {
        expect(printed(outcome("env ls"))).to.include("PULLED_VAR");
      });

      it("env add creates the variable, visible through the API", async () => {
        outcome("env add");
        const added = (await envKeys()).find((e) => e.key === "ADDED_VAR");
        expect(added?.target).to.deep.equal(["production"]);
      });

      it("env rm deletes the variable", async () => {
        outcome("env rm");
        expect((await envKeys()).map((e) => e.key)).to.not.include("REMOVED_VAR");
      });

      it("env pull writes a file holding the development value, and the emulator logs no value", async () => {
        outcome("env pull");
        const pulled = await readFile(fileIn("env pull", ".env.pulled"), "utf8");
        expect(pulled).to.include(`PULLED_VAR="${PULLED_VALUE}"`);
        // Only development variables: REMOVED_VAR targets production.
        expect(pulled).to.not.include("REMOVED_VAR");
        expect(emulator.logs.join("\n")).to.not.include(PULLED_VALUE);
      });

      it("domains ls lists the seeded domain", () => {
        expect(printed(outcome("domains ls"))).to.include(`1 Domain found under ${context}`);
      });

      it("domains inspect shows the domain and the project using it", () => {
        // It also asks the registrar's price, which it prints for a domain bought on the platform only.
        const out = printed(outcome("domains inspect"));
        expect(out).to.include(`Domain ${seeded().domain} found under ${context}`);
        expect(out).to.match(
          new RegExp(`^\\s+web\\s+www\\.${seeded().domain.replace(".", "\\.")}\\s*$`, "m"),
        );
      });

      it("dns ls lists the records of every domain", () => {
        expect(printed(outcome("dns ls"))).to.include(seeded().keptRecordId);
      });

      it("dns ls <domain> lists the domain's records", () => {
        expect(printed(outcome("dns ls <domain>"))).to.include(seeded().keptRecordId);
      });

      it("dns add creates the record", async () => {
        outcome("dns add");
        expect((await records()).map((r) => ({ name: r.name, value: r.value }))).to.deep.include({
          name: "cli",
          value: "1.2.3.4",
        });
      });

      it("dns rm deletes the record", async () => {
        outcome("dns rm");
        expect((await records()).map((r) => r.id)).to.not.include(seeded().removedRecordId);
      });
    });
  }
});
