// The bulk-redirects family: BulkRedirects and getBulkRedirects (the platform's `bulk-redirects`
// group; the Terraform provider's `vercel_bulk_redirects` and its data source).
import { defineFamily } from "../kit/manifest";
import { BulkRedirectsApi } from "./bulk-redirects-api";
import { bulkRedirectsDefinition } from "./bulk-redirects";
import { bulkRedirects } from "./inventory";
import { getBulkRedirectsFunction } from "./lookups";
import { bulkRedirectsSection } from "./team-file";

export const bulkRedirectsFamily = defineFamily({
  name: "bulk-redirects",
  resources: { BulkRedirects: bulkRedirectsDefinition },
  functions: { getBulkRedirects: getBulkRedirectsFunction },
  client: { bulkRedirects: (http) => new BulkRedirectsApi(http) },
  inventory: [bulkRedirects],
  teamFile: { nested: [bulkRedirectsSection] },
});
