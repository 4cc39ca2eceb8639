// The marketplace installation routes (catalogue group `marketplace`): what an integration calls
// with its installation's access token about that installation. Each file holds one part.
import type { ApiArea } from "../../route";
import { billingRoutes } from "./billing";
import { deploymentActionRoute } from "./deployment-actions";
import { experimentationRoutes } from "./experimentation";
import { installationRoutes } from "./installation";
import { presentResource } from "./presenter";
import { resourceRoutes } from "./resources";

export const marketplace: ApiArea = {
  name: "marketplaceResources",
  routes: [
    ...installationRoutes(),
    ...resourceRoutes(),
    ...billingRoutes(),
    ...experimentationRoutes(),
    deploymentActionRoute,
  ],
  present: presentResource,
};
