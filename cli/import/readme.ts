// The README `vercel-pulumi import` writes beside the program: how to run it the first time, the
// config secrets to set, and the objects left out.
import { words } from "./names";
import type { ProgramPlan } from "./plan";

/** The project's name for a team: `acme-vercel`. */
export function projectName(team: string): string {
  return [...words(team), "vercel"].join("-");
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
