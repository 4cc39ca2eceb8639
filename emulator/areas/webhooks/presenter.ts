// The webhooks area's wire shape: the signing secret is shown once, in the create answer.
import { sameShapeForVersions, type Presentation } from "../../present";
import type { StoredWebhook } from "./store";

export const presentWebhook = sameShapeForVersions(
  1,
  1,
  ({ secret, configurationId: _configurationId, ...webhook }: StoredWebhook, { operation }: Presentation) =>
    operation === "create" ? { ...webhook, secret } : webhook,
);
