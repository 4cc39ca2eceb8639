// Vercel's own CLI against the emulator (issue 16): the everyday commands, in the personal scope of
// an older account (the emulator's default user) and with `--scope <team>`, each checked by its
// effect on the emulator or by what it prints; and a few in the own scope of an account of today's
// kind, which is its default team (issue 23: the CLI scopes such a user to `defaultTeamId`).
//
// The CLI's node startup is slow, so one `before` runs every command of both scopes at once against
// one emulator, each in a workspace of its own (independent: env commands get a linked project
// written for them, each scope has its own project and domain, the mutations touch distinct names),
// and each `it` then judges one command. A command passes when it exits 0, none of its requests was
// unserved or answered 5xx, and its effect is there. docs/findings/vercel-cli.md lists what
// each command calls.
import { expect } from "chai";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DEFAULT_USER_ID } from "../../emulator";
import { REPO_ROOT } from "../support/engine";
import type { Violation } from "../../emulator";
import { useEmulator, type EmulatorAdmin, type EmulatorHandle } from "../support/emulator";
import { vercelWorkspace, type CliResult, type VercelWorkspace } from "../support/vercel-cli";

const TEAM_SLUG = "acme";
/** The emulator's default user, whose name is the personal scope's context name. */
const USERNAME = "emulator";
const PULLED_VALUE = "pulled-plain-value";
const ADDED_VALUE = "added-by-the-cli";

/**
 * personal: the emulator's default user, an older account with a personal scope; team: the same
 * user with `--scope acme`; default-team: a user of today's kind (northstar), no `--scope`.
 */
type Scope = "personal" | "team" | "default-team";
const SCOPES: readonly Scope[] = ["personal", "team", "default-team"];
/** The account of today's kind; its Hobby team's slug is the context name the CLI prints. */
const NORTHSTAR_USERNAME = "ivy";
const NORTHSTAR_TEAM_SLUG = `${NORTHSTAR_USERNAME}s-projects`;

interface Seeded {
  scope: Scope;
  /** The user id in the personal scope, the team id in the others. */
  ownerId: string;
  /** The token the CLI runs with, and the API as its user, for seeding and checking effects. */
  token: string;
  api: EmulatorAdmin["api"];
  /** `?teamId=<id>` in the team scope, "" where the scope is the caller's own. */
  query: string;
  /** One account domain per scope: a domain belongs to one account. */
  domain: string;
  projectId: string;
  keptRecordId: string;
  removedRecordId: string;
  /** Certificates issued for hostnames of the scope's domain: one `certs ls` lists, one `certs rm` removes. */
  keptCertId: string;
  removedCertId: string;
}

/** One CLI invocation: its arguments, whether it needs a linked project, what it reads on stdin. */
interface Command {
  args: (seeded: Seeded) => string[];
  linked?: boolean;
  /** Files written into the project directory before the run (a zone file to import). */
  files?: (seeded: Seeded) => Record<string, string>;
  /** Added to the CLI's environment. */
  env?: Record<string, string>;
  input?: string;
}

/** The test TLS material (test/support/tls/README.md): a certificate for example.com, its key, its CA. */
const TLS = (name: string) => join(REPO_ROOT, "test", "support", "tls", name);

/** A zone file as `dns import` reads it: two records the platform keeps, and the SOA it skips. */
const zoneFile = (domain: string) =>
  [
    `$ORIGIN ${domain}.`,
    "$TTL 3600",
    `@ IN SOA ns1.vercel-dns.com. hostmaster.${domain}. (2026112801 7200 3600 1209600 3600)`,
    "imported IN A 198.51.100.7",
    '  IN TXT "imported by the cli"',
    `mail 600 IN MX 10 mx.${domain}.`,
    "",
  ].join("\n");

/**
 * The vercel CLI 64.0.2 queries metrics through `/metrics/v1`, an API outside the catalogue and the
 * SDK; its switch FF_LEGACY_METRICS sends the catalogue's `/v2/observability/*` calls instead. The
 * emulator serves both (docs/findings/vercel-cli.md).
 */
