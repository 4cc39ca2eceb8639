// A project whose production holds redirects has a BulkRedirects object (an empty set is none).
import { reader } from "../../inventory/types";

export const bulkRedirects = reader({
  types: ["BulkRedirects"],
  parent: "Project",
  list: async (client, projectId) => {
    const set = await client.bulkRedirects.list(projectId);
    return set.redirects.length > 0 ? [set] : [];
  },
  toListed: (set, projectId) => ({
    type: "BulkRedirects",
    importId: projectId,
    label: `${set.redirects.length} redirects`,
  }),
});
