// A stored event as GET /v3/events answers it, with its principal's metadata.
import type { z } from "zod";
import type { UserEvent } from "../../../schema/user-events";
import type { Store } from "../../store";
import { findUser } from "../identity/store";
import type { StoredUserEvent } from "./store";

export function presentUserEvent(store: Store, event: StoredUserEvent): z.infer<typeof UserEvent> {
  const user = findUser(store, event.principalId);
  const metadata = user
    ? { avatar: "", email: user.email, uid: user.id, username: user.username }
    : undefined;
  return {
    id: event.id,
    type: event.type,
    text: event.text,
    entities: [event.entity],
    createdAt: event.createdAt,
    principalId: event.principalId,
    userId: event.principalId,
    ...(metadata ? { user: metadata, principal: { ...metadata, type: "user" as const } } : {}),
  };
}
