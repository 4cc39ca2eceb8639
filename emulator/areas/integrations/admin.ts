// The admin routes of integrations and time (`/_emulator/...`), standing in for the platform's
// dashboard and the integration console: install an integration (answers the one-time code),
// change an integration's scopes, confirm an installation's pending scope changes, re-activate a
// disabled installation, move the clock, and read webhook deliveries.
import { z } from "zod";
import {
  ActivateRequest,
  ClockRequest,
  DELIVERY_STATES,
  InstallRequest,
  ScopesRequest,
  Delivery,
  type ClockResponse,
} from "../../../schema/integrations";
import { advanceClock, clockOffset, emulatorNow } from "../../clock";
import { conflict, notFound } from "../../errors";
import { created, defineRoute, ok, type Route } from "../../route";
import type { Store } from "../../store";
import { deliveriesOf, emitEvent } from "./events";
import { install } from "./install";
import { ssoAdminRoute } from "./sso";
import {
  allConfigurations,
  findConfiguration,
  integrationsOf,
  INTEGRATIONS_OWNER,
  saveConfiguration,
  type StoredConfiguration,
} from "./records";
import { gitAdminRoutes } from "./git";
import { productAdminRoutes } from "./products";
import { splitChange } from "./scopes";
import { reactivate, refreshStates } from "./states";

function configurationOr404(store: Store, id: string): StoredConfiguration {
  const configuration = findConfiguration(store, id);
  if (!configuration) throw notFound(`Integration configuration not found: ${id}`);
  return configuration;
}

function clockAnswer(store: Store): ClockResponse {
  return { now: emulatorNow(store), offsetMs: clockOffset(store) };
}

export function integrationAdminRoutes(): Route[] {
  return [
    ...productAdminRoutes(),
    ...gitAdminRoutes(),
    ssoAdminRoute,
    defineRoute({
      method: "POST",
      paths: "/_emulator/integrations/installations",
      body: InstallRequest,
      handle: ({ store, body }) => created(install(store, body)),
    }),

    defineRoute({
      method: "GET",
      paths: "/_emulator/integrations/configurations/:id",
      handle: ({ store, params }) => ok(configurationOr404(store, params.id)),
    }),

    // The integration console: a new scope list. Each installation drops removals and downgrades at
    // once; additions and upgrades wait for that installation's confirmation.
    defineRoute({
      method: "PUT",
      paths: "/_emulator/integrations/:clientId/scopes",
      body: ScopesRequest,
      handle: ({ store, params, body }) => {
        const integration = integrationsOf(store).get(INTEGRATIONS_OWNER, params.clientId);
        if (!integration) throw notFound(`Integration not found: ${params.clientId}`);
        integrationsOf(store).replace(INTEGRATIONS_OWNER, {
          ...integration,
          scopes: [...new Set(body.scopes)],
        });
        const now = emulatorNow(store);
        const configurations = allConfigurations(store)
          .filter((c) => c.integrationId === integration.id)
          .map((configuration) => {
            const { applied, pending } = splitChange(configuration.scopes, body.scopes);
            const changed: StoredConfiguration = { ...configuration, scopes: applied, updatedAt: now };
            if (pending) changed.pendingScopes = pending;
            else delete changed.pendingScopes;
            return saveConfiguration(store, changed);
          });
        return ok({ configurations });
      },
    }),

    // The owner confirms every pending change at once.
    defineRoute({
      method: "POST",
      paths: "/_emulator/integrations/configurations/:id/confirm-scopes",
      handle: ({ store, params }) => {
        const configuration = configurationOr404(store, params.id);
        if (!configuration.pendingScopes) throw conflict(`No scope change is pending on ${configuration.id}`);
        const { pendingScopes, ...rest } = configuration;
        const saved = saveConfiguration(store, {
          ...rest,
          scopes: pendingScopes,
          updatedAt: emulatorNow(store),
        });
        emitEvent(store, {
          ownerId: saved.ownerId,
          type: "integration-configuration.scope-change-confirmed",
          payload: { configuration: { id: saved.id, scopes: saved.scopes } },
        });
        return ok(saved);
      },
    }),

    defineRoute({
      method: "POST",
      paths: "/_emulator/integrations/configurations/:id/activate",
      body: ActivateRequest,
      handle: ({ store, params, body }) => {
        const configuration = configurationOr404(store, params.id);
        if (configuration.disabledAt === undefined) return ok(configuration);
        return ok(reactivate(store, configuration, body.userId));
      },
    }),

    defineRoute({ method: "GET", paths: "/_emulator/clock", handle: ({ store }) => ok(clockAnswer(store)) }),

    // Moving the clock runs what time triggers: a configuration disabled for 30 days is deleted.
    defineRoute({
      method: "POST",
      paths: "/_emulator/clock",
      body: ClockRequest,
      handle: ({ store, body }) => {
        advanceClock(store, body.advanceMs);
        refreshStates(store);
        return ok(clockAnswer(store));
      },
    }),

    defineRoute({
      method: "GET",
      paths: "/_emulator/deliveries",
      query: z.object({
        webhookId: z.string().optional(),
        event: z.string().optional(),
        status: z.enum(DELIVERY_STATES).optional(),
      }),
      handle: ({ store, query }) =>
        ok({
          deliveries: deliveriesOf(store)
            .list(INTEGRATIONS_OWNER)
            .filter(
              (d) =>
                (query.webhookId === undefined || d.webhookId === query.webhookId) &&
                (query.event === undefined || d.event === query.event) &&
                (query.status === undefined || d.status === query.status),
            )
            .map((delivery) => Delivery.parse(delivery)), // the wire fields only (z.object strips the rest),
        }),
    }),
  ];
}
