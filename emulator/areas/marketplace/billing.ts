// Billing as the integration reports it: usage and billing data, prepayment balances, invoices
// (submitted, read, refunded) and finalization. Rules: a line's total is its price times its
// quantity, a resource named must be the installation's, a period ends after it starts, and a
// finalized installation takes no more billing data or invoices. Invoices of the emulator's
// customers are paid at once (inferred); `test.result` makes a test invoice paid, unpaid or overdue,
// and `test.validate` only answers the validation errors.
import {
  BalancesBody,
  BillingDataBody,
  Invoice,
  InvoiceActionBody,
  InvoiceBody,
  SubmittedInvoice,
  type BillingLine,
} from "../../../schema/marketplace";
import { emulatorNow } from "../../clock";
import { badRequest, conflict, notFound } from "../../errors";
import { newId } from "../../ids";
import { defineRoute, item, noContent, ok, type Route } from "../../route";
import type { Store } from "../../store";
import { saveConfiguration, type StoredConfiguration } from "../integrations/store";
import { presentInvoice } from "./presenter";
import { callerInstallation, findResource, invoicesOf, reportsOf, type StoredInvoice } from "./store";

const BASE = "/v1/installations/:integrationConfigurationId/billing";

const cents = (amount: string): number => Math.round(Number(amount) * 100);
const amount = (value: number): string => (value / 100).toFixed(2);

/** What is wrong with a report's lines, as the platform lists it. */
function lineErrors(
  store: Store,
  configuration: StoredConfiguration,
  lines: readonly { resourceId?: string | undefined; name: string }[],
  period: { start: string; end: string },
): string[] {
  const errors: string[] = [];
  if (Date.parse(period.end) <= Date.parse(period.start)) errors.push("period: end must be after start");
  for (const line of lines) {
    if (line.resourceId !== undefined && !findResource(store, configuration, line.resourceId)) {
      errors.push(`${line.name}: resource ${line.resourceId} is not a resource of this installation`);
    }
  }
  return errors;
}

function totalErrors(items: readonly BillingLine[]): string[] {
  return items
    .filter((line) => Math.abs(cents(line.price) * line.quantity - cents(line.total)) >= 1)
    .map(
      (line) => `${line.name}: total ${line.total} is not price ${line.price} × quantity ${line.quantity}`,
    );
}

function requireOpen(configuration: StoredConfiguration): void {
  if (configuration.finalizedAt !== undefined) {
    throw conflict(
      `The installation ${configuration.id} is finalized: it takes no more billing data or invoices`,
    );
  }
}

