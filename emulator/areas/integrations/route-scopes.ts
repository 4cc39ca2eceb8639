// Which scope each platform route needs from an integration's token: ONE table, keyed by route
// group (a pattern over the route template), first match wins. Reads (GET, HEAD) need `read`,
// everything else `read-write`. A route no row matches is refused to integration tokens (fail
// closed), and a unit test checks that every route the emulator serves has a row.
// Groups the sources do not place (webhooks, feature flags, the firewall) are marked (inferred).
import type { AccessLevel, ScopeName } from "../../../schema/integrations";
import type { Need } from "./scopes";

interface Row {
  readonly group: RegExp;
  readonly scope: ScopeName;
  /** Scopes that a write to this group needs as well, at read-write. */
  readonly writeAlso?: readonly ScopeName[];
}

const ROUTE_SCOPES: readonly Row[] = [
  { group: /^\/v\d+\/integrations\/(configurations|configuration\/)/, scope: "integration-configuration" },
  { group: /^\/v\d+\/(integrations\/)?log-drains\b/, scope: "log-drain" },
  { group: /^\/v\d+\/drains\b/, scope: "log-drain" },
  // The code proves a drain endpoint belongs to the account: part of setting up a drain.
  { group: /^\/v\d+\/verify-endpoint\b/, scope: "log-drain" },
  // Variables of one project: those the integration owns (project-env-vars) or all of them
  // (global-project-env-vars); `needsFor` accepts either.
  { group: /^\/v\d+\/projects\/:[^/]+\/env\b/, scope: "project-env-vars" },
  // The pull reads one project's variables, by the same rule as the list.
  { group: /^\/v\d+\/env\/pull\b/, scope: "project-env-vars" },
  { group: /^\/v\d+\/env\b/, scope: "global-project-env-vars" },
  // "Updating a project's domain requires write permission for both project and domain."
  { group: /^\/v\d+\/projects\/:[^/]+\/domains\b/, scope: "project", writeAlso: ["domain"] },
  { group: /^\/v\d+\/projects\/:[^/]+\/checks\b/, scope: "deployment-check" },
  { group: /^\/v\d+\/deployments\/:[^/]+\/check-runs\b/, scope: "deployment-check" },
  { group: /^\/v\d+\/(now\/)?deployments\b/, scope: "deployment" },
  // Aliases point hostnames at deployments; their protection bypass has no version prefix (inferred).
  { group: /^\/(v\d+\/)?aliases\b/, scope: "deployment" },
  // A file is uploaded to be deployed.
  { group: /^\/v\d+\/files\b/, scope: "deployment" },
  { group: /^\/(v\d+\/)?projects\b/, scope: "project" },
  { group: /^\/(v\d+\/)?domains\b/, scope: "domain" },
  { group: /^\/v\d+\/registrar\b/, scope: "domain" }, // (inferred)
  // Certificates cover the account's domains (inferred).
  { group: /^\/v\d+\/certs\b/, scope: "domain" },
  { group: /^\/v\d+\/(edge-config|global-config)\b/, scope: "edge-config" },
  { group: /^\/v\d+\/teams\/:[^/]+\/feature-flags\b/, scope: "project" }, // (inferred)
  { group: /^\/v\d+\/security\/firewall\b/, scope: "project" }, // (inferred)
  { group: /^\/v\d+\/security\/attack-mode$/, scope: "project" }, // (inferred)
  // A project's redirect set, named by `?projectId=` (inferred).
  { group: /^\/v\d+\/bulk-redirects\b/, scope: "project" },
  // A project's cached responses, named by `?projectIdOrName=` (inferred).
  { group: /^\/v\d+\/edge-cache\b/, scope: "project" },
  // A project's Web Analytics and Speed Insights switches, named by `?projectId=` (inferred).
  { group: /^\/(web\/insights|speed-insights)\/toggle$/, scope: "project" },
  // Web Analytics numbers are the project's (areas/web-analytics).
  { group: /^\/v1\/query\/web-analytics\//, scope: "project" },
  // A project's observability tier (inferred).
  { group: /^\/v\d+\/observability\b/, scope: "project" },
  // The metrics the vercel CLI queries by default: the same data as /v2/observability (inferred).
  { group: /^\/metrics\/v1$/, scope: "project" },
  { group: /^\/(v\d+\/)?teams\b/, scope: "team" },
  // Who may reach which project: the team's business (inferred).
  { group: /^\/v\d+\/access-groups\b/, scope: "team" },
  // Secure Compute networks are the team's; private-link endpoints belong to a project (inferred).
  { group: /^\/v\d+\/connect\/networks\b/, scope: "team" },
  // Microfrontends groups are the team's (a group spans several projects) (inferred).
  { group: /^\/v\d+\/microfrontends\b/, scope: "team" },
  { group: /^\/v\d+\/networking\b/, scope: "project" },
  // Connectors, their project connections, tokens and authorizations are the team's (inferred).
  { group: /^\/v\d+\/connect\/(connectors|projects|token|authorize)\b/, scope: "team" },
  // Key-signing issuers are the team's (inferred).
  { group: /^\/v\d+\/kms\b/, scope: "team" },
  { group: /^\/v\d+\/user\b/, scope: "user" },
  { group: /^\/v\d+\/events$/, scope: "user" }, // (inferred) the account's activity log
  // The team's AI gateway settings: virtual model configs and routing rules (inferred).
  { group: /^\/v\d+\/ai-gateway\b/, scope: "team" },
  // The team's remote build cache (inferred).
  { group: /^\/v\d+\/artifacts\b/, scope: "team" },
  // The team's bill and its API keys (inferred).
  { group: /^\/v\d+\/billing\b/, scope: "team" },
  { group: /^(\/v\d+)?\/api-keys\b/, scope: "team" },
  // A container registry repository belongs to a project (`?projectId=`) (inferred).
  { group: /^\/v\d+\/vcr\b/, scope: "project" },
  // An integration registers its webhooks for its installation (inferred).
  { group: /^\/v\d+\/(webhooks|events\/types)\b/, scope: "integration-configuration" },
  // The rest of the integrations group (products and plans, resource connections, git namespaces)
  // and the stores an integration makes: the installation's business (inferred).
  { group: /^\/v\d+\/integrations\b/, scope: "integration-configuration" },
  // Blob stores are the team's own storage, not an installation's resources (inferred); @vercel/sdk calls
  // their routes without a version.
  { group: /^\/(v\d+\/)?storage\/stores(\/(blob\b|:id)|$)/, scope: "team" },
  { group: /^\/v\d+\/storage\b/, scope: "integration-configuration" },
];

/**
 * The marketplace routes of one installation (the integration author's side, and its report on a
 * deployment's action): its own token may call them without any scope, for that installation only
 * (gate.ts), as the platform's partner API.
 */
export const OWN_INSTALLATION =
  /^\/v1\/(installations|deployments\/:deploymentId\/integrations)\/:integrationConfigurationId\b/;

/** What `method template` needs, or undefined when no group covers the route. */
export function needsFor(method: string, template: string): Need[] | undefined {
  if (OWN_INSTALLATION.test(template)) return [];
  const row = ROUTE_SCOPES.find((candidate) => candidate.group.test(template));
  if (!row) return undefined;
  const write = method !== "GET" && method !== "HEAD";
  const level: AccessLevel = write ? "read-write" : "read";
  return [
    { scope: row.scope, level },
    ...(write ? (row.writeAlso ?? []) : []).map((scope) => ({ scope, level })),
  ];
}

/** A project's variables are reachable with either scope: the owned ones, or all of them. */
export function alternativeFor(need: Need): Need | undefined {
  return need.scope === "project-env-vars"
    ? { scope: "global-project-env-vars", level: need.level }
    : undefined;
}
