// The connector rules (schema/connector-rules.ts, schema/connector-types.ts) as zod checks, so that
// `check` refuses a bad name, UID, color, icon, a type's missing field, a credential passed in
// plain `data`, or triggers on a type that takes none, before any call, naming the field and the rule.
import { z } from "zod";
import { CONNECTOR_TYPES, type ConnectorType } from "../../../schema/connect";
import {
  colorProblem,
  connectorNameProblem,
  connectorUidProblem,
  destinationPathProblem,
  iconProblem,
} from "../../../schema/connector-rules";
import { CONNECTOR_TYPE_DEFINITIONS, isConnectorType } from "../../../schema/connector-types";

const ruled = (problem: (value: string) => string | undefined) =>
  z.string().superRefine((value, ctx) => {
    const reason = problem(value);
    if (reason !== undefined) ctx.addIssue({ code: "custom", message: reason });
  });

export const ConnectorName = ruled((name) => connectorNameProblem(name.trim()));
export const ConnectorUid = ruled(connectorUidProblem);
export const Color = ruled(colorProblem);
export const Icon = ruled(iconProblem);
export const ConnectorTypeArgument = z.enum(CONNECTOR_TYPES);

/** Configuration of a connector's type: JSON values by field name. */
export const ConnectorData = z.record(z.string(), z.json());

/** An api-key connector's keys: what its tokens are. */
export const ApiKey = z.strictObject({
  value: z.string().min(1, "must not be empty").describe("The key itself, handed out as the token. Secret."),
  scope: z
    .string()
    .min(1, "must not be empty")
    .optional()
    .describe(
      "The scope a token request names to get this key; without one, the key only answers requests that name no scope.",
    ),
  expiresAt: z
    .number()
    .int()
    .positive("must be a time in epoch milliseconds")
    .optional()
    .describe(
      "When the key stops being handed out, in milliseconds since the Unix epoch (a time in the future); never when omitted.",
    ),
});

/** A trigger destination of a connected project: a branch, a custom environment, or its default deployment. */
export const TriggerDestination = z
  .strictObject({
    branch: z
      .string()
      .min(1, "must not be empty")
      .optional()
      .describe(
        "The git branch whose deployment receives the triggers; not together with `customEnvironmentId`.",
      ),
    customEnvironmentId: z
      .string()
      .min(1, "must not be empty")
      .optional()
      .describe(
        "The id of the project's custom environment whose deployment receives the triggers; not together with `branch`.",
      ),
    path: ruled(destinationPathProblem)
      .optional()
      .describe("The path of the deployment the triggers are sent to, starting with `/`."),
  })
  .superRefine((destination, ctx) => {
    if (destination.branch !== undefined && destination.customEnvironmentId !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["customEnvironmentId"],
        message: "must not be set with branch: a destination targets a branch or a custom environment",
      });
    }
  });

/** The type `type` names, or the one a preset's `service` names. */
export function resolvedType(inputs: {
  type?: string | undefined;
  service?: string | undefined;
  connectionMethod?: string | undefined;
}): ConnectorType | undefined {
  if (inputs.type !== undefined) return isConnectorType(inputs.type) ? inputs.type : undefined;
  const service = inputs.service?.toLowerCase();
  return inputs.connectionMethod !== undefined && service !== undefined && isConnectorType(service)
    ? service
    : undefined;
}

interface TypedInputs {
  type?: string | undefined;
  service?: string | undefined;
  connectionMethod?: string | undefined;
  params?: Record<string, string> | undefined;
  target?: string | undefined;
  data?: Record<string, unknown> | undefined;
  credentials?: Record<string, unknown> | undefined;
  apiKeys?: readonly unknown[] | undefined;
  triggers?: boolean | undefined;
}

/** The rules that depend on the connector's type (schema/connector-types.ts). */
export function checkTypeRules(inputs: TypedInputs, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: "custom", path, message });
  for (const field of ["params", "target"] as const) {
    if (inputs[field] !== undefined && inputs.connectionMethod === undefined) {
      issue([field], "requires connectionMethod (a preset of the service)");
    }
  }
  if (inputs.type === undefined) {
    if (inputs.service === undefined || inputs.connectionMethod === undefined) {
      issue(["type"], "is required, unless service and connectionMethod name a preset");
      return;
    }
    if (!isConnectorType(inputs.service.toLowerCase())) {
      issue(["service"], `must name a connector type (${CONNECTOR_TYPES.join(", ")}) when type is omitted`);
      return;
    }
  }
  const type = resolvedType(inputs);
  if (type === undefined) return; // `type` itself is refused by its enum.
  const definition = CONNECTOR_TYPE_DEFINITIONS[type];
  const data = inputs.data ?? {};
  const credentials = inputs.credentials ?? {};
  for (const field of definition.required) {
    const present = [data[field], credentials[field]].some((v) => v !== undefined && v !== null && v !== "");
    if (!present) {
      const where = definition.secrets.includes(field) ? "credentials" : "data";
      issue([where, field], `is required for ${type} connectors`);
    }
  }
  for (const field of definition.secrets) {
    if (data[field] !== undefined) {
      issue(
        ["data", field],
        `is a credential of ${type} connectors: pass it in credentials, which stay secret`,
      );
    }
  }
  if (type === "api-key") {
    if (data.values !== undefined || credentials.values !== undefined) {
      issue(
        [data.values !== undefined ? "data" : "credentials", "values"],
        "is apiKeys for api-key connectors",
      );
    }
  } else if (inputs.apiKeys !== undefined) {
    issue(["apiKeys"], `is only taken by api-key connectors, not ${type}`);
  }
  if (inputs.triggers === true && !definition.supportsTriggers) {
    issue(["triggers"], `${type} connectors do not take triggers (only slack does)`);
  }
}
