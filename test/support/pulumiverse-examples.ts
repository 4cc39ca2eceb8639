// @pulumiverse/vercel's own documented TypeScript examples (the ```typescript blocks in the JSDoc of
// its .d.ts files, 112 in 5.4.1), as a user migrating from it would paste them: the ones for the
// resources and lookup functions this package has (same class or function name in the families'
// manifests), with the import changed to `vercel-pulumi`. A few examples are wrong upstream (they
// do not compile against @pulumiverse/vercel itself either); their corrections are listed once in
// UPSTREAM_DEFECTS with the error pulumiverse's own types give, and a test proves each is needed.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FAMILIES } from "../../provider/families";
import { REPO_ROOT } from "./engine";
import { ProjectName } from "../../schema/projects";
import { PULUMIVERSE_DIR, PULUMIVERSE_PACKAGE } from "./pulumiverse-package";
import { testCertificate } from "./tls";

export { PULUMIVERSE_PACKAGE };

export interface DocumentedExample {
  /** `<owner>#<n>`: the n-th example in the owner's file, e.g. "getProject#2". */
  readonly id: string;
  /** The resource class or lookup function whose file documents it, e.g. "ProjectDomain". */
  readonly owner: string;
  readonly kind: "resource" | "function";
  /** The example's code as pulumiverse documents it. */
  readonly code: string;
}

/** An example that is wrong upstream: what fails against @pulumiverse/vercel, and the correction. */
export interface UpstreamDefect {
  readonly example: string;
  /** The TypeScript error @pulumiverse/vercel's own types give for the example as documented. */
  readonly pulumiverseError: string;
  readonly why: string;
  correct(code: string): string;
}

const replaceAll = (from: string, to: string) => (code: string) => {
  if (!code.includes(from)) throw new Error(`upstream correction: "${from}" is not in the example`);
  return code.split(from).join(to);
};

/** getDsyncGroups' examples up to the team settings they feed, without the description AccessGroup lacks. */
function keepDsyncLookup(code: string): string {
  const settings = code.indexOf("const exampleTeamConfig");
  if (!code.includes("exampleVercelDsyncGroups.map") || settings < 0) {
    throw new Error(
      "upstream correction: the getDsyncGroups example no longer reads exampleVercelDsyncGroups",
    );
  }
  return code
    .slice(0, settings)
    .replace(/^import \* as std from "@pulumi\/std";$/m, "")
    .replace(/^\s*description: .*$/m, "");
}

