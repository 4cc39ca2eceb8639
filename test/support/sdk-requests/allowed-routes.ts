// Routes the provider may call although the SDK's model says otherwise, each with why: cases where
// the platform's documents (the platform's contract where they state something) decide against the SDK, or where
// the SDK has no operation for a route the platform has. A field the SDK's model lacks is recorded
// in model-exceptions.ts instead.
import type { MismatchKind } from "./check-request";

export interface AllowedRoute {
  readonly method: string;
  /** A path template, e.g. `/v1/edge-config/{id}/schema`. */
  readonly template: string;
  readonly kind: Extract<MismatchKind, "no-sdk-operation" | "other-version">;
  /** Why; for "other-version", a quote of the platform description that states the version. */
  readonly evidence: string;
}

export const ALLOWED_ROUTES: readonly AllowedRoute[] = [
  {
    method: "GET",
    template: "/v1/api-keys",
    // @vercel/sdk 1.28.35 has only POST /api-keys (createApiKey); the API key siblings are the CLI's.
    kind: "no-sdk-operation",
    evidence:
      "the vercel CLI (64.0.2, dist/commands-bulk.js, `ai-gateway api-keys`) calls it: " +
      '`client.fetch(`/v1/api-keys?${query.toString()}`,{method:"GET"})` (list, `search` and `until`)',
  },
  {
    method: "GET",
    template: "/v1/api-keys/{apiKeyId}",
    // @vercel/sdk 1.28.35 has only POST /api-keys (createApiKey); the API key siblings are the CLI's.
    kind: "no-sdk-operation",
    evidence:
      "the vercel CLI (64.0.2, dist/commands-bulk.js, `ai-gateway api-keys`) calls it: " +
      '`client.fetch(`/v1/api-keys/${encodeURIComponent(apiKeyId)}`,{method:"GET"})` (getApiKey)',
  },
  {
    method: "PATCH",
    template: "/v1/api-keys/{apiKeyId}/quota",
    // @vercel/sdk 1.28.35 has only POST /api-keys (createApiKey); the API key siblings are the CLI's.
    kind: "no-sdk-operation",
    evidence:
      "the vercel CLI (64.0.2, dist/commands-bulk.js, `ai-gateway api-keys`) calls it: " +
      '`client.fetch(`/v1/api-keys/${encodeURIComponent(apiKeyId)}/quota`,{method:"PATCH",body:input})`',
  },
  {
    method: "DELETE",
    template: "/v1/api-keys/{apiKeyId}",
    // @vercel/sdk 1.28.35 has only POST /api-keys (createApiKey); the API key siblings are the CLI's.
    kind: "no-sdk-operation",
    evidence:
      "the vercel CLI (64.0.2, dist/commands-bulk.js, `ai-gateway api-keys`) calls it: " +
      '`client.fetch(`/v1/api-keys/${encodeURIComponent(apiKeyId)}`,{method:"DELETE"})` (deleteApiKey)',
  },
  {
    method: "GET",
    template: "/v1/storage/stores",
    kind: "no-sdk-operation",
    evidence:
      "the Terraform provider behind @pulumiverse/vercel 5.4.1 (vercel_blob_store, vercel_blob_project_connection, its Blob data sources) calls it: client/blob.go (commit d57c940651ca381c10de87de6f067e643947806a) `ListBlobStores: GET %s/v1/storage/stores`; @vercel/sdk has only create, get and delete of a Blob store.",
  },
  {
    method: "PUT",
    template: "/v1/storage/stores/blob/{id}",
    kind: "no-sdk-operation",
    evidence:
      "the Terraform provider behind @pulumiverse/vercel 5.4.1 (vercel_blob_store, vercel_blob_project_connection, its Blob data sources) calls it: client/blob.go (commit d57c940651ca381c10de87de6f067e643947806a) `UpdateBlobStore: PUT %s/v1/storage/stores/blob/%s`; @vercel/sdk has only create, get and delete of a Blob store.",
  },
  {
    method: "GET",
    template: "/v1/storage/stores/{id}/secrets",
    kind: "no-sdk-operation",
    evidence:
      "the Terraform provider behind @pulumiverse/vercel 5.4.1 (vercel_blob_store, vercel_blob_project_connection, its Blob data sources) calls it: client/blob.go (commit d57c940651ca381c10de87de6f067e643947806a) `GetBlobStoreSecrets: GET %s/v1/storage/stores/%s/secrets`; @vercel/sdk has only create, get and delete of a Blob store.",
  },
  {
    method: "GET",
    template: "/v1/storage/stores/{id}/connections",
    kind: "no-sdk-operation",
    evidence:
      "the Terraform provider behind @pulumiverse/vercel 5.4.1 (vercel_blob_store, vercel_blob_project_connection, its Blob data sources) calls it: client/blob.go (commit d57c940651ca381c10de87de6f067e643947806a) `ListBlobStoreConnections: GET %s/v1/storage/stores/%s/connections`; @vercel/sdk has only create, get and delete of a Blob store.",
  },
  {
    method: "POST",
    template: "/v1/storage/stores/{id}/connections",
    kind: "no-sdk-operation",
    evidence:
      "the Terraform provider behind @pulumiverse/vercel 5.4.1 (vercel_blob_store, vercel_blob_project_connection, its Blob data sources) calls it: client/blob.go (commit d57c940651ca381c10de87de6f067e643947806a) `CreateBlobStoreConnection: POST %s/v1/storage/stores/%s/connections`; @vercel/sdk has only create, get and delete of a Blob store.",
  },
  {
    method: "PATCH",
    template: "/v1/storage/stores/{id}/connections/{connectionId}",
    kind: "no-sdk-operation",
    evidence:
      "the Terraform provider behind @pulumiverse/vercel 5.4.1 (vercel_blob_store, vercel_blob_project_connection, its Blob data sources) calls it: client/blob.go (commit d57c940651ca381c10de87de6f067e643947806a) `UpdateBlobStoreConnection: PATCH %s/v1/storage/stores/%s/connections/%s`; @vercel/sdk has only create, get and delete of a Blob store.",
  },
  {
    method: "DELETE",
    template: "/v1/storage/stores/{id}/connections/{connectionId}",
    kind: "no-sdk-operation",
    evidence:
      "the Terraform provider behind @pulumiverse/vercel 5.4.1 (vercel_blob_store, vercel_blob_project_connection, its Blob data sources) calls it: client/blob.go (commit d57c940651ca381c10de87de6f067e643947806a) `DeleteBlobStoreConnection: DELETE %s/v1/storage/stores/%s/connections/%s`; @vercel/sdk has only create, get and delete of a Blob store.",
  },
  {
    method: "POST",
    template: "/v1/teams/{teamId}/members",
    // The SDK has the path as v2, with a body of emails only; the platform's documents leave the teams group out.
    kind: "other-version",
    evidence:
      "the Terraform provider's vercel_team_member adds an existing user by id: client/team_member.go " +
      '`TeamMemberInviteRequest { UserID string `json:"uid,omitempty"`; Email ...; Role ... }` sent by ' +
      '`InviteTeamMember` to `fmt.Sprintf("%s/v1/teams/%s/members", ...)`, `method: "POST"` (commit ' +
      "91135cb3e3dede8430694ce6586aa885e5f61268); @vercel/sdk 1.28.35 has only POST /v2/teams/{teamId}/members, " +
      "whose model takes emails only.",
  },
  {
    method: "GET",
    template: "/v1/verify-endpoint",
    kind: "no-sdk-operation",
    evidence:
      'api-contract.md §10.1: "| Endpoint verification code | `GET /v1/verify-endpoint` → `{ verificationCode }` | 200 | [TF] |" ' +
      "(the Terraform provider's client/log_drain.go GetEndpointVerificationCode); @vercel/sdk 1.28.35 has no operation for it.",
  },
  {
    method: "PATCH",
    template: "/v1/global-config/{edgeConfigId}/items",
    kind: "no-sdk-operation",
    evidence:
      'seed 000 lists "PATCH `/v1/global-config/{edgeConfigId}/items` update items in batch"; ' +
      "@vercel/sdk 1.28.35 has only the GET of that path (globalConfigGetEdgeConfigItems).",
  },
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
    method: "GET",
    template: "/v1/integrations/configuration/{id}/project/{projectId}",
    kind: "no-sdk-operation",
    evidence:
      "the Terraform provider's vercel_integration_project_access reads an installation's access to a project " +
      "through it: github.com/vercel/terraform-provider-vercel client/integrations.go (commit " +
      "38cfc1095b27d627c9788efb75a4e288c9fb6be4) `GetIntegrationProjectAccess`: " +
      '`fmt.Sprintf("%s/v1/integrations/configuration/%s/project/%s", ...)`, `method: "GET"`, answer ' +
      "`{ allowed bool }`; neither the platform's documents nor @vercel/sdk 1.28.35 list the route.",
  },
  {
    method: "POST",
    template: "/v1/integrations/configuration/{id}/project/{projectId}",
    kind: "no-sdk-operation",
    evidence:
      "as GET: the same file's `GrantIntegrationProjectAccess` and `RevokeIntegrationProjectAccess` POST " +
      '`{ "allowed": true }` and `{ "allowed": false }`.',
  },
  {
    method: "GET",
    template: "/teams/{teamId}/dsync/groups",
    kind: "no-sdk-operation",
    evidence:
      "the Terraform provider's vercel_dsync_groups data source lists a team's directory-sync groups through it: " +
      "github.com/vercel/terraform-provider-vercel client/dsync_groups.go (commit " +
      "20dfecc4e981be2c8a802c23986b8217f9cf4d1a) `GetDsyncGroups`: " +
      '`fmt.Sprintf("%s/teams/%s/dsync/groups", c.baseURL, TeamID)`, paged with `?after=`, answer ' +
      "`{ groups: [{ id, name }], pagination: { before, after } }`; @vercel/sdk 1.28.35 has only POST " +
      "/v1/teams/{teamId}/dsync-roles.",
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