const LEGACY_METRICS = { FF_LEGACY_METRICS: "1" };

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
  "dns import": {
    args: (seeded) => ["dns", "import", seeded.domain, "zone.db"],
    files: (seeded) => ({ "zone.db": zoneFile(seeded.domain) }),
  },
  contract: { args: () => ["contract", "--format", "json"] },
  "metrics schema": { args: () => ["metrics", "schema", "vercel.request.count", "--format", "json"] },
  "metrics query": {
    args: () => ["metrics", "vercel.request.count", "--all", "--since", "1h", "--format", "json"],
  },
  "metrics query (legacy)": {
    args: () => ["metrics", "vercel.request.count", "--all", "--since", "1h", "--format", "json"],
    env: LEGACY_METRICS,
  },
  // The certs command calls older paths than the catalogue's /v8 (docs/findings/vercel-cli.md).
  "certs ls": { args: () => ["certs", "ls"] },
  "certs add": {
    args: () => ["certs", "add", "--crt", TLS("cert.pem"), "--key", TLS("key.pem"), "--ca", TLS("ca.pem")],
  },
  // It has no --yes: it asks "Are you sure? (y/N)" and reads the answer on stdin.
  "certs rm": { args: (seeded) => ["certs", "rm", seeded.removedCertId], input: "y\n" },
} satisfies Record<string, Command>;
type CommandName = keyof typeof COMMANDS;
const ALL_COMMANDS = Object.keys(COMMANDS) as CommandName[];
/**
 * What runs in each scope: every command for the default user's two scopes; for the account of
 * today's kind, the commands that read its own scope (what issue 23 changed) and env through a
 * linked project. `link` is left out there: without a terminal it wants --scope once the user
 * has two teams, which the team scope already covers.
 */
/** Commands of a team's account alone: billing and metrics take no personal scope. */
const TEAM_ONLY: readonly CommandName[] = [
  "contract",
  "metrics schema",
  "metrics query",
  "metrics query (legacy)",
];
const COMMANDS_OF: Record<Scope, readonly CommandName[]> = {
  personal: ALL_COMMANDS.filter((name) => !TEAM_ONLY.includes(name)),
  team: ALL_COMMANDS,
  "default-team": [
    "whoami",
    "project ls",
    "project inspect",
    "env ls",
    "env pull",
    "domains ls",
    "dns ls <domain>",
    "contract",
  ],
};

/** Who runs each scope's commands, and the scope's owner and domain. */
async function identityOf(
  emulator: EmulatorHandle,
  scope: Scope,
  teamId: string,
): Promise<Pick<Seeded, "ownerId" | "token" | "api" | "query" | "domain">> {
  if (scope === "default-team") {
    // Seeded as the user with no team named: the calls land in its default team.
    const { user, token } = await emulator.admin.createUser(NORTHSTAR_USERNAME, { northstar: true });
    const ownerId = String(user.defaultTeamId);
    return { ownerId, token, api: emulator.as(token).api, query: "", domain: "example.net" };
  }
  const team = scope === "team";
  return {
    ownerId: team ? teamId : DEFAULT_USER_ID,
    token: emulator.token,
    api: emulator.admin.api,
    query: team ? `?teamId=${teamId}` : "",
    domain: team ? "example.org" : "example.com",
  };
}

