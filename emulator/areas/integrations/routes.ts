// The integration-configuration routes of the catalogue: list the caller's configurations, read one,
// delete one (uninstall, which emits integration-configuration.removed). An integration's own token
// sees the configurations of its integration only; a user's token every one of the account.
import { z } from "zod";
import { IntegrationConfiguration, IntegrationConfigurationList } from "../../../schema/integrations";
import { notFound } from "../../errors";
import { defineRoute, item, noContent, type ApiArea, type Reply } from "../../route";
import type { Store } from "../../store";
import { oauthTokenRoute } from "./oauth";
import { ssoTokenRoute } from "./sso";
import { presentConfiguration } from "./presenter";
import { gitRoutes } from "./git";
import { productRoutes } from "./products";
import { storeRoutes } from "./stores";
import { allConfigurations, findConfiguration, type StoredConfiguration } from "./records";
import { removeConfiguration } from "./states";
import { projectAccessRoutes } from "./project-access";

/** What a caller may see: its owner's configurations, and for an integration only its own integration's. */
function visible(
  store: Store,
  ownerId: string,
  callerConfigurationId: string | undefined,
): StoredConfiguration[] {
  const integrationId =
    callerConfigurationId === undefined
      ? undefined
      : findConfiguration(store, callerConfigurationId)?.integrationId;
  return allConfigurations(store).filter(
    (c) => c.ownerId === ownerId && (integrationId === undefined || c.integrationId === integrationId),
  );
}

function findVisible(
  store: Store,
  ownerId: string,
  caller: string | undefined,
  id: string,
): StoredConfiguration {
  const configuration = visible(store, ownerId, caller).find((c) => c.id === id);
  if (!configuration) throw notFound(`Integration configuration not found: ${id}`);
  return configuration;
}

const listAll = defineRoute({
  method: "GET",
  paths: "/v1/integrations/configurations",
  query: z.object({
    view: z.enum(["account", "project"]),
    integrationIdOrSlug: z.string().optional(),
    installationType: z.enum(["marketplace", "external", "provisioning"]).optional(),
  }),
  response: IntegrationConfigurationList,
  operation: "list",
  handle: ({ store, ownerId, query, integrationConfigurationId }): Reply => {
    const found = visible(store, ownerId, integrationConfigurationId).filter(
      (c) =>
        query.integrationIdOrSlug === undefined ||
        c.integrationId === query.integrationIdOrSlug ||
        c.slug === query.integrationIdOrSlug,
    );
    return { status: 200, layout: (present) => found.map(present) };
  },
});

const get = defineRoute({
  method: "GET",
  paths: "/v1/integrations/configuration/:id",
  response: IntegrationConfiguration,
  handle: ({ store, ownerId, params, integrationConfigurationId }) =>
    item(findVisible(store, ownerId, integrationConfigurationId, params.id)),
});

const remove = defineRoute({
  method: "DELETE",
  paths: "/v1/integrations/configuration/:id",
  handle: ({ store, ownerId, params, integrationConfigurationId }) => {
    removeConfiguration(store, findVisible(store, ownerId, integrationConfigurationId, params.id));
    return noContent();
  },
});

export const integrations: ApiArea = {
  name: "integrationConfigurations",
  routes: [
    listAll,
    get,
    remove,
    ...projectAccessRoutes(findVisible),
    oauthTokenRoute,
    ssoTokenRoute,
    ...productRoutes,
    ...storeRoutes,
    ...gitRoutes,
  ],
  present: presentConfiguration,
};
