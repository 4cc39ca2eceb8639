// Drains and webhooks: LogDrain, TraceDrain, Webhook, getLogDrain and getTraceDrain.
import { bindResource } from "../dynamic/resource";
import { getLogDrainFunction, getTraceDrainFunction } from "../families/drains/lookups";
import { bindFunction } from "../functions/invoke";
import { logDrainDefinition, type LogDrainInputs, type LogDrainOutputs } from "../families/drains/log-drain";
import {
  traceDrainDefinition,
  type TraceDrainInputs,
  type TraceDrainOutputs,
} from "../families/drains/trace-drain";
import { webhookDefinition, type WebhookInputs, type WebhookOutputs } from "../families/webhooks/webhook";

export const LogDrain = bindResource<LogDrainInputs, LogDrainOutputs>(logDrainDefinition);
export type LogDrain = InstanceType<typeof LogDrain>;
/** What `new LogDrain(name, args)` takes. */
export type LogDrainArgs = ConstructorParameters<typeof LogDrain>[1];

export const TraceDrain = bindResource<TraceDrainInputs, TraceDrainOutputs>(traceDrainDefinition);
export type TraceDrain = InstanceType<typeof TraceDrain>;
/** What `new TraceDrain(name, args)` takes. */
export type TraceDrainArgs = ConstructorParameters<typeof TraceDrain>[1];

export const Webhook = bindResource<WebhookInputs, WebhookOutputs>(webhookDefinition);
export type Webhook = InstanceType<typeof Webhook>;
/** What `new Webhook(name, args)` takes. */
export type WebhookArgs = ConstructorParameters<typeof Webhook>[1];

const logDrain = bindFunction(getLogDrainFunction);
/** A log drain by id; its secret and headers are secret results. */
export const getLogDrain = logDrain.direct;
export const getLogDrainOutput = logDrain.output;

const traceDrain = bindFunction(getTraceDrainFunction);
/** A trace drain by id; its secret and headers are secret results. */
export const getTraceDrain = traceDrain.direct;
export const getTraceDrainOutput = traceDrain.output;
