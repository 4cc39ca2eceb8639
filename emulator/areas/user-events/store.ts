// An account's activity log (GET /v3/events), recorded in one place: the store tells
// `userEventObserver` of every item a collection inserts or removes, and the table below says which
// of them are events of the platform and how they read. A route records nothing by hand; a new
// kind of event is one line here.
import { newId } from "../../ids";
import { emulatorNow } from "../../clock";
import type { Store, WriteObserver } from "../../store";
import { DEFAULT_USER_ID, findUser } from "../identity/store";

export const USER_EVENTS = "userEvents";

export interface StoredUserEvent {
  id: string;
  type: string;
  text: string;
  /** Where the object's name sits in `text`, as the dashboard highlights it. */
  entity: { type: string; start: number; end: number };
  createdAt: number;
  principalId: string;
  /** The object's id, for `entityId`; its project, for `projectIds`. */
  objectId: string;
  projectId: string | null;
}

interface Item {
  readonly id: string;
  readonly [key: string]: unknown;
}

interface EventKind {
  readonly created: string;
  readonly removed: string;
  /** How the object is named in the text, and the kind of entity the name is. */
  readonly noun: string;
  readonly entity: string;
  name(item: Item): string;
  projectId?(item: Item): string | null;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The collections whose inserts and removals are events, with the platform's type names (@vercel/sdk UserEventType). */
const KINDS: Readonly<Record<string, EventKind>> = {
  projects: {
    created: "project-created",
    removed: "project-delete",
    noun: "project",
    entity: "project_name",
    name: (p) => text(p["name"]),
    projectId: (p) => p.id,
  },
  domains: {
    created: "domain",
    removed: "domain-delete",
    noun: "domain",
    entity: "bold",
    name: (d) => text(d["name"]),
  },
  dnsRecords: {
    created: "dns-add",
    removed: "dns-delete",
    noun: "DNS record",
    entity: "dns_record",
    name: (r) => [text(r["name"]), text(r["type"])].filter(Boolean).join(" "),
  },
  env: {
    created: "env-variable-add",
    removed: "env-variable-delete",
    noun: "environment variable",
    entity: "env_var_name",
    name: (e) => text(e["key"]),
    projectId: (e) => text(e["projectId"]) || null,
  },
  deployments: {
    created: "deployment",
    removed: "deployment-delete",
    noun: "deployment",
    entity: "deployment_host",
    name: (d) => text(d["url"]),
    projectId: (d) => text(d["projectId"]) || null,
  },
  webhooks: {
    created: "webhook-created",
    removed: "webhook-deleted",
    noun: "webhook",
    entity: "link",
    name: (w) => text(w["url"]),
  },
};

export const userEventsOf = (store: Store) => store.collection<StoredUserEvent>(USER_EVENTS);

export const userEventObserver: WriteObserver = {
  changed(store, { kind, collection, ownerId, item }) {
    const eventKind = KINDS[collection];
    if (!eventKind) return;
    const object = item as Item;
    const principalId = store.actor ?? DEFAULT_USER_ID;
    const username = findUser(store, principalId)?.username ?? principalId;
    const name = eventKind.name(object);
    const verb = kind === "inserted" ? "created" : "deleted";
    const prefix = `${username} ${verb} the ${eventKind.noun} `;
    userEventsOf(store).insert(ownerId, {
      id: newId("evt_", 24),
      type: kind === "inserted" ? eventKind.created : eventKind.removed,
      text: `${prefix}${name}`,
      entity: { type: eventKind.entity, start: prefix.length, end: prefix.length + name.length },
      createdAt: emulatorNow(store),
      principalId,
      objectId: object.id,
      projectId: eventKind.projectId?.(object) ?? null,
    });
  },
};
