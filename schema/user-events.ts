// Wire types of an account's activity log, GET /v3/events (seed 000 group `user`; payloads "not
// shown" there, so @vercel/sdk's models are the contract: models/listusereventsop.ts, userevent.ts).
import { z } from "zod";

export const UserEventsQuery = z.object({
  limit: z.coerce.number().int().min(1, "must be 1 to 100").max(100, "must be 1 to 100").default(20),
  /** Epoch milliseconds or an ISO date. */
  since: z.string().optional(),
  until: z.string().optional(),
  /** Comma-separated event types. */
  types: z.string().optional(),
  userId: z.string().optional(),
  principalId: z.string().optional(),
  /** Comma-separated project ids. */
  projectIds: z.string().optional(),
  entityId: z.string().optional(),
  withPayload: z.string().optional(),
});

const EventUser = z.object({
  avatar: z.string(),
  email: z.string(),
  slug: z.string().optional(),
  uid: z.string(),
  username: z.string(),
});

export const UserEvent = z.object({
  id: z.string(),
  type: z.string(),
  text: z.string(),
  entities: z.array(z.object({ type: z.string(), start: z.number(), end: z.number() })),
  createdAt: z.number(),
  principalId: z.string(),
  userId: z.string().optional(),
  user: EventUser.optional(),
  principal: EventUser.extend({ type: z.literal("user").optional() }).optional(),
});
export const UserEventList = z.object({ events: z.array(UserEvent) });