async function seed(emulator: EmulatorHandle, scope: Scope, teamId: string): Promise<Seeded> {
  const identity = await identityOf(emulator, scope, teamId);
  const { api, query, domain } = identity;
  const created = async <T>(path: string, body: unknown): Promise<T> => {
    const { status, body: answer } = await api<T>("POST", path + query, body);
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
  // A purchase of credits, which the contract commitments show as one prepaid spend (a team's).
  if (scope !== "personal")
    await created("/v1/billing/buy", { item: { type: "credits", creditType: "gateway", amount: 25 } });
  const kept = await record("www");
  const removed = await record("old");
  const cert = (cn: string) => created<{ id: string }>("/v8/certs", { cns: [cn] });
  const keptCert = await cert(`www.${domain}`);
  const removedCert = await cert(`old.${domain}`);
  return {
    scope,
    ...identity,
    projectId: project.id,
    keptRecordId: kept.uid,
    removedRecordId: removed.uid,
    keptCertId: keptCert.id,
    removedCertId: removedCert.id,
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
        COMMANDS_OF[scope].map(async (name) => {
          const command: Command = COMMANDS[name];
          const workspace = await vercelWorkspace(() => ({
            url: emulator.url,
            token: run.seeded.token,
            scope: scope === "team" ? TEAM_SLUG : undefined,
          }));
          run.workspaces.set(name, workspace);
          if (command.linked) await workspace.link(run.seeded.projectId, run.seeded.ownerId);
          for (const [file, text] of Object.entries(command.files?.(run.seeded) ?? {}))
            await writeFile(join(workspace.project, file), text);
          const options = { input: command.input, env: command.env };
          run.results.set(name, await workspace.run(command.args(run.seeded), options));
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

  const TITLES: Record<Scope, string> = {
    personal: "personal scope of an older account",
    team: `--scope ${TEAM_SLUG}`,
    "default-team": "own scope of an account that is a team (its default team)",
  };
  const CONTEXTS: Record<Scope, string> = {
    personal: USERNAME,
    team: TEAM_SLUG,
    "default-team": NORTHSTAR_TEAM_SLUG,
  };

  for (const scope of SCOPES) {
    describe(TITLES[scope], () => {
      const context = CONTEXTS[scope];
      /** `it` for a command this scope runs. */
      const itRuns = (name: CommandName, title: string, test: () => void | Promise<void>) => {
        if (COMMANDS_OF[scope].includes(name)) it(title, test);
      };
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
        const { body } = await seeded().api<{ envs: Array<{ key: string; target?: string[] }> }>(
          "GET",
          `/v10/projects/${seeded().projectId}/env${seeded().query}`,
        );
        return body.envs;
      };
      const records = async () => {
        const { body } = await seeded().api<{
          records: Array<{ id: string; name: string; value: string }>;
        }>("GET", `/v4/domains/${seeded().domain}/records${seeded().query}`);
        return body.records;
      };

      itRuns("whoami", "whoami prints the user's username", () => {
        expect(outcome("whoami").stdout.trim()).to.equal(
          scope === "default-team" ? NORTHSTAR_USERNAME : USERNAME,
        );
      });

      itRuns("teams ls", "teams ls lists the seeded team", () => {
        expect(printed(outcome("teams ls"))).to.match(new RegExp(`\\b${TEAM_SLUG}\\b`));
      });

      itRuns("project ls", "project ls lists the seeded project under the scope", () => {
        const out = printed(outcome("project ls"));
        expect(out).to.include(`Projects found under ${context}`);
        expect(out).to.match(/^\s+web\s/m);
      });

      if (scope !== "personal") {
        itRuns("project inspect", "project inspect shows the project's id", () => {
          expect(printed(outcome("project inspect"))).to.include(seeded().projectId);
        });
      } else {
        it("project inspect of a personal project stops where the CLI asks for the owner as a team", () => {
          // The CLI looks the project's owner up with `GET /teams/<accountId>` and reads its name;
          // a personal project's owner is the user, and a user is no team: 404, as everywhere else
          // the CLI asks (its --scope lookup and `getOrgById` expect no team for a user's id or
          // name). Only an older account has a personal scope: for an account of today's kind
          // the scope is its default team, and the same command passes (the default-team scope).
          const inspected = result("project inspect");
          expect(unservedRequests(inspected, violations)).to.deep.equal([]);
          expect(inspected.requests.map((r) => `${r.method} ${r.target} ${r.status}`)).to.include(
            `GET /teams/${DEFAULT_USER_ID} 404`,
          );
          expect(inspected.code).to.equal(1);
          expect(inspected.stderr).to.include(`Error: Team not found: ${DEFAULT_USER_ID}`);
        });
      }

      itRuns("link", "link writes .vercel/project.json naming the project and its owner", async () => {
        outcome("link");
        const linked = JSON.parse(await readFile(fileIn("link", ".vercel/project.json"), "utf8")) as unknown;
        expect(linked).to.include({ projectId: seeded().projectId, orgId: seeded().ownerId });
      });

      itRuns("env ls", "env ls lists the seeded variable", () => {
        expect(printed(outcome("env ls"))).to.include("PULLED_VAR");
      });

      itRuns("env add", "env add creates the variable, visible through the API", async () => {
        outcome("env add");
        const added = (await envKeys()).find((e) => e.key === "ADDED_VAR");
        expect(added?.target).to.deep.equal(["production"]);
      });

      itRuns("env rm", "env rm deletes the variable", async () => {
        outcome("env rm");
        expect((await envKeys()).map((e) => e.key)).to.not.include("REMOVED_VAR");
      });

      itRuns(
        "env pull",
        "env pull writes a file holding the development value, and the emulator logs no value",
        async () => {
          outcome("env pull");
          const pulled = await readFile(fileIn("env pull", ".env.pulled"), "utf8");
          expect(pulled).to.include(`PULLED_VAR="${PULLED_VALUE}"`);
          // Only development variables: REMOVED_VAR targets production.
          expect(pulled).to.not.include("REMOVED_VAR");
          expect(emulator.logs.join("\n")).to.not.include(PULLED_VALUE);
        },
      );

      itRuns("domains ls", "domains ls lists the seeded domain", () => {
        expect(printed(outcome("domains ls"))).to.include(`1 Domain found under ${context}`);
      });

      itRuns("domains inspect", "domains inspect shows the domain and the project using it", () => {
        // It also asks the registrar's price, which it prints for a domain bought on the platform only.
        const out = printed(outcome("domains inspect"));
        expect(out).to.include(`Domain ${seeded().domain} found under ${context}`);
        expect(out).to.match(
          new RegExp(`^\\s+web\\s+www\\.${seeded().domain.replace(".", "\\.")}\\s*$`, "m"),
        );
      });

      itRuns("dns ls", "dns ls lists the records of every domain", () => {
        expect(printed(outcome("dns ls"))).to.include(seeded().keptRecordId);
      });

      itRuns("dns ls <domain>", "dns ls <domain> lists the domain's records", () => {
        expect(printed(outcome("dns ls <domain>"))).to.include(seeded().keptRecordId);
      });

      itRuns("dns add", "dns add creates the record", async () => {
        outcome("dns add");
        expect((await records()).map((r) => ({ name: r.name, value: r.value }))).to.deep.include({
          name: "cli",
          value: "1.2.3.4",
        });
      });

      itRuns("dns rm", "dns rm deletes the record", async () => {
        outcome("dns rm");
        expect((await records()).map((r) => r.id)).to.not.include(seeded().removedRecordId);
      });

      itRuns("dns import", "dns import creates the zone file's records and skips its SOA", async () => {
        const imported = outcome("dns import");
        expect(imported.requests.map((r) => `${r.method} ${r.target.split("?")[0]} ${r.status}`)).to.include(
          `PUT /v3/domains/${seeded().domain}/records 200`,
        );
        const made = (await records())
          .filter((r) => r.name === "imported" || r.name === "mail")
          .map((r) => ({ name: r.name, value: r.value }));
        expect(made).to.have.deep.members([
          { name: "imported", value: "198.51.100.7" },
          { name: "imported", value: "imported by the cli" },
          { name: "mail", value: `mx.${seeded().domain}` },
        ]);
      });

      itRuns("contract", "contract lists the prepaid spend the credit purchase made", () => {
        const printedJson = JSON.parse(outcome("contract").stdout) as {
          context: string;
          totalCommitments: number;
          commitments: Array<{ commitmentCategory: string; commitmentCost: number; billingCurrency: string }>;
        };
        expect(printedJson.context).to.equal(context);
        expect(printedJson.totalCommitments).to.equal(1);
        expect(printedJson.commitments[0]).to.include({
          commitmentCategory: "Spend",
          commitmentCost: 25,
          billingCurrency: "USD",
        });
      });

      itRuns("metrics schema", "metrics schema describes a request metric from the metrics catalog", () => {
        const described = outcome("metrics schema");
        expect(described.requests.map((r) => `${r.method} ${r.target.split("?")[0]} ${r.status}`)).to.include(
          "GET /metrics/v1 200",
        );
        const metrics = JSON.parse(described.stdout) as Array<{ id: string; unit: string }>;
        expect(metrics.map((m) => [m.id, m.unit])).to.deep.equal([["vercel.request.count", "count"]]);
      });

      /** The CLI's JSON answer to a query of a quiet hour: a minute series of zeros, not made up. */
      const expectQuietHour = (name: CommandName, call: string) => {
        const queried = outcome(name);
        expect(queried.requests.map((r) => `${r.method} ${r.target.split("?")[0]} ${r.status}`)).to.include(
          call,
        );
        const answer = JSON.parse(queried.stdout) as {
          query: { metric: string };
          data: Array<Record<string, unknown>>;
        };
        expect(answer.query.metric).to.equal("vercel.request.count");
        expect(answer.data).to.have.length.within(60, 61);
        expect(answer.data.map((row) => row.vercel_request_count_sum)).to.satisfy((sums: unknown[]) =>
          sums.every((sum) => sum === 0),
        );
      };

      itRuns("metrics query", "metrics query answers the request count through /metrics/v1", () =>
        expectQuietHour("metrics query", "POST /metrics/v1 200"),
      );

      itRuns(
        "metrics query (legacy)",
        "metrics query with FF_LEGACY_METRICS answers through the observability query",
        () => expectQuietHour("metrics query (legacy)", "POST /v2/observability/query 200"),
      );

      const certs = async () => {
        const { body } = await seeded().api<{
          certs: Array<{ id: string; cns: string[]; autoRenew: boolean }>;
        }>("GET", `/v8/certs${seeded().query}`);
        return body.certs;
      };

      itRuns("certs ls", "certs ls (GET /v4/certs) lists the scope's certificates", () => {
        const out = printed(outcome("certs ls"));
        expect(out).to.include(seeded().keptCertId).and.include(`www.${seeded().domain}`);
      });

      itRuns("certs add", "certs add --crt --key --ca (PUT /v3/certs) uploads the certificate", async () => {
        expect(printed(outcome("certs add"))).to.include(
          "Certificate entry for example.com, www.example.com created",
        );
        expect((await certs()).map((c) => [c.cns, c.autoRenew])).to.deep.include([
          ["example.com", "www.example.com"],
          false,
        ]);
      });

      itRuns(
        "certs rm",
        "certs rm (GET /v6/certs/{id}, DELETE /v5/certs/{id}) removes the certificate",
        async () => {
          expect(printed(outcome("certs rm"))).to.include("Certificate removed");
          const ids = (await certs()).map((c) => c.id);
          expect(ids).to.include(seeded().keptCertId).and.not.include(seeded().removedCertId);
        },
      );
    });
  }
});
