// What LogDrain and TraceDrain share: both are drains on /v1/drains (api-contract §10.1) that
// differ in their schema (`log` or `trace`), their destination type and a few arguments. The
// Terraform provider replaces a drain on any change; here every edit is one PATCH /v1/drains/{id}.
import { z } from "zod";
import {
  DrainEnvironment,
  DrainHeaders,
  type Drain,
  type DrainCreateRequest,
  type DrainDelivery,
  type DrainFilter,
  type DrainUpdateRequest,
  type SamplingRule,
} from "../../../schema/drains";
import { drainEndpoint } from "./drains-api";
import type { FieldMap } from "../../reconcile/fields";
import { defineResource, type Changes, type ResourceDefinition } from "../kit/definition";

const Rate = z.number().min(0, "must be between 0 and 1").max(1, "must be between 0 and 1");

export const SamplingRuleInput = z.strictObject({
  /** production or preview; every environment when omitted. */
  environment: DrainEnvironment.optional(),
  /** The share of matching requests forwarded, 0 to 1. */
  rate: Rate,
  /** A path prefix, e.g. "/api"; blank or omitted means every path. */
  requestPath: z.string().optional(),
});
export type SamplingRuleInput = z.infer<typeof SamplingRuleInput>;

export const DrainName = z.string().min(1, "must not be empty").max(128, "must be at most 128 characters");

/** The arguments of both drains. */
export const DrainShape = {
  /**
   * The drain's name. Optional, as in @pulumiverse/vercel: a drain without one is named after its
   * endpoint's host (`nameOf`), and a name set outside the program is kept.
   */
  name: DrainName.optional(),
  /** The URL deliveries are POSTed to. */
  endpoint: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }),
  /** Headers sent with every delivery; secret, as they often carry credentials. */
  headers: DrainHeaders.optional(),
  /** Projects (ids) whose data is drained; a set. Empty or omitted: every project of the team. */
  projectIds: z.array(z.string().min(1, "must not be empty")).optional(),
  /**
   * Evaluated top to bottom: the first rule matching a request's environment and path decides
   * the rate; when rules exist, requests no rule matches are dropped; with none, all are forwarded.
   */
  samplingRules: z.array(SamplingRuleInput).optional(),
  /** Signs every delivery (x-vercel-signature); the platform generates one when omitted. */
  secret: z.string().min(1, "must not be empty").optional(),
};

