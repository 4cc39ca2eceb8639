// The marketplace's wire shapes: a resource as the installation routes answer it (the list names
// the partner's id `partnerId`, a single read `id`), an invoice, and an item.
import { presenter, sameShapeForVersions } from "../../present";
import type { StoredInvoice, StoredResource } from "./store";

function resourceFields(resource: StoredResource) {
  return {
    internalId: resource.id,
    name: resource.name,
    productId: resource.productId,
    status: resource.status,
    ...(resource.billingPlan ? { billingPlanId: resource.billingPlan.id } : {}),
    ...(resource.metadata ? { metadata: resource.metadata } : {}),
    ...(resource.notification ? { notification: resource.notification } : {}),
    ...(resource.globalConfigId
      ? { protocolSettings: { experimentation: { globalConfigId: resource.globalConfigId } } }
      : {}),
  };
}

/** Secrets are never answered: they reach projects as env vars only. */
export const presentResource = sameShapeForVersions(1, 1, (resource: StoredResource, { operation }) =>
  operation === "list"
    ? { partnerId: resource.resourceId, ...resourceFields(resource) }
    : { id: resource.resourceId, ...resourceFields(resource) },
);

const iso = (ms: number) => new Date(ms).toISOString();

export const presentInvoice = presenter((invoice: StoredInvoice) => ({
  invoiceId: invoice.id,
  invoiceNumber: invoice.invoiceNumber,
  ...(invoice.externalId === undefined ? {} : { externalId: invoice.externalId }),
  invoiceDate: invoice.invoiceDate,
  ...(invoice.memo === undefined ? {} : { memo: invoice.memo }),
  period: invoice.period,
  items: invoice.items,
  ...(invoice.discounts ? { discounts: invoice.discounts } : {}),
  total: invoice.total,
  state: invoice.state,
  test: invoice.test,
  ...(invoice.paidAt ? { paidAt: invoice.paidAt } : {}),
  ...(invoice.refundedAt ? { refundedAt: invoice.refundedAt } : {}),
  ...(invoice.refundReason ? { refundReason: invoice.refundReason } : {}),
  ...(invoice.refundTotal ? { refundTotal: invoice.refundTotal } : {}),
  created: iso(invoice.createdAt),
  updated: iso(invoice.updatedAt),
}));
