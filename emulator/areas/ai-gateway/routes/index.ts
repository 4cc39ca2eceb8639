// The AI gateway's management groups on the platform API (seed 000: `api-ai-gateway` virtual model
// configs, `ai-gateway` rules). The inference plane itself (inference/plane.ts) has its own listener.
import type { ApiArea } from "../../../route";
import { ruleRoutes } from "./rules";
import { virtualModelConfigRoutes } from "./virtual-model-configs";

export const aiGateway: ApiArea = {
  name: "aiGateway",
  routes: [...virtualModelConfigRoutes, ...ruleRoutes],
};
