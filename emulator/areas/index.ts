// Every API area the emulator serves, in the order the server registers them. A new area is one
// folder (store.ts, presenter.ts, routes.ts or routes/index.ts) plus one line here.
import type { ApiArea } from "../route";
import { accessGroups } from "./access-groups/routes";
import { aiGateway } from "./ai-gateway/routes";
import { apiKeys } from "./api-keys/routes";
import { artifacts } from "./artifacts/routes";
import { billing } from "./billing/routes";
import { blob } from "./blob/routes";
import { bulkRedirects } from "./bulk-redirects/routes";
import { certs } from "./certs/routes";
import { checks } from "./checks/routes";
import { connectArea } from "./connect/routes";
import { customEnvironments } from "./custom-environments/routes";
import { aliases, deployments, files } from "./deployments/routes";
import { dns } from "./dns/routes";
import { dsync } from "./dsync/routes";
import { domains } from "./domains/routes";
import { drains } from "./drains/routes";
import { edgeCache } from "./edge-cache/routes";
import { edgeConfigs } from "./edge-config/routes";
import { env } from "./env/routes";
import { firewall } from "./firewall/routes";
import { flags } from "./flags/routes";
import { identity } from "./identity/routes";
import { insights } from "./insights/routes";
import { integrations } from "./integrations/routes";
import { logs } from "./logs/routes";
import { networks } from "./networks/routes";
import { marketplace } from "./marketplace/routes";
import { microfrontends } from "./microfrontends/routes";
import { kms } from "./kms/routes";
import { projectDomains } from "./project-domains/routes";
import { observability } from "./observability/routes";
import { projectMembers } from "./project-members/routes";
import { projectRoutes } from "./project-routes/routes";
import { projects } from "./projects/routes";
import { registrar } from "./registrar/routes";
import { sharedEnv } from "./shared-env/routes";
import { teamMembers } from "./team-members/routes";
import { userEvents } from "./user-events/routes";
import { userTokensArea } from "./user-tokens/routes";
import { vcr } from "./vcr/routes";
import { webAnalytics } from "./web-analytics/routes";
import { webhooks } from "./webhooks/routes";

export const API_AREAS: readonly ApiArea[] = [
  identity,
  projects,
  projectDomains,
  domains,
  registrar,
  dns,
  customEnvironments,
  env,
  sharedEnv,
  drains,
  webhooks,
  edgeConfigs,
  firewall,
  bulkRedirects,
  projectRoutes,
  edgeCache,
  observability,
  insights,
  webAnalytics,
  flags,
  integrations,
  marketplace,
  aiGateway,
  teamMembers,
  dsync,
  userTokensArea,
  userEvents,
  accessGroups,
  projectMembers,
  deployments,
  artifacts,
  billing,
  apiKeys,
  kms,
  blob,
  files,
  aliases,
  certs,
  vcr,
  checks,
  logs,
  networks,
  connectArea,
  microfrontends,
];
