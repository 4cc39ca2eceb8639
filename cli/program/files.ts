// The files around index.ts that make the output folder a ready Pulumi project: package.json,
// Pulumi.yaml (with the team as vercel:team), tsconfig.json, and a README listing the config
// secrets to set and the objects left out.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { words } from "./names";
import type { ProgramPlan } from "./plan";

/** The SDK version the engine and this package are tested with. */
const PULUMI_SDK_VERSION = "3.259.0";

interface OwnManifest {
  version: string;
  devDependencies: Record<string, string>;
}

function ownManifest(): OwnManifest {
  // dist/cli/import/ sits three levels below the package root.
  return JSON.parse(readFileSync(join(__dirname, "..", "..", "..", "package.json"), "utf8")) as OwnManifest;
}

export function projectName(team: string): string {
  return [...words(team), "vercel"].join("-");
}

export function packageJson(team: string): string {
  const manifest = ownManifest();
  const content = {
    name: projectName(team),
    private: true,
    main: "index.ts",
    dependencies: {
      "@pulumi/pulumi": PULUMI_SDK_VERSION,
      "vercel-pulumi": `^${manifest.version}`,
    },
    devDependencies: {
      "@types/node": manifest.devDependencies["@types/node"] ?? "^22.0.0",
      typescript: manifest.devDependencies.typescript ?? "^5.0.0",
    },
  };
  return `${JSON.stringify(content, null, 2)}\n`;
}

export function pulumiYaml(team: string): string {
  return [
    `name: ${projectName(team)}`,
    `description: The team ${JSON.stringify(team)} on the Vercel-style platform, imported by vercel-pulumi`,
    "runtime:",
    "  name: nodejs",
    "  options:",
    "    typescript: true",
    "config:",
    `  vercel:team: ${JSON.stringify(team)}`,
    "",
  ].join("\n");
}

export function tsconfigJson(): string {
  const content = {
    compilerOptions: {
      target: "ES2022",
      module: "commonjs",
      moduleResolution: "node",
      strict: true,
      esModuleInterop: true,
      skipLibCheck: true,
    },
    files: ["index.ts"],
  };
  return `${JSON.stringify(content, null, 2)}\n`;
}

export function readme(plan: ProgramPlan, team: string): string {
  const lines = [
    `# The team ${team}, as a Pulumi program`,
    "",
    `Written by \`vercel-pulumi import --team ${team}\`: ${plan.declarations.length} resources, each with`,
    "`adopt: true`, so the first `pulumi up` takes the existing objects over. It creates, changes and",
    "deletes nothing when the team has not changed since the import; `pulumi preview` shows no change after it.",
    "",
    "## Before the first `pulumi up`",
    "",
    "```sh",
    "npm install",
    "pulumi stack init <stack>",
    "pulumi config set --secret vercel:apiToken <token>   # or export VERCEL_API_TOKEN",
  ];
  for (const secret of plan.secrets) {
    lines.push(
      `pulumi config set --secret ${secret.key} ${secret.json ? "'<json>'" : "<value>"}   # ${secret.type} ${secret.label}: ${secret.input}`,
    );
  }
  if (plan.secrets.length > 0) {
    // Pulumi reads the value from stdin when it is not given: the way to pass a PEM whole.
    lines.push(
      "# a value of several lines (a certificate's key): pulumi config set --secret <key> < key.pem",
    );
  }
  lines.push("pulumi up", "```", "");
  if (plan.secrets.length > 0) {
    lines.push(
      "## Values the platform does not give back",
      "",
      "Sensitive values can never be read, so the program reads them from stack config (as secrets).",
      "A variable's value goes to `valueWo`: it is written when the program changes it, never compared",
      "with the platform, so adopting the variable leaves its current value in place.",
      "",
      ...plan.secrets.map(
        (secret) => `- \`${secret.key}\`: ${secret.type} ${secret.label} (\`${secret.input}\`)`,
      ),
      "",
    );
  }
  if (plan.skipped.length > 0) {
    lines.push(
      "## Left out",
      "",
      ...plan.skipped.map((object) => `- ${object.type} ${object.label}: ${object.reason}`),
      "",
    );
  }
  return lines.join("\n");
}
