// Stores made from the team's side: `POST /v1/storage/stores/integration/direct` provisions a
// resource of an installed integration's product on one of its plans (the free one when none is
// named; a paid one needs the team's payment method, which a Hobby team has not (inferred), and a
// prepayment plan an amount within its bounds), with the product's secrets generated; and
// `POST /v1/integrations/installations/{id}/resources/{resourceId}/connections` connects a resource
// to a project, whose env vars then hold the resource's secrets (marketplace/secrets-env.ts).
import { z } from "zod";
import { ENV_TARGETS, IntegrationStore, MetadataValue, type ProductPlan } from "../../../schema/marketplace";
import { badRequest, conflict, notFound } from "../../errors";
import { newId, randomAlphanumeric } from "../../ids";
import { defineRoute, ok, type Route } from "../../route";
import type { Store } from "../../store";
import { planOf } from "../identity/store";
import {
  connectionsOf,
  findResource,
  resourcesOf,
  syncResourceEnv,
  type StoredResource,
} from "../marketplace/store";
import { findProject } from "../projects/store";
import { findProduct, productsOf, type StoredProduct } from "./products";
import { findConfiguration, INTEGRATIONS_OWNER, integrationsOf, type StoredConfiguration } from "./records";

const StoreDirectBody = z.strictObject({
  name: z.string().min(1).max(128),
  integrationConfigurationId: z.string().min(1),
  integrationProductIdOrSlug: z.string().min(1).optional(),
  metadata: z.record(z.string(), MetadataValue).optional(),
  externalId: z.string().optional(),
  protocolSettings: z.record(z.string(), z.unknown()).optional(),
  source: z.string().optional(),
  billingPlanId: z.string().optional(),
  paymentMethodId: z.string().optional(),
  prepaymentAmountCents: z.number().int().positive().optional(),
});

const ConnectBody = z.strictObject({
  projectId: z.string().min(1),
  envVarEnvironments: z.array(z.enum(ENV_TARGETS)).min(1).optional(),
  makeEnvVarsSensitive: z.boolean().optional(),
});

function ownConfiguration(store: Store, ownerId: string, id: string): StoredConfiguration {
  const configuration = findConfiguration(store, id);
  if (!configuration || configuration.ownerId !== ownerId) {
    throw notFound(`Integration configuration not found: ${id}`);
  }
  return configuration;
}

function productFor(
  store: Store,
  configuration: StoredConfiguration,
  idOrSlug: string | undefined,
): StoredProduct {
  if (idOrSlug !== undefined) {
    const product = findProduct(store, configuration.integrationId, idOrSlug);
    if (!product) throw notFound(`Product not found: ${idOrSlug}`);
    return product;
  }
  const products = productsOf(store).filter(
    INTEGRATIONS_OWNER,
    (p) => p.integrationId === configuration.integrationId,
  );
  if (products.length !== 1 || !products[0]) {
    throw badRequest(
      `Invalid request: "integrationProductIdOrSlug" is required: the integration has ${products.length} products`,
    );
  }
  return products[0];
}

/** The plan the store is made on, after the rules of free and paid plans. */
function planFor(
  store: Store,
  ownerId: string,
  product: StoredProduct,
  body: z.infer<typeof StoreDirectBody>,
): ProductPlan {
  const usable = product.plans.filter((p) => !p.disabled);
  if (body.billingPlanId === undefined) {
    const free = usable.find((p) => !p.paymentMethodRequired);
    if (!free) {
      throw badRequest(
        `The product ${product.slug} has no free plan: name a "billingPlanId" among its plans`,
      );
    }
    return free;
  }
  const plan = usable.find((p) => p.id === body.billingPlanId);
  if (!plan)
    throw badRequest(
      `Invalid request: "billingPlanId" ${body.billingPlanId} is not a plan of ${product.slug}`,
    );
  if (
    plan.paymentMethodRequired &&
    body.paymentMethodId === undefined &&
    planOf(store, ownerId) === "hobby"
  ) {
    throw badRequest(
      `The plan ${plan.id} is paid and the account has no payment method: pass "paymentMethodId"`,
    );
  }
  if (plan.type === "prepayment" && (plan.minimumAmount !== undefined || plan.maximumAmount !== undefined)) {
    const cents = body.prepaymentAmountCents;
    const min = Math.round(Number(plan.minimumAmount ?? "0") * 100);
    const max = plan.maximumAmount === undefined ? Infinity : Math.round(Number(plan.maximumAmount) * 100);
    if (cents === undefined || cents < min || cents > max) {
      throw badRequest(
        `Invalid request: "prepaymentAmountCents" must be between ${min} and ${max} for the plan ${plan.id}`,
      );
    }
  }
  return plan;
}

