// Vercel's own CLI against the emulator (issue 16): the everyday commands, in the personal scope and
// with `--scope <team>`, each checked by its effect on the emulator or by what it prints.
//
// The CLI's node startup is slow, so each scope's `before` runs every command at once, each in a
// workspace of its own (independent: env commands get a linked project written for them, the
// mutations touch distinct names), and each `it` then judges one command. A command passes when it
// exits 0, none of its requests was unserved or answered 5xx, and its effect is there.
// test/real-clients/CLI-FINDINGS.md lists what the emulator lacks for the failing ones.
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
const DOMAIN = "example.com";
const PULLED_VALUE = "pulled-plain-value";
const ADDED_VALUE = "added-by-the-cli";

interface Seeded {
  ownerId: string;
  /** `?teamId=<id>` in the team scope, "" in the personal one. */
  query: string;
  projectId: string;
  keptRecordId: string;
  removedRecordId: string;
}

/** One CLI invocation: its arguments, whether it needs a linked project, what it reads on stdin. */
interface Command {
  args: (seeded: Seeded) => string[];
  linked?: boolean;
  stdin?: string;
}

const COMMANDS = {
  whoami: { args: () => ["whoami"] },
  "teams ls": { args: () => ["teams", "ls"] },
  "project ls": { args: () => ["project", "ls"] },
  "project inspect": { args: () => ["project", "inspect", "web"] },
  link: { args: () => ["link", "--yes", "--project", "web"] },
  "env ls": { args: () => ["env", "ls"], linked: true },
  "env add": { args: () => ["env", "add", "ADDED_VAR", "production"], linked: true, stdin: ADDED_VALUE },
  "env rm": { args: () => ["env", "rm", "REMOVED_VAR", "production", "--yes"], linked: true },
  "env pull": { args: () => ["env", "pull", ".env.pulled", "--yes"], linked: true },
  "domains ls": { args: () => ["domains", "ls"] },
  "domains inspect": { args: () => ["domains", "inspect", DOMAIN] },
  "dns ls": { args: () => ["dns", "ls"] },
  "dns ls <domain>": { args: () => ["dns", "ls", DOMAIN] },
  "dns add": { args: () => ["dns", "add", DOMAIN, "cli", "A", "1.2.3.4"] },
  "dns rm": { args: (seeded) => ["dns", "rm", seeded.removedRecordId, "--yes"] },
} satisfies Record<string, Command>;
type CommandName = keyof typeof COMMANDS;

async function seed(emulator: EmulatorHandle, teamScope: boolean): Promise<Seeded> {
  // The team exists in both scopes: `teams ls` must list it either way.
  const team = await emulator.admin.createTeam(TEAM_SLUG, [DEFAULT_USER_ID]);
  const ownerId = teamScope ? team.id : DEFAULT_USER_ID;
  const query = teamScope ? `?teamId=${ownerId}` : "";
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
  await created("/v7/domains", { name: DOMAIN });
  const record = (name: string) =>
    created<{ uid: string }>(`/v2/domains/${DOMAIN}/records`, { type: "A", name, value: "203.0.113.9" });
  const kept = await record("www");
  const removed = await record("old");
  return { ownerId, query, projectId: project.id, keptRecordId: kept.uid, removedRecordId: removed.uid };
}

/** Stdout and stderr together: the CLI prints tables to either, depending on the command. */
const printed = (result: CliResult) => result.stdout + result.stderr;

/**
 * Fails with what a reader needs to add the missing routes: the exit code, the CLI's error line, and
 * every request of this command the emulator did not serve or could not answer.
 */
function expectServed(name: string, result: CliResult, violations: readonly Violation[]): void {
  const unserved = new Set(violations.map((v) => `${v.method} ${v.path}`));
  const failed = result.requests.filter(
    (r) => unserved.has(`${r.method} ${r.target.split("?")[0]}`) || r.status === undefined || r.status >= 405,
  );
  const errors = result.stderr.split("\n").filter((line) => line.startsWith("Error"));
  const problems = [
    ...(result.code === 0 ? [] : [`exit code ${result.code}: ${errors.join(" ") || "(no error line)"}`]),
    ...failed.map((r) => `${r.method} ${r.target} -> ${r.status ?? "no answer"}`),
  ];
  expect(problems, `vercel ${name}`).to.deep.equal([]);
}

