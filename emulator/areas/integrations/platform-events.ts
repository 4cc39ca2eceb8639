// The events the emulator's own areas emit, one helper per family so that a handler adds one line.
// Payloads carry what identifies the object (the platform's payloads hold more (inferred)).
import type { Store } from "../../store";
import { emitEvent } from "./events";

export function projectEvent(
  store: Store,
  ownerId: string,
  type: "project.created" | "project.removed",
  project: { id: string; name: string },
): void {
  emitEvent(store, {
    ownerId,
    type,
    projectId: project.id,
    payload: { project: { id: project.id, name: project.name } },
  });
}

export function envEvent(
  store: Store,
  ownerId: string,
  type: "project.env-variable.created" | "project.env-variable.deleted",
  env: { id: string; key: string; projectId: string },
): void {
  emitEvent(store, {
    ownerId,
    type,
    projectId: env.projectId,
    payload: { project: { id: env.projectId }, env: { id: env.id, key: env.key } },
  });
}

export function domainEvent(
  store: Store,
  ownerId: string,
  type: "domain.created",
  domain: { name: string },
): void {
  emitEvent(store, { ownerId, type, payload: { domain: { name: domain.name } } });
}

export function projectDomainEvent(
  store: Store,
  ownerId: string,
  type: "project.domain.created" | "project.domain.updated" | "project.domain.deleted",
  domain: { name: string; projectId: string },
): void {
  emitEvent(store, {
    ownerId,
    type,
    projectId: domain.projectId,
    payload: { project: { id: domain.projectId }, domain: { name: domain.name } },
  });
}
