// Every API area the emulator serves. A new area is one file in this folder plus one line here.
import type { ApiArea } from "../route";
import { customEnvironments } from "./custom-environments";
import { dns } from "./dns";
import { domains } from "./domains";
import { env } from "./env";
import { firewall } from "./firewall";
import { identity } from "../areas/identity/routes";
import { projectDomains } from "./project-domains";
import { projects } from "../areas/projects/routes";
import { sharedEnv } from "./shared-env";
import { drains } from "./drains";
import { webhooks } from "./webhooks";
import { edgeConfigs } from "./edge-config";
import { flags } from "./flags";

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
];