for (const teamScope of [false, true]) {
  describe(`vercel CLI against the emulator, ${teamScope ? `--scope ${TEAM_SLUG}` : "personal scope"}`, function () {
    // The CLI refuses tokens with "-" in them.
    const emulator = useEmulator({ token: `vercelcli${Date.now()}`, resetBetweenTests: false });
    const context = teamScope ? TEAM_SLUG : USERNAME;
    const workspaces = new Map<CommandName, VercelWorkspace>();
    const results = new Map<CommandName, CliResult>();
    let seeded: Seeded;
    let violations: Violation[] = [];

    before(async function () {
      this.timeout(180_000);
      seeded = await seed(emulator, teamScope);
      const target = () => ({
        url: emulator.url,
        token: emulator.token,
        scope: teamScope ? TEAM_SLUG : undefined,
      });
      await Promise.all(
        (Object.entries(COMMANDS) as [CommandName, Command][]).map(async ([name, command]) => {
          const workspace = await vercelWorkspace(target);
          workspaces.set(name, workspace);
          if (command.linked) await workspace.link(seeded.projectId, seeded.ownerId);
          results.set(name, await workspace.run(command.args(seeded), command.stdin));
        }),
      );
      violations = await emulator.admin.violations();
    });

    after(async () => {
      await Promise.all([...workspaces.values()].map((w) => w.remove()));
    });

    /** This command's result; its own requests are judged here, not by the shared after-test check. */
    const outcome = (name: CommandName): CliResult => {
      emulator.expectViolations();
      const result = results.get(name);
      if (!result) throw new Error(`vercel ${name} did not run`);
      expectServed(name, result, violations);
      return result;
    };
    const envKeys = async () => {
      const { body } = await emulator.admin.api<{ envs: Array<{ key: string; target?: string[] }> }>(
        "GET",
        `/v10/projects/${seeded.projectId}/env${seeded.query}`,
      );
      return body.envs;
    };
    const records = async () => {
      const { body } = await emulator.admin.api<{
        records: Array<{ id: string; name: string; value: string }>;
      }>("GET", `/v4/domains/${DOMAIN}/records${seeded.query}`);
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

    it("project inspect shows the project's id", () => {
      expect(printed(outcome("project inspect"))).to.include(seeded.projectId);
    });

    it("link writes .vercel/project.json naming the project and its owner", async () => {
      outcome("link");
      const linked = JSON.parse(await readFile(fileIn("link", ".vercel/project.json"), "utf8")) as unknown;
      expect(linked).to.include({ projectId: seeded.projectId, orgId: seeded.ownerId });
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

    it("env pull writes a file holding the development value", async () => {
      outcome("env pull");
      const pulled = await readFile(fileIn("env pull", ".env.pulled"), "utf8");
      expect(pulled).to.include(`PULLED_VAR="${PULLED_VALUE}"`);
    });

    it("domains ls lists the seeded domain", () => {
      expect(printed(outcome("domains ls"))).to.include(`1 Domain found under ${context}`);
    });

    it("domains inspect shows the domain", () => {
      expect(printed(outcome("domains inspect"))).to.include(DOMAIN);
    });

    it("dns ls lists the records of every domain", () => {
      expect(printed(outcome("dns ls"))).to.include(seeded.keptRecordId);
    });

    it("dns ls <domain> lists the domain's records", () => {
      expect(printed(outcome("dns ls <domain>"))).to.include(seeded.keptRecordId);
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
      expect((await records()).map((r) => r.id)).to.not.include(seeded.removedRecordId);
    });

    /** A file in the project directory the command ran in. */
    const fileIn = (name: CommandName, path: string) => join(workspaces.get(name)?.project ?? "", path);
  });
}
