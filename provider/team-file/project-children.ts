// An entry's children that each name one of the file's projects: an issuer's `projectGrants`, a
// connector's `projectConnections`. Each becomes one resource named `<entry>/<project>`, holding
// the entry's id and the project's; a project the file does not declare is reported at its name.
import type { Path } from "./locate";
import type { Planner, Reference } from "./planner";

export interface ProjectChildren<Child extends { project: string }> {
  /** The resource type of each child, e.g. "KmsProjectGrant". */
  readonly type: string;
  /** The entry's key of the children, e.g. "projectGrants". */
  readonly key: string;
  readonly children: readonly Child[] | undefined;
  /** The entry: its name in the file, where it is, and its planned resource. */
  readonly parent: { readonly name: string; readonly at: Path; readonly id: Reference };
  /** The child's argument holding the entry's id, e.g. "issuerId". */
  readonly parentArg: string;
}

export function planProjectChildren<Child extends { project: string }>(
  planner: Planner,
  { type, key, children, parent, parentArg }: ProjectChildren<Child>,
): void {
  children?.forEach(({ project, ...child }, c) => {
    const path = [...parent.at, key, c];
    planner.add(
      {
        type,
        id: `${parent.name}/${project}`,
        at: path,
        rename: { projectId: "project" },
        args: {
          ...child,
          [parentArg]: parent.id,
          projectId: planner.lookup("project", planner.names("project"), project, [...path, "project"]),
        },
      },
      [...path, "project"],
    );
  });
}