export const UPSTREAM_DEFECTS: readonly UpstreamDefect[] = [
  {
    example: "FirewallConfig#1",
    pulumiverseError: "Cannot find name 'managedVercelProject'",
    why: "the managed-rules config names a project the example never declares; it declares `managedExample` for it",
    correct: replaceAll("managedVercelProject.id", "managedExample.id"),
  },
  {
    example: "TraceDrain#1",
    pulumiverseError: "Cannot find name 'exampleVercelProject'",
    why: "the drain names a project the example never declares",
    correct: (code) =>
      replaceAll(
        "const example = new vercel.TraceDrain(",
        'const exampleVercelProject = new vercel.Project("example", {name: "example-project"});\nconst example = new vercel.TraceDrain(',
      )(code),
  },
  {
    example: "TeamConfig#1",
    pulumiverseError: "'id' does not exist in type 'TeamConfigArgs'",
    why:
      "it names the team with `id`, which the Pulumi bridge took from the Terraform attribute but not into " +
      "TeamConfigArgs: the team is the provider's `vercel:team` (or `teamId`), as for every resource",
    correct: replaceAll('    id: "team_xxxxxxxxxxxxxxxxxxxxxxxx",\n', ""),
  },
  {
    example: "getAccessGroupProject#1",
    pulumiverseError: "Cannot find name 'exampleVercelProject'",
    why: "the lookup names a project the example never declares (and the Promise form takes a plain id)",
    correct: replaceAll("exampleVercelProject.id", '"prj_xxxxxxxxxxxxxxxxxxxxxxxxxxxx"'),
  },
  {
    example: "getAccessGroupProject#2",
    pulumiverseError: "Cannot find name 'exampleVercelProject'",
    why: "as getAccessGroupProject#1",
    correct: replaceAll("exampleVercelProject.id", '"prj_xxxxxxxxxxxxxxxxxxxxxxxxxxxx"'),
  },
  {
    example: "AttackChallengeMode#1",
    pulumiverseError: "Cannot find name 'attackModeActiveUntil'",
    why: "the mode's end is a variable the example never declares; a fixed time to come stands for it (so a second run declares the same)",
    correct: replaceAll(
      "attackModeActiveUntil: attackModeActiveUntil",
      "attackModeActiveUntil: Date.UTC(2031, 0, 1)",
    ),
  },
  {
    example: "getAttackChallengeMode#1",
    pulumiverseError: "Cannot find name 'exampleVercelProject'",
    why: "the lookup names a project the example never declares (and the Promise form takes a plain id)",
    correct: replaceAll("exampleVercelProject.id", '"prj_xxxxxxxxxxxxxxxxxxxxxxxxxxxx"'),
  },
  {
    example: "getAttackChallengeMode#2",
    pulumiverseError: "Cannot find name 'exampleVercelProject'",
    why: "as getAttackChallengeMode#1",
    correct: replaceAll("exampleVercelProject.id", '"prj_xxxxxxxxxxxxxxxxxxxxxxxxxxxx"'),
  },
  {
    example: "ProjectEnvironmentVariables#1",
    pulumiverseError: "'target' does not exist in type 'Input<ProjectEnvironmentVariablesVariable>'",
    why: "the variables' `target` is the Terraform attribute's name; pulumiverse's (and this package's) is `targets`",
    correct: replaceAll("target: [", "targets: ["),
  },
  {
    example: "getDomainConfig#1",
    pulumiverseError: "Cannot find module '@pulumi/aws'",
    why: "it feeds the result into @pulumi/aws's Route53Record; the check declares that module loosely, so only this package's part is checked",
    correct: (code) => code,
  },
  {
    example: "getDomainConfig#2",
    pulumiverseError: "Cannot find module '@pulumi/aws'",
    why: "as getDomainConfig#1",
    correct: (code) => code,
  },
  {
    example: "getLogDrain#1",
    pulumiverseError:
      "Argument of type '{ id: string; }' is not assignable to parameter of type 'GetLogDrainArgs'",
    why: "pulumiverse's GetLogDrainArgs also requires `endpoint`; this package looks a drain up by its id alone",
    correct: (code) => code,
  },
  {
    example: "getLogDrain#2",
    pulumiverseError:
      "Argument of type '{ id: string; }' is not assignable to parameter of type 'GetLogDrainArgs'",
    why: "as getLogDrain#1",
    correct: (code) => code,
  },
  {
    example: "getDsyncGroups#1",
    pulumiverseError: "Cannot find name 'exampleVercelDsyncGroups'",
    why:
      "the SAML role mapping reads the groups' map from a name the example never declares (its lookup is " +
      "`example`), and gives the access group a `description` AccessGroup does not have; the mapping is " +
      "pulumiverse's team settings resource, which this package's TeamConfig (the team file component) is " +
      "not, so the lookup and the access group are kept",
    correct: keepDsyncLookup,
  },
  {
    example: "getDsyncGroups#2",
    pulumiverseError: "Cannot find name 'exampleVercelDsyncGroups'",
    why: "as getDsyncGroups#1",
    correct: keepDsyncLookup,
  },
  {
    example: "CustomCertificate#1",
    pulumiverseError: "Cannot find module '@pulumi/std'",
    why: "it reads its PEM files with @pulumi/std's file(); the check declares that module loosely, so only this package's part is checked",
    correct: (code) => code,
  },
  {
    example: "MicrofrontendGroup#1",
    pulumiverseError: "Cannot find name 'childMfeProjectVercelProject'",
    why: "the membership names a project the example never declares; it looks the child project up as `childMfeProject`",
    correct: replaceAll(
      "childMfeProjectVercelProject.id",
      "childMfeProject.then(childMfeProject => childMfeProject.id)",
    ),
  },
  {
    example: "MicrofrontendGroupMembership#1",
    pulumiverseError: "Cannot find name 'childMfeProjectVercelProject'",
    why: "as MicrofrontendGroup#1",
    correct: replaceAll(
      "childMfeProjectVercelProject.id",
      "childMfeProject.then(childMfeProject => childMfeProject.id)",
    ),
  },
];

/** Modules the examples import besides the two packages: declared loosely for the type check. */
export const FOREIGN_MODULES = ["@pulumi/aws", "@pulumi/std"] as const;

/** Every documented TypeScript example of the installed @pulumiverse/vercel. */
export function pulumiverseExamples(): DocumentedExample[] {
  const examples: DocumentedExample[] = [];
  const files = readdirSync(PULUMIVERSE_DIR)
    .filter((file) => file.endsWith(".d.ts"))
    .sort();
  for (const file of files) {
    const base = file.slice(0, -".d.ts".length);
    const kind = base.startsWith("get") ? "function" : "resource";
    const owner = kind === "function" ? base : base[0]!.toUpperCase() + base.slice(1);
    const text = readFileSync(join(PULUMIVERSE_DIR, file), "utf8");
    let n = 0;
    for (const match of text.matchAll(/```typescript\n([\s\S]*?)```/g)) {
      n += 1;
      const code = match[1]!
        .split("\n")
        .map((line) => line.replace(/^\s*\* ?/, ""))
        .join("\n");
      examples.push({ id: `${owner}#${n}`, owner, kind, code: code.trimEnd() + "\n" });
    }
  }
  return examples;
}

