// Routes the projects family's client calls although @vercel/sdk's model says otherwise, each with its
// evidence; test/support/sdk-requests/ holds every other request the provider sends to the SDK's models.
import type { AllowedRoute } from "../../../test/support/sdk-requests/allowed-route";

export const allowedRoutes: readonly AllowedRoute[] = [
  {
    method: "POST",
    template: "/v9/projects/{idOrName}/link",
    kind: "no-sdk-operation",
    evidence:
      'api-contract.md §2.3: "`gitRepository` cannot be changed via PATCH (TF uses `POST/DELETE ' +
      '/v9/projects/{id}/link`)"; neither the platform documents nor the SDK list the route.',
  },
  {
    method: "DELETE",
    template: "/v9/projects/{idOrName}/link",
    kind: "no-sdk-operation",
    evidence: "as POST /v9/projects/{idOrName}/link",
  },
  {
    method: "PATCH",
    template: "/v9/projects/{idOrName}/branch",
    kind: "no-sdk-operation",
    evidence:
      "the Terraform provider sets a project's production branch through it: github.com/vercel/terraform-provider-vercel " +
      "client/project.go (commit c8a6711c565ff6817a7d8ff0ad5d3de2331c0d40) `UpdateProductionBranch`: " +
      '`url := fmt.Sprintf("%s/v9/projects/%s/branch", ...)`, `method: "PATCH"`, body ' +
      '`UpdateProductionBranchRequest{ Branch string `json:"branch"` }` (called from vercel/resource_project.go); ' +
      "neither the platform's documents nor @vercel/sdk 1.28.35 list the route, and UpdateProjectRequestBody has no branch field.",
  },
  {
    method: "POST",
    template: "/v2/projects/{idOrName}/deploy-hooks",
    kind: "no-sdk-operation",
    evidence:
      'api-contract.md §2.4 lists the project\'s "deploy hook: `{ id, name, ref, url, createdAt? }`"; ' +
      "neither the platform's documents nor @vercel/sdk 1.28.35 list the route that creates one.",
  },
  {
    method: "DELETE",
    template: "/v2/projects/{idOrName}/deploy-hooks/{hookId}",
    kind: "no-sdk-operation",
    evidence: "as POST /v2/projects/{idOrName}/deploy-hooks",
  },
  {
    method: "PATCH",
    template: "/v1/projects/{idOrName}/crons",
    kind: "no-sdk-operation",
    evidence:
      "the Terraform provider's vercel_project_crons switches a project's crons through it: " +
      "github.com/vercel/terraform-provider-vercel client/project_crons.go (commit " +
      "2df7b694260a9bc068f9a9f4279a1ffbf011b60b) `UpdateProjectCrons`: " +
      '`fmt.Sprintf("%s/v1/projects/%s/crons", ...)`, `method: "PATCH"`, body `{ "enabled": bool }`, answer the ' +
      "project (its `crons.disabledAt`); @vercel/sdk 1.28.35 has no operation for it.",
  },
  {
    method: "PATCH",
    template: "/v9/projects/{idOrName}/deployment-expiration",
    kind: "no-sdk-operation",
    evidence:
      "the Terraform provider's vercel_project_deployment_retention sets it: client/project_deployment_retention.go " +
      "(commit 2df7b694260a9bc068f9a9f4279a1ffbf011b60b) `UpdateDeploymentRetention`: " +
      '`fmt.Sprintf("%s/v9/projects/%s/deployment-expiration", ...)`, `method: "PATCH"`, body `{ expiration, ' +
      "expirationProduction, expirationCanceled, expirationErrored }` as periods (1d..1y, unlimited); @vercel/sdk " +
      "1.28.35 has no operation for it.",
  },
];
