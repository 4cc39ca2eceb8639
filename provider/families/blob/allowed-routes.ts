// Routes the blob family's client calls although @vercel/sdk's model says otherwise, each with its
// evidence; test/support/sdk-requests/ holds every other request the provider sends to the SDK's models.
import type { AllowedRoute } from "../../../test/support/sdk-requests/allowed-route";

export const allowedRoutes: readonly AllowedRoute[] = [
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
];
