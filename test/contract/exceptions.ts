// Where @vercel/sdk's own model is wrong, or disagrees with the platform's documents (the platform's documents win for what they
// state): each exception ONCE, with its evidence, and the model the checker uses instead, built
// from the SDK's own so that everything else stays checked. Nothing else loosens the check.
import { z, type ZodTypeAny } from "zod/v3";

export interface ModelException {
  readonly operationId: string;
  /** What the SDK's model says, with its source line. */
  readonly sdkSays: string;
  /** What the platform answers, with the evidence (seed quote, api-contract.md, platform docs). */
  readonly platformAnswers: string;
  readonly evidence: readonly string[];
  /** The model to check with instead, derived from the SDK's. */
  correct(sdkModel: ZodTypeAny): ZodTypeAny;
}

/** The team's notes of the platform's payload shapes, each with its source (kept beside the repository). */
const API_CONTRACT = "The API contract notes";

export const MODEL_EXCEPTIONS: readonly ModelException[] = [
  {
    operationId: "getEdgeConfigs",
    sdkSays:
      "one GetEdgeConfigsResponseBody object: src/funcs/globalConfigGetEdgeConfigs.ts:165 `M.json(200, GetEdgeConfigsResponseBody$inboundSchema)`",
    platformAnswers: "an array of edge configs",
    evidence: [
      `${API_CONTRACT} §7.2: "| List stores | \`GET /v1/edge-config\` | 200 **array** of EdgeConfig |"`,
    ],
    correct: (model) => z.array(model),
  },
  {
    operationId: "getEdgeConfigTokens",
    sdkSays:
      "one GlobalConfigToken object: src/funcs/globalConfigGetEdgeConfigTokens.ts:175 `M.json(200, GlobalConfigToken$inboundSchema)`",
    platformAnswers: "an array of tokens",
    evidence: [
      `${API_CONTRACT} §7.2: "| List tokens | \`GET /v1/edge-config/{edgeConfigId}/tokens\` | 200 **array** of Token |"`,
    ],
    correct: (model) => z.array(model),
  },
];

/**
 * Operations whose SDK function sends no body (`const body = null;`) although the platform needs one:
 * the OpenAPI description the SDK is generated from lacks it. The contract test sends the body the
 * platform's own client sends with the SDK's request (support/contract.ts `check(..., { body })`);
 * nothing else may.
 */
export interface RequestBodyException {
  readonly operationId: string;
  readonly sdkSays: string;
  readonly evidence: readonly string[];
}

const VERCEL_CLI = "node_modules/vercel/dist/commands-bulk.js (vercel CLI 64.0.2)";
const NO_BODY = (func: string) => `src/funcs/${func}.ts: \`const body = null;\` (no request model)`;

export const REQUEST_BODY_EXCEPTIONS: readonly RequestBodyException[] = [
  {
    operationId: "createAiGatewayRule",
    sdkSays: NO_BODY("aiGatewayCreateAiGatewayRule"),
    evidence: [
      `${VERCEL_CLI}: \`createRule(client,{type,match:{model:source},...action?{action}:{},...description?{description}:{}})\` POSTs it to /ai-gateway/rules`,
    ],
  },
  {
    operationId: "updateAiGatewayRule",
    sdkSays: NO_BODY("aiGatewayUpdateAiGatewayRule"),
    evidence: [
      `${VERCEL_CLI}: \`updateRule(client,{ruleId,...enabled,...description,...action})\` PATCHes /ai-gateway/rules`,
      'docs/rest-api/api-ai-gateway/update-rule: "Update a routing rule (enabled, action, or description)"',
    ],
  },
  {
    operationId: "createAiGatewayVirtualModelConfig",
    sdkSays: NO_BODY("apiAiGatewayCreateAiGatewayVirtualModelConfig"),
    evidence: [
      `${VERCEL_CLI}: \`createVirtualModel(client,merged)\` POSTs /ai-gateway/virtual-model-configs with SETTABLE_FIELDS (virtualModelSlug, modelSlug, kind, ...)`,
    ],
  },
  {
    operationId: "updateAiGatewayVirtualModelConfig",
    sdkSays: NO_BODY("apiAiGatewayUpdateAiGatewayVirtualModelConfig"),
    evidence: [
      `${VERCEL_CLI}: UPDATEABLE_FIELDS (virtualModelSlug, modelSlug, displayName, ...); without a slug in the path the body names the config`,
    ],
  },
  {
    operationId: "replaceDomainsByDomainRecords",
    sdkSays: NO_BODY("replaceDomainsByDomainRecords"),
    evidence: [
      `${VERCEL_CLI}: \`dns import\` PUTs /v3/domains/{domain}/records with the zone file as the body, headers {"Content-Type":"text/dns"}, and reads \`{recordIds}\``,
    ],
  },
  {
    operationId: "updateAiGatewayVirtualModelConfigBySlug",
    sdkSays: NO_BODY("apiAiGatewayUpdateAiGatewayVirtualModelConfigBySlug"),
    evidence: [
      `${VERCEL_CLI}: \`updateVirtualModel\` PATCHes /ai-gateway/virtual-model-configs/{slug} with the updates`,
    ],
  },
  {
    operationId: "updateRollingReleaseConfig",
    sdkSays: NO_BODY("rollingReleaseUpdateRollingReleaseConfig"),
    evidence: [
      `${VERCEL_CLI}: \`configureRollingRelease\` PATCHes /v1/projects/{projectId}/rolling-release/config with \`{...rollingReleaseConfig, enabled}\``,
      "vercel/terraform-provider-vercel client/project_rolling_release.go: PATCH with `{ enabled, advancementType, stages }`",
    ],
  },
];

/**
 * Operations whose SDK function accepts its success answer only under a content type the platform
 * does not send: the SDK throws "Unexpected Status or Content-Type" on a 200 that is right. The
 * contract check still requires the status; the test checks the body itself.
 */
export interface ContentTypeException {
  readonly operationId: string;
  readonly sdkSays: string;
  readonly platformAnswers: string;
  readonly evidence: readonly string[];
}

export const CONTENT_TYPE_EXCEPTIONS: readonly ContentTypeException[] = [
  {
    operationId: "downloadArtifact",
    sdkSays:
      'src/funcs/artifactsDownloadArtifact.ts: `M.stream(200, z.instanceof(ReadableStream), { ctype: "application/json" })`',
    platformAnswers: "the artifact's bytes as application/octet-stream (a tar.zst archive is no JSON)",
    evidence: [
      'the platform\'s REST reference, "Download a cache artifact": "The artifact is downloaded as an octet-stream" (its Responses table says application/json, which the SDK was generated from)',
      "turbo 2.11.11 (test/real-clients/turbo-remote-cache.spec.ts) replays the downloaded bytes as its cache archive",
    ],
  },
];

/** The SDK's model for `operationId`, with its recorded exception applied when it has one. */
export function correctedModel(operationId: string, sdkModel: ZodTypeAny): ZodTypeAny {
  const exception = MODEL_EXCEPTIONS.find((candidate) => candidate.operationId === operationId);
  return exception ? exception.correct(sdkModel) : sdkModel;
}

export { z };