export function billingRoutes(): Route[] {
  return [
    defineRoute({
      method: "POST",
      paths: BASE,
      body: BillingDataBody,
      handle: ({ store, params, body, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        requireOpen(configuration);
        const items = Array.isArray(body.billing) ? body.billing : body.billing.items;
        const errors = [
          ...lineErrors(store, configuration, [...items, ...body.usage], body.period),
          ...totalErrors(items),
        ];
        if (errors.length > 0) throw badRequest(`Invalid billing data: ${errors.join("; ")}`);
        reportsOf(store).insert(configuration.ownerId, {
          id: newId("bill_", 16),
          configurationId: configuration.id,
          kind: "billing",
          body,
          createdAt: emulatorNow(store),
        });
        return { status: 201 };
      },
    }),

    defineRoute({
      method: "POST",
      paths: `${BASE}/balance`,
      body: BalancesBody,
      handle: ({ store, params, body, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        const errors = lineErrors(
          store,
          configuration,
          body.balances.map((b) => ({ ...b, name: b.nameLabel ?? "balance" })),
          { start: "1970-01-01T00:00:00Z", end: body.timestamp },
        );
        if (errors.length > 0) throw badRequest(`Invalid balances: ${errors.join("; ")}`);
        reportsOf(store).insert(configuration.ownerId, {
          id: newId("bal_", 16),
          configurationId: configuration.id,
          kind: "balance",
          body,
          createdAt: emulatorNow(store),
        });
        return { status: 201 };
      },
    }),

    defineRoute({
      method: "POST",
      paths: `${BASE}/invoices`,
      body: InvoiceBody,
      response: SubmittedInvoice,
      handle: ({ store, params, body, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        requireOpen(configuration);
        const errors = [
          ...lineErrors(store, configuration, [...body.items, ...(body.discounts ?? [])], body.period),
          ...totalErrors(body.items),
        ];
        if (body.test?.validate) return ok({ test: true, validationErrors: errors });
        if (errors.length > 0) throw badRequest(`Invalid invoice: ${errors.join("; ")}`);
        const total =
          body.items.reduce((sum, line) => sum + cents(line.total), 0) -
          (body.discounts ?? []).reduce((sum, discount) => sum + cents(discount.amount), 0);
        const now = emulatorNow(store);
        const state = body.test?.result ?? "paid";
        const count = invoicesOf(store).count(
          configuration.ownerId,
          (i) => i.configurationId === configuration.id,
        );
        const invoice: StoredInvoice = {
          id: newId("inv_", 16),
          configurationId: configuration.id,
          invoiceNumber: `${configuration.id.slice(-6).toUpperCase()}-${String(count + 1).padStart(4, "0")}`,
          ...(body.externalId === undefined ? {} : { externalId: body.externalId }),
          invoiceDate: body.invoiceDate,
          ...(body.memo === undefined ? {} : { memo: body.memo }),
          period: body.period,
          items: body.items,
          ...(body.discounts ? { discounts: body.discounts } : {}),
          total: amount(total),
          test: body.test !== undefined,
          state,
          ...(state === "paid" ? { paidAt: new Date(now).toISOString() } : {}),
          createdAt: now,
          updatedAt: now,
        };
        invoicesOf(store).insert(configuration.ownerId, invoice);
        return ok({ invoiceId: invoice.id, ...(invoice.test ? { test: true } : {}) });
      },
    }),

    defineRoute({
      method: "GET",
      paths: `${BASE}/invoices/:invoiceId`,
      present: presentInvoice,
      response: Invoice,
      handle: ({ store, params, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        return item(invoiceOr404(store, configuration, params.invoiceId));
      },
    }),

    // A refund: of a paid invoice, for no more than its total.
    defineRoute({
      method: "POST",
      paths: `${BASE}/invoices/:invoiceId/actions`,
      body: InvoiceActionBody,
      handle: ({ store, params, body, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        const invoice = invoiceOr404(store, configuration, params.invoiceId);
        if (invoice.state !== "paid") {
          throw conflict(
            `The invoice ${invoice.id} is ${invoice.state}: only a paid invoice can be refunded`,
          );
        }
        if (cents(body.total) <= 0 || cents(body.total) > cents(invoice.total)) {
          throw badRequest(
            `Invalid request: "total" ${body.total} must be above 0 and at most the invoice's ${invoice.total}`,
          );
        }
        invoicesOf(store).replace(configuration.ownerId, {
          ...invoice,
          state: "refund_requested",
          refundReason: body.reason,
          refundTotal: amount(cents(body.total)),
          updatedAt: emulatorNow(store),
        });
        return noContent();
      },
    }),

    defineRoute({
      method: "POST",
      paths: `${BASE}/finalize`,
      handle: ({ store, params, integrationConfigurationId }) => {
        const configuration = callerInstallation(
          store,
          integrationConfigurationId,
          params.integrationConfigurationId,
        );
        if (configuration.finalizedAt === undefined) {
          saveConfiguration(store, { ...configuration, finalizedAt: emulatorNow(store) });
        }
        return noContent();
      },
    }),
  ];
}

function invoiceOr404(store: Store, configuration: StoredConfiguration, id: string): StoredInvoice {
  const invoice = invoicesOf(store).get(configuration.ownerId, id);
  if (!invoice || invoice.configurationId !== configuration.id) throw notFound(`Invoice not found: ${id}`);
  return invoice;
}
