// Every API area the emulator serves. A new area is one file in this folder plus one line here.
import type { ApiArea } from "../route";
import { customEnvironments } from "./custom-environments/routes";
import { dns } from "./dns/routes";
import { domains } from "./domains/routes";
import { env } from "./env/routes";
import { firewall } from "./firewall/routes";
import { identity } from "./identity/routes";
import { projectDomains } from "./project-domains/routes";
import { projects } from "./projects/routes";
import { sharedEnv } from "./shared-env/routes";
import { drains } from "./drains/routes";
import { webhooks } from "./webhooks/routes";
import { edgeConfigs } from "../routes/edge-config";
import { flags } from "../routes/flags";
import { integrations } from "./integrations/routes";

export const API_AREAS: readonly ApiArea[] = [
  identity,
  projects,
  projectDomains,
  domains,
  dns,
  customEnvironments,
  env,
  sharedEnv,
  drains,
  webhooks,
  edgeConfigs,
  firewall,
  flags,
  integrations,
];
