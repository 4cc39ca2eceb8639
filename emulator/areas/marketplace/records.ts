// What the marketplace keeps for an installation (types and collections; store.ts is the surface): the resources the integration provisioned (by
// the partner's own id, under the installation's owner), their experimentation items and global
// config, the invoices and billing reports it submitted, and the projects each resource is
// connected to. Resources are children of their configuration, items and connections of their
// resource (relations.ts): uninstalling removes everything.
import type {
  BillingLine,
  BillingPlan,
  Discount,
  Notification,
  OWNERSHIPS,
  RESOURCE_STATUSES,
  Secret,
} from "../../../schema/marketplace";
import type { EnvTarget } from "../../../schema/marketplace";
import type { Store } from "../../store";

export interface StoredGlobalConfig {
  /** Exactly what was put. */
  items: Record<string, unknown>;
  /** SHA-256 of the items' JSON: the ETag. */
  digest: string;
  updatedAt: number;
}

export interface StoredResource {
  /** The platform's id (`store_…`, the wire's `internalId`). */
  id: string;
  configurationId: string;
  /** The partner's id, which every route names it by. */
  resourceId: string;
  productId: string;
  name: string;
  status: (typeof RESOURCE_STATUSES)[number];
  ownership?: (typeof OWNERSHIPS)[number];
  metadata?: Record<string, unknown>;
  billingPlan?: BillingPlan;
  notification?: Notification;
  extras?: Record<string, unknown>;
  /** Plaintext, like env values: they become env vars of the connected projects (secrets-env.ts). */
  secrets: Secret[];
  /** The experimentation store (`protocolSettings.experimentation.globalConfigId`). */
  globalConfigId?: string;
  globalConfig?: StoredGlobalConfig;
  createdAt: number;
  updatedAt: number;
}

export interface StoredItem {
  /** `${resource internal id}/${item id}`: item ids are the partner's, unique per resource. */
  id: string;
  resourceInternalId: string;
  itemId: string;
  slug: string;
  origin: string;
  category?: "experiment" | "flag";
  name?: string;
  description?: string;
  isArchived?: boolean;
  createdAt: number;
  updatedAt: number;
}

export interface StoredConnection {
  id: string;
  resourceInternalId: string;
  projectId: string;
  environments: EnvTarget[];
  sensitive: boolean;
  createdAt: number;
}

export interface StoredInvoice {
  /** `inv_…` */
  id: string;
  configurationId: string;
  externalId?: string;
  invoiceNumber: string;
  invoiceDate: string;
  memo?: string;
  period: { start: string; end: string };
  items: BillingLine[];
  discounts?: Discount[];
  total: string;
  test: boolean;
  state: "invoiced" | "paid" | "notpaid" | "overdue" | "refund_requested" | "refunded";
  refundReason?: string;
  refundTotal?: string;
  paidAt?: string;
  refundedAt?: string;
  createdAt: number;
  updatedAt: number;
}

/** A usage and billing report, or a prepayment balance report: kept, as the dashboard shows them. */
export interface StoredReport {
  id: string;
  configurationId: string;
  kind: "billing" | "balance" | "event";
  body: unknown;
  createdAt: number;
}

export const RESOURCES = "marketplaceResources";
export const resourcesOf = (store: Store) => store.collection<StoredResource>(RESOURCES);
export const itemsOf = (store: Store) => store.collection<StoredItem>("marketplaceItems");
export const connectionsOf = (store: Store) => store.collection<StoredConnection>("marketplaceConnections");
export const invoicesOf = (store: Store) => store.collection<StoredInvoice>("marketplaceInvoices");
export const reportsOf = (store: Store) => store.collection<StoredReport>("marketplaceReports");

/** An action an integration runs for a deployment, as it reports it (deployment-actions.ts). */
export interface StoredAction {
  /** `${deployment id}/${resource internal id}/${action}` */
  id: string;
  configurationId: string;
  deploymentId: string;
  resourceInternalId: string;
  action: string;
  status: "running" | "succeeded" | "failed";
  statusText?: string;
  statusUrl?: string;
  /** Outcome secrets are kept as reported; the admin view shows their names only. */
  outcomes: { kind: string; secrets: { name: string; value: string }[] }[];
  createdAt: number;
  updatedAt: number;
}

export const actionsOf = (store: Store) => store.collection<StoredAction>("marketplaceDeploymentActions");
