// GET /v1/events/types answers the platform's user event types: the kinds of entry in an account's
// activity log, in kebab case (seeds/000: "A list of user event types is returned by
// `GET /v1/events/types`"), not the webhook event names a webhook subscribes to (those are
// WEBHOOK_EVENTS in schema/webhooks.ts). The emulator lists the types of the areas it serves, with
// the category names @vercel/sdk knows (ListEventType); the contract suite checks every name
// against the SDK's enum.

/** The categories the listed types fall in, with the labels the dashboard shows. */
const CATEGORIES = {
  project: "Projects",
  "env-variable": "Environment Variables",
  domain: "Domains",
  storage: "Storage",
  "feature-flags": "Feature Flags",
  firewall: "Firewall",
  observability: "Observability",
  integration: "Integrations",
  team: "Team",
} as const;

type Category = keyof typeof CATEGORIES;

export interface UserEventType {
  readonly name: string;
  readonly description: string;
  readonly categories: readonly Category[];
}

/** `[name, description]` pairs of one category. */
const byCategory: Readonly<Record<Category, readonly (readonly [string, string])[]>> = {
  project: [
    ["project-created", "A project was created"],
    ["project-delete", "A project was deleted"],
    ["project-name", "A project was renamed"],
    ["project-custom-environment-created", "A custom environment was created"],
    ["project-custom-environment-updated", "A custom environment was updated"],
    ["project-custom-environment-deleted", "A custom environment was deleted"],
    ["project-domain-updated", "A project domain was updated"],
    ["project-domain-deleted", "A project domain was removed"],
    ["project-domain-verified", "A project domain was verified"],
    ["deploy-hook-created", "A deploy hook was created"],
    ["deploy-hook-deleted", "A deploy hook was deleted"],
  ],
  "env-variable": [
    ["env-variable-add", "An environment variable was added"],
    ["env-variable-edit", "An environment variable was edited"],
    ["env-variable-delete", "An environment variable was deleted"],
    ["shared-env-variable-create", "A shared environment variable was created"],
    ["shared-env-variable-update", "A shared environment variable was updated"],
    ["shared-env-variable-delete", "A shared environment variable was deleted"],
  ],
  domain: [
    ["domain-buy", "A domain was bought"],
    ["domain-delete", "A domain was removed"],
    ["domain-zone-change", "A domain's DNS zone setting changed"],
    ["domain-ech-change", "A domain's ECH setting changed"],
    ["dns-add", "A DNS record was added"],
    ["dns-update", "A DNS record was updated"],
    ["dns-delete", "A DNS record was deleted"],
  ],
  storage: [
    ["edge-config-created", "An Edge Config was created"],
    ["edge-config-updated", "An Edge Config was updated"],
    ["edge-config-deleted", "An Edge Config was deleted"],
    ["edge-config-items-updated", "Items of an Edge Config were updated"],
    ["edge-config-schema-updated", "The schema of an Edge Config was updated"],
    ["edge-config-schema-deleted", "The schema of an Edge Config was deleted"],
    ["edge-config-token-created", "A read token of an Edge Config was created"],
    ["edge-config-token-deleted", "A read token of an Edge Config was deleted"],
    ["edge-config-backup-restored", "An Edge Config was restored from a backup"],
  ],
  "feature-flags": [
    ["flag-created", "A feature flag was created"],
    ["flag-updated", "A feature flag was updated"],
    ["flag-archived", "A feature flag was archived"],
    ["flag-unarchived", "A feature flag was unarchived"],
    ["flag-deleted", "A feature flag was deleted"],
    ["flags-segment", "A feature flag segment changed"],
    ["flags-sdk-key-added", "A flags SDK key was added"],
    ["flags-sdk-key-deleted", "A flags SDK key was deleted"],
  ],
  firewall: [
    ["firewall-config-modified", "A project's firewall configuration was modified"],
    ["firewall-config-removed", "A project's firewall configuration was removed"],
  ],
  observability: [
    ["drain-created", "A drain was created"],
    ["drain-updated", "A drain was updated"],
    ["drain-deleted", "A drain was deleted"],
    ["log-drain-created", "A log drain was created"],
    ["log-drain-deleted", "A log drain was deleted"],
  ],
  integration: [
    ["webhook-created", "A webhook was created"],
    ["webhook-deleted", "A webhook was deleted"],
    ["integration-configuration-scope-change-confirmed", "An integration's new scopes were confirmed"],
  ],
  team: [
    ["team-name-update", "The team was renamed"],
    ["team-slug-update", "The team's slug changed"],
  ],
};

export const USER_EVENT_TYPES: readonly UserEventType[] = Object.entries(byCategory).flatMap(
  ([category, types]) =>
    types.map(([name, description]) => ({ name, description, categories: [category as Category] })),
);

/** The answer of GET /v1/events/types: the categories, then the types. */
export function userEventTypeList() {
  return {
    categories: Object.entries(CATEGORIES).map(([name, label]) => ({ label, name })),
    types: USER_EVENT_TYPES,
  };
}
