// The queue API (seed: `{queue_url}/api/v3`), served on the queue's own listener (data-plane.ts):
// publish, receive, receive by id, acknowledge and extend. Every request is scoped by its region
// (regions.ts) and by its OIDC token's owner, project and environment (auth.ts).
import {
  BatchPublishResponse,
  DeferredResponse,
  ExtendRequest,
  ExtendResponse,
  PublishResponse,
} from "../../../schema/queue";
import { emulatorNow } from "../../clock";
import { definePlaneRoute, jsonBody, type DataPlane, type PlaneRequest } from "../../data-plane";
import type { OidcIssuer } from "../../oidc";
import { parseRequest } from "../../validation";
import { queueAuthenticator, type QueueCaller } from "./auth";
import { acknowledge, extend, receive, receiveById } from "./leases";
import { deliveryReply } from "./presenter";
import { publish, publishBatch, publishInput } from "./publish";
import { regionOf } from "./regions";
import { checkName, maxMessages, receiveOptions } from "./request-headers";
import { topicKey, type TopicScope } from "./store";

const route = definePlaneRoute<QueueCaller>();

/** The topic's scope: the request's region, the token's claims, the checked topic name. */
function scopeOf(request: PlaneRequest, caller: QueueCaller, topic: string): TopicScope {
  return {
    region: regionOf(request),
    ownerId: caller.ownerId,
    projectId: caller.projectId,
    environment: caller.environment,
    topic: checkName("topic", topic),
  };
}

/** A consumer group's route: the topic's key and the checked group name. */
function consumerOf(request: PlaneRequest, caller: QueueCaller, params: { topic: string; consumer: string }) {
  return {
    key: topicKey(scopeOf(request, caller, params.topic)),
    group: checkName("consumer group", params.consumer),
  };
}

const TOPIC = "/api/v3/topic/:topic";
const CONSUMER = `${TOPIC}/consumer/:consumer` as const;
const LEASE = `${CONSUMER}/lease/:receiptHandle` as const;

const publishRoute = route({
  method: "POST",
  paths: TOPIC,
  rateLimitGroup: "queue.create",
  response: PublishResponse.or(DeferredResponse),
  handle: ({ request, caller, store, params }) => {
    const scope = scopeOf(request, caller, params.topic);
    const outcome = publish(store, scope, publishInput(request), emulatorNow(store));
    if (outcome.kind === "deferred") return { status: 202, json: { deferred: true } };
    return {
      status: 201,
      headers: { "Vqs-Message-Id": outcome.messageId },
      json: { messageId: outcome.messageId },
    };
  },
});

/**
 * The batch form `@vercel/queue`'s `experimental_sendBatch` posts (not in the platform description, served so an
 * application using it runs against the emulator): each part is published as a single publish
 * would be, and answers `sent`, `deferred` or `failed` on its own.
 */
const publishBatchRoute = route({
  method: "POST",
  paths: `${TOPIC}/batch`,
  rateLimitGroup: "queue.create",
  response: BatchPublishResponse,
  handle: ({ request, caller, store, params }) => {
    const scope = scopeOf(request, caller, params.topic);
    return { status: 200, json: publishBatch(store, scope, request, emulatorNow(store)) };
  },
});

const receiveRoute = route({
  method: "POST",
  paths: CONSUMER,
  rateLimitGroup: "queue.read",
  handle: ({ request, caller, store, params }) => {
    const { key, group } = consumerOf(request, caller, params);
    const options = receiveOptions(request);
    const max = maxMessages(request);
    const deliveries = receive(store, key, group, max, options, emulatorNow(store));
    return deliveries.length === 0 ? { status: 204 } : deliveryReply(options.format, deliveries);
  },
});

const receiveByIdRoute = route({
  method: "POST",
  paths: `${CONSUMER}/id/:messageId`,
  rateLimitGroup: "queue.read",
  handle: ({ request, caller, store, params }) => {
    const { key, group } = consumerOf(request, caller, params);
    const options = receiveOptions(request);
    const delivery = receiveById(store, key, group, params.messageId, options, emulatorNow(store));
    return deliveryReply(options.format, [delivery]);
  },
});

const acknowledgeRoute = route({
  method: "DELETE",
  paths: LEASE,
  rateLimitGroup: "queue.delete",
  handle: ({ request, caller, store, params }) => {
    const { key, group } = consumerOf(request, caller, params);
    acknowledge(store, key, group, params.receiptHandle, emulatorNow(store));
    return { status: 204 };
  },
});

/** Extend, on the lease path and on its alternate `/visibility` path. */
const extendRoute = route({
  method: "PATCH",
  paths: [LEASE, `${LEASE}/visibility`],
  rateLimitGroup: "queue.update",
  response: ExtendResponse,
  handle: ({ request, caller, store, params }) => {
    const { key, group } = consumerOf(request, caller, params);
    const body = parseRequest(ExtendRequest, jsonBody(request), "body");
    extend(store, key, group, params.receiptHandle, body.visibilityTimeoutSeconds, emulatorNow(store));
    return { status: 200, json: { success: true } };
  },
});

export function queuePlane(issuer: OidcIssuer): DataPlane<QueueCaller> {
  return {
    name: "queue",
    routes: [publishRoute, publishBatchRoute, receiveRoute, receiveByIdRoute, acknowledgeRoute, extendRoute],
    authenticate: queueAuthenticator(issuer),
  };
}
