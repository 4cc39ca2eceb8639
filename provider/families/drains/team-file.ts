// The team file's `logDrains` and `traceDrains`: project ids become names, credentials come from
// stack secrets.
import { z } from "zod";
import { fieldsOf, ProjectsByName, SecretRef, TextOrSecret, without } from "../../team-file/entries";
import { projectIdsOf } from "../../team-file/planner";
import { topSection, type TopSection } from "../../team-file/sections";
import { DrainName } from "./drain";
import { logDrainDefinition } from "./log-drain";
import { traceDrainDefinition } from "./trace-drain";

/** The team file names every drain: the name is its key there. */
const DrainCredentials = {
  name: DrainName,
  secret: SecretRef.optional(),
  headers: z.record(z.string(), TextOrSecret).optional(),
};

export const LogDrainEntry = fieldsOf(logDrainDefinition)
  .omit(without("projectIds", "secret", "headers"))
  .extend({ ...ProjectsByName, ...DrainCredentials });

export const TraceDrainEntry = fieldsOf(traceDrainDefinition)
  .omit(without("projectIds", "secret", "headers"))
  .extend({ ...ProjectsByName, ...DrainCredentials });

/** One drain section: both kinds are planned alike. */
function drainSection(
  type: string,
  key: string,
  entry: typeof LogDrainEntry | typeof TraceDrainEntry,
): TopSection {
  return topSection({
    key,
    needs: ["project"],
    schema: () => z.array(entry).optional(),
    plan(drains: z.infer<typeof entry>[], planner) {
      drains.forEach(({ projects, ...drain }, i) =>
        planner.add(
          {
            type,
            id: drain.name,
            at: [key, i],
            rename: { projectIds: "projects" },
            args: { ...drain, ...projectIdsOf(planner, projects, [key, i, "projects"]) },
          },
          [key, i, "name"],
        ),
      );
    },
  });
}

export const logDrainsSection = drainSection("LogDrain", "logDrains", LogDrainEntry);
export const traceDrainsSection = drainSection("TraceDrain", "traceDrains", TraceDrainEntry);