function presentStore(
  store: Store,
  configuration: StoredConfiguration,
  product: StoredProduct,
  resource: StoredResource,
) {
  const integration = integrationsOf(store).get(INTEGRATIONS_OWNER, configuration.integrationId);
  const connections = connectionsOf(store).filter(
    configuration.ownerId,
    (c) => c.resourceInternalId === resource.id,
  );
  return {
    id: resource.id,
    name: resource.name,
    status: "available",
    usageQuotaExceeded: false,
    externalResourceId: resource.resourceId,
    ...(resource.metadata ? { metadata: resource.metadata } : {}),
    projectsMetadata: connections.map((c) => ({
      id: c.id,
      projectId: c.projectId,
      name: c.projectId,
      environments: c.environments,
      environmentVariables: resource.secrets.map((s) => s.name),
      envVarPrefix: null,
    })),
    totalConnectedProjects: connections.length,
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      integrationConfigurationId: configuration.id,
      primaryProtocol: product.primaryProtocol,
      supportedProtocols: [...new Set([product.primaryProtocol, ...product.protocols])],
      integration: {
        id: configuration.integrationId,
        slug: integration?.slug ?? configuration.slug,
        name: integration?.slug ?? configuration.slug,
        icon: "",
      },
    },
    secrets: product.secrets.map((s) => ({ name: s.name, length: s.length })),
  };
}

export const storeRoutes: Route[] = [
  defineRoute({
    method: "POST",
    paths: "/v1/storage/stores/integration/direct",
    response: IntegrationStore,
    body: StoreDirectBody,
    handle: ({ store, ownerId, body }) => {
      const configuration = ownConfiguration(store, ownerId, body.integrationConfigurationId);
      const product = productFor(store, configuration, body.integrationProductIdOrSlug);
      const plan = planFor(store, ownerId, product, body);
      const resourceId = body.externalId ?? newId("res_", 16);
      if (findResource(store, configuration, resourceId)) {
        throw conflict(`A resource ${resourceId} exists already on the installation ${configuration.id}`);
      }
      const now = store.now();
      const resource = resourcesOf(store).insert(ownerId, {
        id: newId("store_", 16),
        configurationId: configuration.id,
        resourceId,
        productId: product.id,
        name: body.name,
        status: "ready",
        ...(body.metadata ? { metadata: body.metadata } : {}),
        billingPlan: {
          id: plan.id,
          type: plan.type,
          name: plan.name,
          paymentMethodRequired: plan.paymentMethodRequired,
        },
        secrets: product.secrets.map((s) => ({ name: s.name, value: randomAlphanumeric(s.length) })),
        createdAt: now,
        updatedAt: now,
      });
      return ok({ store: presentStore(store, configuration, product, resource) });
    },
  }),

  defineRoute({
    method: "POST",
    paths: "/v1/integrations/installations/:integrationConfigurationId/resources/:resourceId/connections",
    body: ConnectBody,
    handle: ({ store, ownerId, params, body }) => {
      const configuration = ownConfiguration(store, ownerId, params.integrationConfigurationId);
      const resource = findResource(store, configuration, params.resourceId);
      if (!resource) throw notFound(`Resource not found: ${params.resourceId}`);
      const project = findProject(store, ownerId, body.projectId);
      const existing = connectionsOf(store).find(
        ownerId,
        (c) => c.resourceInternalId === resource.id && c.projectId === project.id,
      );
      const connection = {
        id: existing?.id ?? newId("spc_", 16),
        resourceInternalId: resource.id,
        projectId: project.id,
        environments: body.envVarEnvironments ?? [...ENV_TARGETS],
        sensitive: body.makeEnvVarsSensitive ?? false,
        createdAt: existing?.createdAt ?? store.now(),
      };
      if (existing) connectionsOf(store).replace(ownerId, connection);
      else connectionsOf(store).insert(ownerId, connection);
      syncResourceEnv(store, ownerId, resource);
      return { status: 201 };
    },
  }),
];
