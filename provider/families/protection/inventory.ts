// A project's automation bypasses, listed by their digest import id (`<projectId>/sha256-...`, which
// read accepts like the secret): an inventory never prints a secret.
import { reader } from "../../inventory/types";
import { bypassKey } from "./protection-api";

export const projectProtectionBypasses = reader({
  types: ["ProjectProtectionBypass"],
  parent: "Project",
  list: async (client, projectId) =>
    Object.entries(await client.protection.bypasses(projectId))
      .filter(([, entry]) => entry.scope === "automation-bypass")
      .map(([secret, entry]) => ({ key: bypassKey(secret), note: "note" in entry ? entry.note : undefined })),
  toListed: (bypass, projectId) => ({
    type: "ProjectProtectionBypass",
    importId: `${projectId}/${bypass.key}`,
    label: typeof bypass.note === "string" && bypass.note !== "" ? bypass.note : bypass.key,
  }),
});
