// Where @vercel/sdk's request model lacks what the platform takes: each gap ONCE, with its evidence,
// and the body model the checker uses instead, built from the SDK's own so that everything else
// stays checked (as test/contract/exceptions.ts does for answers). Nothing else loosens the check.
import { join } from "node:path";
import { z, type ZodTypeAny } from "zod/v3";
import { sdkPackageDir } from "../sdk-operations";

export interface RequestModelException {
  readonly operationId: string;
  /** What the SDK's request model says, with its source. */
  readonly sdkSays: string;
  /** What the platform takes, and who sends it. */
  readonly platformTakes: string;
  readonly evidence: readonly string[];
  /** The body model to check with instead, derived from the SDK's. */
  correctBody(sdkBody: ZodTypeAny): ZodTypeAny;
}

const TERRAFORM_PROJECT_CLIENT =
  "github.com/vercel/terraform-provider-vercel client/project.go (commit c8a6711c565ff6817a7d8ff0ad5d3de2331c0d40)";
const PROJECT_ANSWER_MODELS =
  "@vercel/sdk 1.28.35 esm/models/updateprojectprojectsresponse200applicationjsonaction.d.ts";

export const REQUEST_MODEL_EXCEPTIONS: readonly RequestModelException[] = [
  {
    operationId: "stageRoutes",
    sdkSays:
      "StageRoutesRequestBody.routes[] (esm/models/stageroutesop.d.ts, `Routes`) has id, name, description, " +
      "enabled and route, but not `srcSyntax`.",
    platformTakes:
      "`srcSyntax` on each staged rule, as on a rule added or edited one at a time: a whole-set stage that " +
      "dropped it would make every `path-to-regexp` or `equals` rule match as a regular expression " +
      "(ProjectRoutes stages its ordered set with this call).",
    evidence: [
      "@vercel/sdk 1.28.35 esm/models/addrouteop.d.ts: AddRouteRoute { name; description?; enabled?; " +
        "srcSyntax?: SrcSyntax (equals | path-to-regexp | regex); route }",
      "@vercel/sdk 1.28.35 esm/models/editrouteop.d.ts: EditRouteRoute { name; description?; enabled?; " +
        "srcSyntax?: EditRouteSrcSyntax; route }",
      "@vercel/sdk 1.28.35 esm/models/getroutesop.d.ts: every rule a version holds answers `srcSyntax` " +
        "(GetRoutesResponseBodyProjectRoutesResponseRoutes.srcSyntax), the staged version's too",
    ],
    correctBody: (body) =>
      extendElements(body, "routes", { srcSyntax: z.enum(["equals", "path-to-regexp", "regex"]).optional() }),
  },
  {
    operationId: "updateProject",
    sdkSays:
      "UpdateProjectRequestBody (esm/models/updateprojectdefinitions.d.ts) has neither `gitComments` nor " +
      "`gitProviderOptions`; CreateProjectRequestBody has neither either. Both are in the project the " +
      "operation answers (UpdateProjectResponseBody.gitComments, .gitProviderOptions).",
    platformTakes:
      "both on PATCH /v9/projects/{idOrName}: the Terraform provider writes its `git_comments` and " +
      "`git_provider_options` arguments through this operation (the project anchors, " +
      "the Terraform provider's vercel_project: `git_comments{on_pull_request, on_commit}`, " +
      "`git_provider_options{require_verified_commits, create_deployments, repository_dispatch_events, " +
      "git_commit_status, consolidated_git_commit_status{enabled, propagate_failures}}`)",
    evidence: [
      `${TERRAFORM_PROJECT_CLIENT}: \`type UpdateProjectRequest struct\` holds ` +
        '`GitComments *GitComments `json:"gitComments"`` and ' +
        '`GitProviderOptions *GitProviderOptions `json:"gitProviderOptions,omitempty"``, sent by ' +
        '`UpdateProject`: `url := fmt.Sprintf("%s/v9/projects/%s", ...)`, `method: "PATCH"`',
      `${TERRAFORM_PROJECT_CLIENT}: \`type GitComments struct { OnCommit bool; OnPullRequest bool }\` ` +
        "(both always sent); `type GitProviderOptions struct` with every field `omitempty`: " +
        "requireVerifiedCommits *bool, createDeployments *string, disableRepositoryDispatchEvents *bool, " +
        "gitCommitStatus *bool, consolidatedGitCommitStatus *{ enabled bool, propagateFailures bool }",
      `${PROJECT_ANSWER_MODELS}: UpdateProjectGitComments { onCommit: boolean; onPullRequest: boolean }, ` +
        "UpdateProjectGitProviderOptions { consolidatedGitCommitStatus?, createDeployments: " +
        'UpdateProjectCreateDeployments ("disabled" | "enabled"), disableRepositoryDispatchEvents?, ' +
        "gitCommitStatus?, requireVerifiedCommits? }",
    ],
    correctBody: (body) =>
      extendObject(body, {
        gitComments: z.object({ onCommit: z.boolean(), onPullRequest: z.boolean() }).optional(),
        // What the answer holds, each field optional as the Terraform provider sends it.
        gitProviderOptions: z
          .object({
            consolidatedGitCommitStatus: z
              .object({ enabled: z.boolean(), propagateFailures: z.boolean() })
              .optional(),
            createDeployments: createDeploymentsModel().optional(),
            disableRepositoryDispatchEvents: z.boolean().optional(),
            gitCommitStatus: z.boolean().optional(),
            requireVerifiedCommits: z.boolean().optional(),
          })
          .optional(),
      }),
  },
  {
    operationId: "createDeployment",
    sdkSays:
      "CreateDeploymentRequestBody (esm/models/responsebodyimages.d.ts) has neither `env` nor `build`; the " +
      "deployment it answers lists variable names under `env` and `build.env` (CreateDeploymentResponseBody).",
    platformTakes:
      "`env` (the deployment's own runtime variables) and `build.env` (its build's), name to value: what " +
      "Deployment's `environment` sends, as the Terraform provider's vercel_deployment `environment` does.",
    evidence: [
      "github.com/vercel/terraform-provider-vercel client/deployment_create.go (commit " +
        "026a9156cc04b937a0211bcbd3625d032ba21bca): CreateDeploymentRequest { Environment map[string]string " +
        '`json:"env,omitempty"`; Build struct { Environment map[string]string `json:"env,omitempty"` } ' +
        '`json:"build,omitempty"` }, both set to the resource\'s environment',
      'the same file\'s DeploymentResponse.Build.Environment []string `json:"env"`: the names come back',
    ],
    correctBody: (body) =>
      extendObject(body, {
        env: z.record(z.string()).optional(),
        build: z.object({ env: z.record(z.string()).optional() }).optional(),
      }),
  },
];