/**
 * This package's resource classes and lookup functions, from the families' manifests (not the
 * TeamFile component, which pulumiverse has no counterpart of).
 */
export function ourNames(): Set<string> {
  return new Set(
    FAMILIES.flatMap((family) => [...Object.keys(family.resources), ...Object.keys(family.functions)]),
  );
}

/** The examples of what this package has, corrected where upstream is wrong, importing `vercel-pulumi`. */
export function examplesForThisPackage(all = pulumiverseExamples()): DocumentedExample[] {
  const ours = ourNames();
  return all
    .filter((example) => ours.has(example.owner))
    .map((example) => ({ ...example, code: toThisPackage(corrected(example)) }));
}

/** The example with its upstream correction applied, if it has one. */
export function corrected(example: DocumentedExample): string {
  const defect = UPSTREAM_DEFECTS.find((candidate) => candidate.example === example.id);
  return defect ? defect.correct(example.code) : example.code;
}

/** The migration step a user makes: the import names this package instead of pulumiverse's. */
export function toThisPackage(code: string): string {
  return code.split(`"${PULUMIVERSE_PACKAGE}"`).join('"vercel-pulumi"');
}

/** The DNS example's CNAME, as documented: on the name every other record of the example has. */
const DOCUMENTED_CNAME =
  'new vercel.DnsRecord("cname", {\n    domain: "example.com",\n    name: "subdomain",';

/** `std.index.file({ input: "<file>" }).result`: @pulumi/std reading a file, as examples write it. */
const STD_FILE = /std\.index\.file\(\{\s*input: "([^"]+)",?\s*\}\)\.result/g;

/** A 1x1 PNG standing for a team's avatar (TeamConfig#1). */
const AVATAR = join(REPO_ROOT, "test", "support", "avatar.png");

/** An example that compiles but cannot run as documented: the correction and the proof it is wrong. */
export interface RunDefect {
  readonly example: string;
  readonly why: string;
  /** Throws unless the documented example has the defect. */
  prove(code: string): void;
  correct(code: string): string;
}

