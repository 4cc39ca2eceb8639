// Every family, one line each. Everything else that lists resources is derived from this list:
// the resource and function registries (registry.ts), the client's areas (client.ts), the
// inventory's readers (inventory/), the team file's schema and plan (team-file/), and the
// generated exports of both fronts (npm run generate). The order is the team file's and the
// inventory's: parents before children, what others refer to before what refers to it.
import { accessFamily } from "./access/manifest";
import { aiGatewayFamily } from "./ai-gateway/manifest";
import { blobFamily } from "./blob/manifest";
import { bulkRedirectsFamily } from "./bulk-redirects/manifest";
import { certsFamily } from "./certs/manifest";
import { checksFamily } from "./checks/manifest";
import { connectFamily } from "./connect/manifest";
import { deploymentsFamily } from "./deployments/manifest";
import { domainsFamily } from "./domains/manifest";
import { drainsFamily } from "./drains/manifest";
import { edgeCacheFamily } from "./edge-cache/manifest";
import { edgeConfigFamily } from "./edge-config/manifest";
import { environmentFamily } from "./environment/manifest";
import { firewallFamily } from "./firewall/manifest";
import { flagsFamily } from "./flags/manifest";
import type { FamilyManifest } from "./kit/manifest";
import { integrationsFamily } from "./integrations/manifest";
import { kmsFamily } from "./kms/manifest";
import { microfrontendsFamily } from "./microfrontends/manifest";
import { networksFamily } from "./networks/manifest";
import { observabilityFamily } from "./observability/manifest";
import { projectRoutesFamily } from "./project-routes/manifest";
import { projectsFamily } from "./projects/manifest";
import { protectionFamily } from "./protection/manifest";
import { vcrFamily } from "./vcr/manifest";
import { webhooksFamily } from "./webhooks/manifest";

export const FAMILIES: readonly FamilyManifest[] = [
  projectsFamily,
  checksFamily,
  domainsFamily,
  certsFamily,
  environmentFamily,
  edgeConfigFamily,
  firewallFamily,
  bulkRedirectsFamily,
  projectRoutesFamily,
  edgeCacheFamily,
  observabilityFamily,
  networksFamily,
  connectFamily,
  microfrontendsFamily,
  flagsFamily,
  drainsFamily,
  webhooksFamily,
  aiGatewayFamily,
  accessFamily,
  kmsFamily,
  blobFamily,
  integrationsFamily,
  deploymentsFamily,
  vcrFamily,
  protectionFamily,
];

export type { FamilyManifest } from "./kit/manifest";
