// Prints a plan as the program's index.ts, formatted with prettier so it reads as if written by
// hand (and reformatting it in the user's repository changes nothing).
import { format } from "prettier";
import { Code } from "./code";
import type { ProgramPlan } from "./plan";

export async function renderProgram(plan: ProgramPlan, team: string): Promise<string> {
  const lines = [
    `// The team "${team}" as a Pulumi program, written by \`vercel-pulumi import\`.`,
    "// Every resource has adopt: true, so the first `pulumi up` takes the existing objects over",
    "// instead of creating them; see README.md for the secrets to set first.",
    ...(plan.secrets.length > 0 ? ['import * as pulumi from "@pulumi/pulumi";'] : []),
    'import * as vercel from "vercel-pulumi";',
    "",
    ...(plan.secrets.length > 0 ? ["const config = new pulumi.Config();", ""] : []),
    ...plan.declarations.map(
      (d) => `const ${d.variable} = new vercel.${d.type}(${JSON.stringify(d.resource)}, ${literal(d.args)});`,
    ),
  ];
  return format(lines.join("\n"), { parser: "typescript", printWidth: 100 });
}

/** A value as TypeScript source: literals as JSON would write them, Code as is. */
export function literal(value: unknown): string {
  if (value instanceof Code) return value.text;
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  if (typeof value === "object" && value !== null) {
    const fields = Object.entries(value).map(([key, item]) => `${propertyName(key)}: ${literal(item)}`);
    return `{ ${fields.join(", ")} }`;
  }
  return value === undefined ? "undefined" : JSON.stringify(value);
}

function propertyName(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
}
