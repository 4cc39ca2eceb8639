// Deployment protection on the served sites: a preview deployment of a project with Vercel
// Authentication (`ssoProtection`) or Password Protection on answers 401 to a request that does not
// pass it, and so does every deployment when the protection's deploymentType is `all`. A request
// passes with a secret in the `x-vercel-protection-bypass` header or query parameter: one of the
// project's automation bypasses (projects/routes/protection-bypass.ts), or a shareable link of the
// alias it names (routes/protection-bypass.ts). The emulator has no browser sign-in or password
// form: a person's session is out of its scope, so only bypass secrets pass. An alias with a
// Deployment Protection Exception (its `*` override) is public.
//
// Production deployments under the narrower deployment types (`preview`, `all_except_custom_domains`,
// `prod_deployment_urls_and_all_previews`) are served openly: the emulator does not tell a custom
// domain from a generated one (docs/deployments.md).
import { projectsOf } from "../projects/store";
import type { Store } from "../../store";
import { aliasesOf, siteHostsOf, type StoredDeployment } from "./store";
import { IDENTITY_OWNER } from "../identity/store";

export const BYPASS_HEADER = "x-vercel-protection-bypass";

/** Whether the request may see `deployment` through `hostname`, given its bypass secret. */
export function passesProtection(
  store: Store,
  deployment: StoredDeployment,
  hostname: string,
  bypass: string | undefined,
): boolean {
  const project = projectsOf(store).get(deployment.ownerId, deployment.projectId);
  if (!project) return true;
  const types = [project.ssoProtection?.deploymentType, project.passwordProtection?.deploymentType].filter(
    (type): type is string => typeof type === "string",
  );
  if (types.length === 0) return true;
  const isProtected = deployment.target !== "production" || types.includes("all");
  if (!isProtected) return true;
  // A Deployment Protection Exception (the alias's override) makes the alias public.
  if (aliasOf(store, hostname)?.protectionBypass?.["*"]?.scope === "alias-protection-override") return true;
  if (bypass === undefined || bypass === "") return false;
  const entry = project.protectionBypass?.[bypass];
  if (entry?.scope === "automation-bypass" || entry?.scope === "integration-automation-bypass") return true;
  return sharedLink(store, hostname, bypass);
}

/** The alias record serving `hostname`, if it is an alias. */
function aliasOf(store: Store, hostname: string) {
  const host = siteHostsOf(store).get(IDENTITY_OWNER, hostname.toLowerCase());
  return host?.aliasId === undefined ? undefined : aliasesOf(store).get(host.ownerId, host.aliasId);
}

/** A shareable link of the alias serving `hostname`, not expired. */
function sharedLink(store: Store, hostname: string, secret: string): boolean {
  const link = aliasOf(store, hostname)?.protectionBypass?.[secret];
  if (link?.scope !== "shareable-link") return false;
  const expires = (link as { expires?: number }).expires;
  return expires === undefined || expires > store.now();
}