/** What the platform fills in: echoed by both drains' outputs. */
export const DrainComputedShape = {
  name: z.string(),
  headers: DrainHeaders,
  projectIds: z.array(z.string()),
  samplingRules: z.array(SamplingRuleInput),
  secret: z.string(),
  /** enabled, disabled or errored. */
  status: z.string().optional(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
};

export interface DrainInputs {
  name?: string | undefined;
  endpoint: string;
  deliveryFormat?: string | undefined;
  headers?: Record<string, string> | undefined;
  projectIds?: string[] | undefined;
  samplingRules?: SamplingRuleInput[] | undefined;
  secret?: string | undefined;
}

export type DrainOutputs = Omit<
  DrainInputs,
  "name" | "headers" | "projectIds" | "samplingRules" | "secret"
> & {
  name: string;
  deliveryFormat: string;
  headers: Record<string, string>;
  projectIds: string[];
  samplingRules: SamplingRuleInput[];
  secret: string;
  status?: string | undefined;
  createdAt: number;
};

export const drainFields: FieldMap = {
  // Omitted: the name given at create (the endpoint's host) or set on the platform is kept.
  name: { computed: true, reported: true },
  deliveryFormat: { default: "json" },
  headers: { secret: true, default: {} },
  projectIds: { unordered: true, default: [] },
  samplingRules: { default: [] },
  "samplingRules[].requestPath": { default: "" },
  secret: { secret: true, computed: true },
};

export function samplingOf(rules: readonly SamplingRuleInput[] | undefined): SamplingRule[] {
  return (rules ?? []).map((rule) => ({
    type: "head_sampling",
    rate: rule.rate,
    ...(rule.environment ? { env: rule.environment } : {}),
    ...(rule.requestPath ? { requestPath: rule.requestPath } : {}),
  }));
}

export function rulesOf(sampling: readonly SamplingRule[] | undefined): SamplingRuleInput[] {
  return (sampling ?? []).map((rule) => ({
    rate: rule.rate,
    ...(rule.env ? { environment: rule.env } : {}),
    ...(rule.requestPath ? { requestPath: rule.requestPath } : {}),
  }));
}

/** The drain's name: the program's, or its endpoint's host (what a person recognises in a list). */
export function nameOf(inputs: Pick<DrainInputs, "name" | "endpoint">): string {
  return inputs.name ?? new URL(inputs.endpoint).host;
}

/** The arguments both drains read back the same way. */
export function commonOutputs(drain: Drain): DrainOutputs {
  const delivery = drain.delivery as {
    encoding?: unknown;
    headers?: Record<string, string>;
    secret?: unknown;
  };
  return {
    name: drain.name,
    endpoint: drainEndpoint(drain) ?? "",
    deliveryFormat: typeof delivery.encoding === "string" ? delivery.encoding : "",
    headers: delivery.headers ?? {},
    projectIds: drain.projects === "all" ? [] : (drain.projectIds ?? []),
    samplingRules: rulesOf(drain.sampling),
    // A secret an integration holds is an object: there is nothing to compare it with.
    secret: typeof delivery.secret === "string" ? delivery.secret : "",
    ...(drain.status !== undefined ? { status: drain.status } : {}),
    createdAt: drain.createdAt,
  };
}

/** The drain, when it carries `schema`: a log drain read as a trace drain is an error, not drift. */
export function requireSchema(drain: Drain, schema: string): Drain {
  if (!(schema in drain.schemas)) {
    throw new Error(
      `drain ${drain.id} is not a ${schema} drain (it carries ${Object.keys(drain.schemas).join(", ")})`,
    );
  }
  return drain;
}

/** What distinguishes one kind of drain. */
export interface DrainKind<Inputs extends DrainInputs, Outputs extends DrainOutputs> {
  readonly name: string;
  /** What the drain is, for users (the definition's `description`). */
  readonly description: string;
  /** The `schemas` key: "log" or "trace". */
  readonly schema: "log" | "trace";
  readonly inputs: z.ZodObject<z.ZodRawShape> & z.ZodType<Inputs>;
  readonly outputs: z.ZodObject<z.ZodRawShape> & z.ZodType<Outputs>;
  /** Fields beyond the shared ones. */
  readonly fields: FieldMap;
  /** Inputs that live in the filter: a change sends the whole filter. */
  readonly filterKeys: readonly string[];
  delivery(inputs: Inputs, secret: string | undefined): DrainDelivery;
  filter(inputs: Inputs): DrainFilter | undefined;
  /** The sampling rules to send; the shared `samplingRules` unless the kind has another form. */
  sampling(inputs: Inputs): SamplingRule[];
  /** Inputs that live in the sampling rules: a change sends all of them. */
  readonly samplingKeys: readonly string[];
  /** The read drain as outputs; `shape` (the state or the program) chooses between equal forms. */
  toOutputs(drain: Drain, shape: Partial<Inputs>): Outputs;
}

const DELIVERY_KEYS = ["endpoint", "deliveryFormat", "headers", "secret"];

export function defineDrain<Inputs extends DrainInputs, Outputs extends DrainOutputs>(
  kind: DrainKind<Inputs, Outputs>,
): ResourceDefinition<Inputs, Outputs> {
  function projects(inputs: Inputs): Pick<DrainCreateRequest, "projects" | "projectIds"> {
    return inputs.projectIds?.length
      ? { projects: "some", projectIds: inputs.projectIds }
      : { projects: "all" };
  }

  /** One PATCH body holding every changed part; a part is sent whole (the API replaces it). */
  function patch(olds: Outputs, news: Inputs, changes: Changes): DrainUpdateRequest {
    const changed = (keys: readonly string[]) => keys.some((key) => changes.has(key));
    const sampling = kind.sampling(news);
    return {
      ...(changes.has("name") && news.name !== undefined ? { name: news.name } : {}),
      ...(changes.has("projectIds")
        ? { ...projects(news), ...(news.projectIds?.length ? {} : { projectIds: null }) }
        : {}),
      // A generated secret is kept unless the program now sets one.
      ...(changed(DELIVERY_KEYS) ? { delivery: kind.delivery(news, news.secret ?? olds.secret) } : {}),
      ...(changed(kind.filterKeys) ? { filter: kind.filter(news) ?? null } : {}),
      ...(changed(kind.samplingKeys) ? { sampling: sampling.length ? sampling : null } : {}),
    };
  }

  return defineResource<Inputs, Outputs>({
    name: kind.name,
    description: kind.description,
    inputs: kind.inputs,
    outputs: kind.outputs,
    fields: { ...drainFields, ...kind.fields },
    // Drains have no unique key: nothing collides, and no change replaces one anyway.
    deleteBeforeReplace: false,
    secretOutputs: [],
    importId: { segments: ["drainId"], toId: ([id]) => id ?? "" },
    adopt: {
      key: "name",
      async find(ctx, inputs) {
        const [found] = await ctx.client.drains.findMatching(nameOf(inputs), [kind.schema], inputs.endpoint);
        return found && { id: found.id, outputs: kind.toOutputs(found, inputs) };
      },
    },

    async create(ctx, inputs) {
      const sampling = kind.sampling(inputs);
      const filter = kind.filter(inputs);
      const drain = await ctx.client.drains.create({
        name: nameOf(inputs),
        ...projects(inputs),
        schemas: { [kind.schema]: { version: "v1" } },
        delivery: kind.delivery(inputs, inputs.secret),
        ...(sampling.length ? { sampling } : {}),
        ...(filter ? { filter } : {}),
        source: { kind: "self-served" },
      });
      return { id: drain.id, outputs: kind.toOutputs(drain, inputs) };
    },

    read: async (ctx, id, state) =>
      kind.toOutputs(requireSchema(await ctx.client.drains.get(id), kind.schema), state as Partial<Inputs>),

    async update(ctx, id, olds, news, changes) {
      const body = patch(olds, news, changes);
      if (Object.keys(body).length === 0) return olds;
      return kind.toOutputs(await ctx.client.drains.update(id, body), news);
    },

    async delete(ctx, id) {
      await ctx.client.drains.delete(id);
    },
  });
}
