// Which model and provider serve a request, as the gateway decides it:
// 1. the owner's first enabled rule matching the requested model applies: `deny` refuses (403),
//    `rewrite` serves the rule's model instead (rules only change the model; everything else applies);
// 2. `vmc/<slug>` is a virtual model config: an alias serves its `modelSlug` then its fallback
//    `models`, a router its `models` in order, each with the config's provider order and filter
//    unless the request gives its own; a relay forwards to another host, which the emulator cannot;
// 3. each candidate model is tried on its providers, the request's `order` first, only those in
//    `only`; a provider the admin API switched off fails its attempt, and the next is tried.
import type { Store } from "../../../store";
import { VIRTUAL_MODEL_PREFIX } from "../../../../schema/ai-gateway";
import { catalogueModel } from "../catalogue";
import { enabledRules, isProviderDown, liveVirtualModel, type CatalogueModel } from "../store";
import type { GatewayOptions } from "./conversation";
import { deniedByRule, invalidField, notEmulated, providersFailed, unknownModel } from "./errors";

export interface Attempt {
  readonly model: string;
  readonly provider: string;
  readonly success: boolean;
}

export interface Routing {
  /** The model the request named. */
  readonly requested: string;
  /** The model that served. */
  readonly model: CatalogueModel;
  readonly provider: string;
  readonly attempts: readonly Attempt[];
  /** The rule that rewrote the model, if one did. */
  readonly ruleId?: string | undefined;
}

/** Where each option of the routing came from, to name it in an error. */
interface Candidates {
  readonly models: ReadonlyArray<{ readonly id: string; readonly field: string; readonly how: string }>;
  readonly order: readonly string[];
  readonly only: readonly string[] | undefined;
  readonly onlyField: string;
}

export function route(store: Store, ownerId: string, requested: string, options: GatewayOptions): Routing {
  const rule = enabledRules(store, ownerId).find((candidate) => candidate.match?.model === requested);
  if (rule?.type === "deny") throw deniedByRule(requested, rule.ruleId, rule.action?.reason);
  const target = rule?.type === "rewrite" ? (rule.action?.rewriteModel ?? requested) : requested;
  const how = rule ? ` (rewritten from "${requested}" by rule ${rule.ruleId})` : "";

  const candidates = target.startsWith(VIRTUAL_MODEL_PREFIX)
    ? virtualModelCandidates(store, ownerId, target, how, options)
    : requestCandidates(target, how, options);
  const models = candidates.models.map(({ id, field, how: why }) => {
    const found = catalogueModel(store, id);
    if (!found) throw unknownModel(field, id, why);
    return found;
  });

  const attempts: Attempt[] = [];
  let eligible = 0;
  for (const model of models) {
    for (const provider of providersOf(model, candidates)) {
      eligible += 1;
      const success = !isProviderDown(store, provider);
      attempts.push({ model: model.id, provider, success });
      if (success) return { requested, model, provider, attempts, ruleId: rule?.ruleId };
    }
  }
  if (eligible === 0) {
    throw invalidField(
      candidates.onlyField,
      `leaves no provider for ${models.map((model) => model.id).join(", ")} (served by ${models.flatMap((model) => model.providers).join(", ")})`,
    );
  }
  const tried = attempts.map((attempt) => `${attempt.provider} (${attempt.model})`).join(", ");
  throw providersFailed(`Every provider failed for "${requested}": ${tried} are unavailable`);
}

function requestCandidates(target: string, how: string, options: GatewayOptions): Candidates {
  return {
    models: [
      { id: target, field: "model", how },
      ...(options.models ?? []).map((id, i) => ({
        id,
        field: `providerOptions.gateway.models[${i}]`,
        how: "",
      })),
    ],
    order: options.order ?? [],
    only: options.only,
    onlyField: "providerOptions.gateway.only",
  };
}

function virtualModelCandidates(
  store: Store,
  ownerId: string,
  target: string,
  how: string,
  options: GatewayOptions,
): Candidates {
  const slug = target.slice(VIRTUAL_MODEL_PREFIX.length);
  const config = liveVirtualModel(store, ownerId, slug);
  if (!config) throw unknownModel("model", target, how);
  if (config.kind === "relay") {
    throw notEmulated(
      `Virtual model "${target}" relays to ${config.baseUrl ?? "another host"}; the emulator does not forward requests off the machine`,
    );
  }
  const via = ` (through virtual model "${target}")`;
  const ids = config.kind === "router" ? (config.models ?? []) : [config.modelSlug, ...(config.models ?? [])];
  const models = ids.flatMap((id) => (id === undefined ? [] : [{ id, field: "model", how: via }]));
  if (models.length === 0)
    throw invalidField("model", `names virtual model "${target}", which names no model to serve it`);
  return {
    models,
    order: options.order ?? config.providerOrder ?? [],
    only: options.only ?? config.providerOnly,
    onlyField: options.only
      ? "providerOptions.gateway.only"
      : `model (virtual model "${target}" providerOnly)`,
  };
}

/** The model's providers, those in `order` first (in that order), then the rest in the model's order. */
function providersOf(model: CatalogueModel, { order, only }: Candidates): string[] {
  const preferred = order.filter((provider) => model.providers.includes(provider));
  const rest = model.providers.filter((provider) => !preferred.includes(provider));
  return [...preferred, ...rest].filter((provider) => only === undefined || only.includes(provider));
}
