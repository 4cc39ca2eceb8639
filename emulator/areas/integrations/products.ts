// The integration's products and their billing plans, as its author declares them in the
// integration console (here: `PUT /_emulator/integrations/:clientId/products`, the whole list).
// The catalogue routes read them: the products an installation offers, a product's plans. A
// marketplace resource must be of one of these products, and a store is made on one of its plans.
import {
  BillingPlans,
  ConfigurationProducts,
  ProductsRequest,
  type ProductPlan,
} from "../../../schema/marketplace";
import { newId } from "../../ids";
import { notFound } from "../../errors";
import { defineRoute, ok, type Route } from "../../route";
import type { Store } from "../../store";
import { z } from "zod";
import { findConfiguration, integrationsOf, INTEGRATIONS_OWNER } from "./records";

export interface StoredProduct {
  id: string;
  integrationId: string;
  slug: string;
  name: string;
  primaryProtocol: string;
  protocols: string[];
  secrets: { name: string; length: number }[];
  plans: ProductPlan[];
}

export const productsOf = (store: Store) => store.collection<StoredProduct>("integrationProducts");

export function findProduct(
  store: Store,
  integrationId: string,
  idOrSlug: string,
): StoredProduct | undefined {
  return productsOf(store).find(
    INTEGRATIONS_OWNER,
    (p) => p.integrationId === integrationId && (p.id === idOrSlug || p.slug === idOrSlug),
  );
}

function integrationOr404(store: Store, idOrSlug: string) {
  const integration = integrationsOf(store).find(
    INTEGRATIONS_OWNER,
    (i) => i.id === idOrSlug || i.slug === idOrSlug,
  );
  if (!integration) throw notFound(`Integration not found: ${idOrSlug}`);
  return integration;
}

function presentProduct(product: StoredProduct) {
  const protocols = [...new Set([product.primaryProtocol, ...product.protocols])];
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    primaryProtocol: product.primaryProtocol,
    protocols: Object.fromEntries(protocols.map((p) => [p, { status: "enabled" }])),
    metadataSchema: { type: "object", properties: {} },
  };
}

export function productAdminRoutes(): Route[] {
  return [
    defineRoute({
      method: "PUT",
      paths: "/_emulator/integrations/:clientId/products",
      body: ProductsRequest,
      handle: ({ store, params, body }) => {
        const integration = integrationOr404(store, params.clientId);
        for (const old of productsOf(store).filter(
          INTEGRATIONS_OWNER,
          (p) => p.integrationId === integration.id,
        )) {
          productsOf(store).remove(INTEGRATIONS_OWNER, old.id);
        }
        const products = body.products.map(({ id, protocols, ...product }) =>
          productsOf(store).insert(INTEGRATIONS_OWNER, {
            id: id ?? newId("iap_", 16),
            integrationId: integration.id,
            protocols: protocols ?? [],
            ...product,
          }),
        );
        return ok({ products });
      },
    }),
  ];
}

export const productRoutes: Route[] = [
  defineRoute({
    method: "GET",
    paths: "/v1/integrations/configuration/:id/products",
    response: ConfigurationProducts,
    handle: ({ store, ownerId, params }) => {
      const configuration = findConfiguration(store, params.id);
      if (!configuration || configuration.ownerId !== ownerId) {
        throw notFound(`Integration configuration not found: ${params.id}`);
      }
      const integration = integrationOr404(store, configuration.integrationId);
      const products = productsOf(store).filter(
        INTEGRATIONS_OWNER,
        (p) => p.integrationId === integration.id,
      );
      return ok({
        configuration: { id: configuration.id },
        integration: { id: integration.id, name: integration.slug, slug: integration.slug },
        products: products.map(presentProduct),
      });
    },
  }),

  defineRoute({
    method: "GET",
    paths: "/v1/integrations/integration/:integrationIdOrSlug/products/:productIdOrSlug/plans",
    response: BillingPlans,
    query: z.looseObject({ integrationConfigurationId: z.string().optional() }),
    handle: ({ store, params }) => {
      const integration = integrationOr404(store, params.integrationIdOrSlug);
      const product = findProduct(store, integration.id, params.productIdOrSlug);
      if (!product) throw notFound(`Product not found: ${params.productIdOrSlug}`);
      return ok({ plans: product.plans });
    },
  }),
];
