// `billing` (seed 000): the team's charges in the open cost-and-usage format (FOCUS 1.3, JSON lines
// as the platform streams them), its contract commitments, and buying credits. Charges and
// commitments are derived from what the team did on the emulator (store.ts, charges.ts,
// commitments.ts), so a test can deploy, serve, upload and buy, then read its bill. Who may see or
// buy is permissions.ts's (the platform's billing roles).
import {
  BuyCreditsQuery,
  BuyCreditsRequest,
  BuyCreditsResponse,
  ChargesQuery,
  ContractCommitments,
  FocusCharge,
} from "../../../schema/billing";
import { z } from "zod";
import { emulatorNow } from "../../clock";
import { badRequest } from "../../errors";
import { newId } from "../../ids";
import { defineRoute, ok, type ApiArea } from "../../route";
import { projectsOf } from "../projects/store";
import { DAY, focusCharges, iso } from "./charges";
import { contractCommitments, CREDITS_VALID_MS } from "./commitments";
import { CREDIT_CURRENCIES, CREDIT_NAMES } from "./pricing";
import { purchasesOf, usageOf } from "./store";

/** The platform answers at most a year of charges in one call. */
const MAX_RANGE_MS = 366 * DAY;

function instant(name: string, value: string): number {
  const at = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(at))
    throw badRequest(`Invalid request: "${name}" must be an ISO 8601 date-time in UTC, got "${value}"`);
  return at;
}

const charges = defineRoute({
  method: "GET",
  paths: "/v1/billing/charges",
  query: ChargesQuery,
  response: z.array(FocusCharge),
  handle: ({ store, ownerId, query }) => {
    const from = instant("from", query.from);
    const to = instant("to", query.to);
    if (to <= from) throw badRequest('Invalid request: "to" must be after "from"');
    if (to - from > MAX_RANGE_MS)
      throw badRequest('Invalid request: the range from "from" to "to" is at most one year');
    const names = new Map(
      projectsOf(store)
        .list(ownerId)
        .map((p) => [p.id, p.name]),
    );
    const rows = focusCharges(
      usageOf(store).list(ownerId),
      purchasesOf(store).list(ownerId),
      { from, to },
      names,
    );
    return {
      status: 200,
      body: rows,
      lines: true,
      // "can be optionally compressed with gzip if the Accept-Encoding: gzip header is provided"
      // (the platform's reference for this route): a year of a big team's rows is large.
      gzipWhenAccepted: true,
      headers: { "Content-Type": "application/jsonl; charset=utf-8" },
    };
  },
});

const commitments = defineRoute({
  method: "GET",
  paths: "/v1/billing/contract-commitments",
  response: ContractCommitments,
  handle: ({ store, ownerId }) => ok(contractCommitments(ownerId, purchasesOf(store).list(ownerId))),
});

const buy = defineRoute({
  method: "POST",
  paths: "/v1/billing/buy",
  query: BuyCreditsQuery,
  body: BuyCreditsRequest,
  response: BuyCreditsResponse,
  handle: ({ store, ownerId, userId, query, body }) => {
    const { creditType, amount } = body.item;
    const at = emulatorNow(store);
    const purchase = purchasesOf(store).insert(ownerId, {
      id: newId("pi_", 24),
      creditType,
      amount,
      at,
      userId,
    });
    const name = CREDIT_NAMES[creditType] ?? creditType;
    const total = amount.toFixed(2);
    return ok({
      purchaseIntent: {
        id: purchase.id,
        ownerId,
        status: "succeeded",
        currency: "usd",
        subtotal: total,
        tax: "0.00",
        total,
        createdAt: iso(at),
        updatedAt: iso(at),
        configuration: {
          type: "credit_topup",
          options: {
            amount: String(amount),
            currency: CREDIT_CURRENCIES[creditType] ?? creditType,
            expirationDate: iso(at + CREDITS_VALID_MS),
          },
        },
        // Charged at once on an invoice, as the platform does with the payment method on file.
        provider: { type: "stripe_invoice_deferred", resourceId: newId("in_", 24) },
        lineItems: [
          {
            id: newId("li_", 20),
            name,
            description: `${amount} ${name}`,
            productId: `prod_${creditType}_credits`,
            quantity: String(amount),
            unitAmount: "1.00",
          },
        ],
        metadata: { source: query.source ?? "api" },
      },
    });
  },
});

/** Named for the catalogue group: its collections are history (store.ts), none a resource. */
export const billing: ApiArea = { name: "billing", routes: [charges, commitments, buy] };