export const RUN_DEFECTS: readonly RunDefect[] = [
  {
    example: "FirewallBypass#1",
    why:
      'its rules name "my-production-domain.com", which the project it makes never has: the platform takes ' +
      "a rule only for a production domain of the project (or all of them), so the run adds the domain first",
    prove(code) {
      if (!code.includes('domain: "my-production-domain.com"') || code.includes("ProjectDomain")) {
        throw new Error("FirewallBypass#1 now gives its project the domain: the correction is not needed");
      }
    },
    correct: (code) =>
      replaceAll(
        'const bypassTargeted = new vercel.FirewallBypass("bypass_targeted", {',
        'const productionDomain = new vercel.ProjectDomain("production", {projectId: example.id, domain: "my-production-domain.com"});\n' +
          'const bypassTargeted = new vercel.FirewallBypass("bypass_targeted", {',
      )(replaceAll('domain: "my-production-domain.com",', "domain: productionDomain.domain,")(code)),
  },
  {
    example: "EdgeConfigSchema#1",
    why:
      'the schema is a template literal whose quotes are written \\\\" (converted from HCL): the string holds ' +
      "a backslash before every quote, which is not JSON, so the platform (and check) refuse it",
    prove(code) {
      const template = /definition: `([\s\S]*?)`/.exec(code)?.[1];
      if (template === undefined) throw new Error("EdgeConfigSchema#1 has no definition template");
      const value = template.replace(/\\\\/g, "\\");
      try {
        JSON.parse(value);
      } catch {
        return;
      }
      throw new Error("EdgeConfigSchema#1's definition is JSON: the correction is not needed");
    },
    correct: replaceAll('\\\\"', '"'),
  },
  {
    example: "DnsRecord#1",
    why:
      'its CNAME record is on "subdomain", the name of its seven other records: a CNAME cannot share its ' +
      "name with any other record (RFC 1034 §3.6.2), and the platform refuses it (409 record_conflicts)",
    prove(code) {
      if (!code.includes(DOCUMENTED_CNAME) || (code.match(/name: "subdomain",/g) ?? []).length < 2) {
        throw new Error(
          "DnsRecord#1 no longer puts its CNAME next to other records: the correction is not needed",
        );
      }
    },
    correct: replaceAll(DOCUMENTED_CNAME, DOCUMENTED_CNAME.replace('"subdomain"', '"cname-subdomain"')),
  },
  {
    example: "CustomCertificate#1",
    why:
      "it reads private.key, certificate.crt and ca.crt with @pulumi/std's file(): files it does not ship " +
      "(placeholders for the user's own), so the run reads a real certificate, its key and its authority " +
      "(test/support/tls) in their place",
    prove(code) {
      const files = [...code.matchAll(STD_FILE)].map((match) => match[1]).sort();
      if (files.join(",") !== "ca.crt,certificate.crt,private.key") {
        throw new Error(
          "CustomCertificate#1 no longer reads placeholder files: the correction is not needed",
        );
      }
    },
    correct(code) {
      const { cert, key, ca } = testCertificate();
      const pems: Record<string, string> = { "private.key": key, "certificate.crt": cert, "ca.crt": ca };
      return code
        .replace(/^import \* as std from "@pulumi\/std";$/m, "")
        .replace(STD_FILE, (_, file: string) => JSON.stringify(pems[file]));
    },
  },
  {
    example: "TeamConfig#1",
    why:
      "its avatar is example/avatar.png, a file it does not ship (a placeholder for the team's own logo): the " +
      "run reads a small PNG of the test suite in its place",
    prove(code) {
      if (!code.includes('path: "example/avatar.png"') || existsSync("example/avatar.png")) {
        throw new Error("TeamConfig#1 no longer reads a missing avatar: the correction is not needed");
      }
    },
    correct: replaceAll('path: "example/avatar.png"', `path: ${JSON.stringify(AVATAR)}`),
  },
  {
    example: "UserToken#1",
    why:
      "its expiring token's expiresAt (1767225600000, 2026-01-01) has passed: the platform does not make a " +
      "token that is already expired, and check refuses it at preview; run with the same date a century later",
    prove(code) {
      const expiresAt = Number(/expiresAt: (\d+)/.exec(code)?.[1]);
      if (!(expiresAt < Date.now())) {
        throw new Error("UserToken#1's expiresAt is in the future: the correction is not needed");
      }
    },
    correct: (code) =>
      code.replace(/expiresAt: (\d+)/, (_, ms: string) => `expiresAt: ${Number(ms) + CENTURY_MS}`),
  },
  {
    example: "DeploymentProtectionException#1",
    why:
      "it makes an exception for preview-branch-name.vercel.app, an alias nothing declares: the platform (and " +
      "the Terraform provider) refuse an exception for an alias that does not exist, so the run deploys a " +
      "preview of the example's project and points that alias at it first",
    prove(code) {
      if (!code.includes('alias: "preview-branch-name.vercel.app"') || code.includes("new vercel.Alias(")) {
        throw new Error(
          "DeploymentProtectionException#1 declares its alias now: the correction is not needed",
        );
      }
    },
    correct: replaceAll(
      'alias: "preview-branch-name.vercel.app"',
      'alias: new vercel.Alias("preview-branch", { alias: "preview-branch-name.vercel.app", deploymentId: ' +
        'new vercel.Deployment("preview", { projectId: example.id, files: { "index.html": "<h1>preview</h1>" }, ' +
        "deleteOnDestroy: true }).id }).alias",
    ),
  },
  ...["MicrofrontendGroup#1", "MicrofrontendGroupMembership#1"].map((example): RunDefect => ({
    example,
    why:
      'it looks its projects up by the names "my parent project" and "my child project", which no project can ' +
      "have (a project's name is lowercase letters, digits, '.', '_' and '-'): the run seeds and looks up " +
      '"my-parent-project" and "my-child-project"',
    prove(code) {
      const names = [...code.matchAll(/name: "(my (?:parent|child) project)"/g)].map((match) => match[1]!);
      if (names.length !== 2 || names.some((name) => ProjectName.safeParse(name).success)) {
        throw new Error(
          `${example} no longer looks up projects by invalid names: the correction is not needed`,
        );
      }
    },
    correct: (code) => code.replace(/name: "my (parent|child) project"/g, 'name: "my-$1-project"'),
  })),
];

/** 2026-01-01 → 2126-01-01, in milliseconds (a century with its 25 leap days). */
const CENTURY_MS = (100 * 365 + 25) * 24 * 60 * 60 * 1000;

/** The example's code for running it: corrected where it cannot run as documented. */
export function runnable(example: DocumentedExample): string {
  const defect = RUN_DEFECTS.find((candidate) => candidate.example === example.id);
  return defect ? defect.correct(example.code) : example.code;
}
