// A project's `bulkRedirects` in the team file: its redirect list.
import { z } from "zod";
import { projectSettingSection } from "../../team-file/sections";
import { Redirect } from "./bulk-redirects";

export const bulkRedirectsSection = projectSettingSection({
  key: "bulkRedirects",
  type: "BulkRedirects",
  schema: z.array(Redirect).optional(),
  args: (redirects) => ({ redirects }),
});
