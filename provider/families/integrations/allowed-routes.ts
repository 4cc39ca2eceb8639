// Routes the integrations family's client calls although @vercel/sdk's model says otherwise, each with its
// evidence; test/support/sdk-requests/ holds every other request the provider sends to the SDK's models.
import type { AllowedRoute } from "../../../test/support/sdk-requests/allowed-route";

export const allowedRoutes: readonly AllowedRoute[] = [
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
];
