// The integrations family: what an installed integration reaches. IntegrationProjectAccess (one
// project of an installation limited to selected projects) and getIntegration (the platform's
// `integrations` group; installing is the dashboard's, not a program's).
import { defineFamily } from "../kit/manifest";
import { IntegrationsApi } from "./integrations-api";
import { integrationProjectAccessDefinition } from "./integration-project-access";
import { integrationProjectAccesses } from "./inventory";
import { getIntegrationFunction } from "./lookups";
import { integrationsSection } from "./team-file";

export const integrationsFamily = defineFamily({
  name: "integrations",
  resources: { IntegrationProjectAccess: integrationProjectAccessDefinition },
  functions: { getIntegration: getIntegrationFunction },
  client: { integrations: (http) => new IntegrationsApi(http) },
  inventory: [integrationProjectAccesses],
  teamFile: { sections: [integrationsSection] },
});