/** The SDK's body model for `operationId`, with its recorded gap filled when it has one. */
export function correctedBody(operationId: string, sdkBody: unknown): unknown {
  const exception = REQUEST_MODEL_EXCEPTIONS.find((candidate) => candidate.operationId === operationId);
  return exception ? exception.correctBody(sdkBody as ZodTypeAny) : sdkBody;
}

/** The object model (through lazies) with more fields; its own are kept as they are. */
function extendObject(schema: ZodTypeAny, fields: Record<string, ZodTypeAny>): ZodTypeAny {
  let current = schema;
  while (current._def.typeName === "ZodLazy")
    current = (current._def as { getter: () => ZodTypeAny }).getter();
  if (current._def.typeName !== "ZodObject") throw new Error("the body model is not an object");
  return (current as z.AnyZodObject).extend(fields);
}

/** The object model under any lazy or optional wrappers (whether a body is required is told apart). */
function unlazyObject(schema: ZodTypeAny): z.AnyZodObject {
  let current = schema;
  while (current._def.typeName === "ZodLazy" || current._def.typeName === "ZodOptional")
    current =
      current._def.typeName === "ZodLazy"
        ? (current._def as { getter: () => ZodTypeAny }).getter()
        : (current as z.ZodOptional<ZodTypeAny>).unwrap();
  if (current._def.typeName !== "ZodObject") throw new Error("the body model is not an object");
  return current as z.AnyZodObject;
}

/** The body with each element of its optional array `key` extended by `fields`. */
function extendElements(body: ZodTypeAny, key: string, fields: Record<string, ZodTypeAny>): ZodTypeAny {
  const object = unlazyObject(body);
  const list = object.shape[key] as z.ZodOptional<z.ZodArray<ZodTypeAny>>;
  const element = unlazyObject(list.unwrap().element).extend(fields);
  return object.extend({ [key]: z.array(element).optional() });
}

/** The SDK's own enum of `gitProviderOptions.createDeployments` ("disabled" | "enabled"). */
function createDeploymentsModel(): ZodTypeAny {
  const module = join(sdkPackageDir(), "esm/models/updateprojectprojectsresponse200applicationjsonaction.js");
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the SDK's generated ES module, loaded by path
  const exports = require(module) as Record<string, ZodTypeAny>;
  const model = exports["UpdateProjectCreateDeployments$inboundSchema"];
  if (!model) throw new Error(`${module} exports no UpdateProjectCreateDeployments$inboundSchema`);
  return model;
}
