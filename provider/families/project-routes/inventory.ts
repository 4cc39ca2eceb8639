// A project whose production holds routing rules has a ProjectRoutes object (no rules is none).
import { reader } from "../../inventory/types";

export const projectRoutes = reader({
  types: ["ProjectRoutes"],
  parent: "Project",
  list: async (client, projectId) => {
    const live = await client.projectRoutes.list(projectId);
    return live.routes.length > 0 ? [live] : [];
  },
  toListed: (live, projectId) => ({
    type: "ProjectRoutes",
    importId: projectId,
    label: `${live.routes.length} rules`,
  }),
});
