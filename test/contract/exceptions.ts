// Where @vercel/sdk's own model is wrong, or disagrees with the seeds (the seeds win for what they
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

const API_CONTRACT = "/work/shared/reference/api-contract.md";

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

/** The SDK's model for `operationId`, with its recorded exception applied when it has one. */
export function correctedModel(operationId: string, sdkModel: ZodTypeAny): ZodTypeAny {
  const exception = MODEL_EXCEPTIONS.find((candidate) => candidate.operationId === operationId);
  return exception ? exception.correct(sdkModel) : sdkModel;
}

export { z };
