// What the dashboard shows of an installation's marketplace side, for tests and integration
// authors (`GET /_emulator/marketplace/installations/:id`): its resources (secrets by name only),
// their items, connections and global config, its invoices and the reports it sent.
import { notFound } from "../../errors";
import { defineRoute, ok, type Route } from "../../route";
import { findConfiguration } from "../integrations/store";
import { actionsOf, connectionsOf, invoicesOf, itemsOf, reportsOf, resourcesOf } from "./store";

export function marketplaceAdminRoutes(): Route[] {
  return [
    defineRoute({
      method: "GET",
      paths: "/_emulator/marketplace/installations/:id",
      handle: ({ store, params }) => {
        const configuration = findConfiguration(store, params.id);
        if (!configuration) throw notFound(`Installation not found: ${params.id}`);
        const owner = configuration.ownerId;
        const mine = <T extends { configurationId: string }>(items: T[]) =>
          items.filter((i) => i.configurationId === configuration.id);
        const { billingPlan, finalizedAt, status, externalId, notification } = configuration;
        return ok({
          installation: { id: configuration.id, status, externalId, notification, billingPlan, finalizedAt },
          resources: mine(resourcesOf(store).list(owner)).map(({ secrets, ...resource }) => ({
            ...resource,
            secretNames: secrets.map((s) => s.name),
            items: itemsOf(store).filter(owner, (i) => i.resourceInternalId === resource.id),
            connections: connectionsOf(store).filter(owner, (c) => c.resourceInternalId === resource.id),
          })),
          invoices: mine(invoicesOf(store).list(owner)),
          deploymentActions: mine(actionsOf(store).list(owner)).map(({ outcomes, ...action }) => ({
            ...action,
            outcomes: outcomes.map((o) => ({ kind: o.kind, secretNames: o.secrets.map((s) => s.name) })),
          })),
          reports: mine(reportsOf(store).list(owner)),
        });
      },
    }),
  ];
}
