// The drift report: what `vercel-pulumi drift` found, in one shape that the text, JSON and
// Markdown renderings share. The JSON rendering prints this object as it is, so its fields are a
// stable, documented contract (docs/drift.md): add fields, never rename or remove one.

/** One property where the program and the platform disagree. */
export interface DriftedProperty {
  /** Pulumi's notation: "buildCommand", "gitRepository.repo", "targets[1]". */
  path: string;
  /** A secret value: neither side is ever printed, only that it changed. */
  secret: boolean;
  /** What the program declares (absent when secret, or when the program leaves it out). */
  declared?: unknown;
  /** What the platform has (absent when secret, or when the platform has no value). */
  actual?: unknown;
}

/** A resource of the stack, named as Pulumi names it. */
export interface StackResourceRef {
  urn: string;
  /** The resource's class name ("Project") for this package's resources, else the Pulumi type token. */
  type: string;
  /** The logical name in the program. */
  name: string;
  /** The platform's id, when the stack knows it. */
  id?: string;
}

export interface DriftedResource extends StackResourceRef {
  /** True when the next `up` replaces the object rather than updating it. */
  replace: boolean;
  /** Empty when the provider did not say which property differs. */
  properties: DriftedProperty[];
}

export interface MissingResource extends StackResourceRef {
  /** "deleted": in the stack's state but gone from the platform; "not-created": never deployed. */
  reason: "deleted" | "not-created";
}

/** A platform object inside a managed parent that no resource of the stack manages. */
export interface UnmanagedObject {
  /** The resource class that could manage it, e.g. "DnsRecord". */
  type: string;
  /** The id `pulumi import` and adopt take, in the Terraform provider's form. */
  importId: string;
  /** A human name, e.g. "A www.example.com" or "API_KEY (production)". */
  label: string;
  /** The managed parent it was found in. */
  parent: { type: string; importId: string; urn: string };
}

export interface DriftSummary {
  /** True when anything below is not zero (the exit code is 1 then, under `--fail-on drift`). */
  drift: boolean;
  /** Resources of this package the stack manages (after the refresh). */
  resources: number;
  drifted: number;
  missing: number;
  undeclared: number;
  unmanaged: number;
}

export interface DriftReport {
  /** The version of this shape. */
  version: 1;
  stack: string;
  drifted: DriftedResource[];
  missing: MissingResource[];
  /** In the stack's state but no longer in the program: the next `up` deletes them. */
  undeclared: StackResourceRef[];
  unmanaged: UnmanagedObject[];
  summary: DriftSummary;
}

export type DriftFindings = Omit<DriftReport, "version" | "stack" | "summary">;

export function buildReport(stack: string, resources: number, findings: DriftFindings): DriftReport {
  const counts = {
    drifted: findings.drifted.length,
    missing: findings.missing.length,
    undeclared: findings.undeclared.length,
    unmanaged: findings.unmanaged.length,
  };
  const drift = Object.values(counts).some((count) => count > 0);
  return { version: 1, stack, ...findings, summary: { drift, resources, ...counts } };
}

/** What the report is rendered for. */
export type ReportFormat = "text" | "json" | "markdown";

/** Values as the reports print them: JSON text, and a word for what is absent. */
export function formatValue(value: unknown): string {
  return value === undefined ? "(not set)" : JSON.stringify(value);
}

/** "Project web (prj_1)": how the text and Markdown reports name a stack resource. */
export function resourceLabel(resource: StackResourceRef): string {
  return `${resource.type} ${resource.name}${resource.id ? ` (${resource.id})` : ""}`;
}

/** One line per missing resource's reason. */
export function missingReason(resource: MissingResource): string {
  return resource.reason === "deleted"
    ? "deleted outside the program; the next up creates it again"
    : "not created yet; the next up creates it";
}

/** The headings of the report's sections, shared by the text and Markdown renderings. */
export const SECTION_TITLES = {
  drifted: "Drifted: the platform differs from the program",
  missing: "Missing: declared by the program, not on the platform",
  undeclared: "Undeclared: in the stack, no longer in the program (the next up deletes them)",
  unmanaged: "Unmanaged: on the platform inside a managed resource, in no resource of the stack",
} as const;

/** One line saying what was found, e.g. "2 drifted, 1 missing, 0 undeclared, 3 unmanaged". */
export function summaryLine({ summary }: DriftReport): string {
  const counts = `${summary.drifted} drifted, ${summary.missing} missing, ${summary.undeclared} undeclared, ${summary.unmanaged} unmanaged`;
  return `${counts} (${summary.resources} resource${summary.resources === 1 ? "" : "s"} checked)`;
}
