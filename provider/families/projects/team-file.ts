// The team file's `projects`: each project's own fields, and the sections other families nest
// under it (env, customEnvironments, firewall, flags, segments, and this family's `domains`).
import { z } from "zod";
import { fieldsOf, Name, SecretRef, without } from "../../team-file/entries";
import { nestedSection, topSection } from "../../team-file/sections";
import { CUSTOM_ENVIRONMENT, customEnvironmentId } from "../environment/team-file";
import { projectDefinition } from "./project";
import { projectDomainDefinition } from "./project-domain";
import { PROJECT_OPTIONS } from "./project-options";

export const ProjectEntry = fieldsOf(projectDefinition)
  .omit(without("environment", "passwordProtection"))
  .extend({
    passwordProtection: PROJECT_OPTIONS.passwordProtection.input.extend({ password: SecretRef }).optional(),
  });

export const projectsSection = topSection({
  key: "projects",
  declares: ["project"],
  // A project's domain under an account domain of the file waits for it.
  needs: ["domain"],
  schema: (nested) => z.array(ProjectEntry.extend(nested)).optional(),
  plan(projects: z.infer<typeof ProjectEntry>[], planner, nested) {
    projects.forEach((project, p) => {
      const at = ["projects", p];
      const args = Object.fromEntries(Object.entries(project).filter(([key]) => !nested.keys.includes(key)));
      const ref = planner.add({ type: "Project", id: project.name, at, args }, [...at, "name"]);
      if (!ref) return;
      planner.names("project").set(project.name, ref.key);
      nested.plan(project, { name: project.name, at, id: ref });
    });
  },
});

export const ProjectDomainEntry = fieldsOf(projectDomainDefinition)
  .omit(without("projectId", "customEnvironmentId"))
  .extend({
    /** The name of one of the project's `customEnvironments`. */
    customEnvironment: Name.optional().describe("The name of one of the project's customEnvironments"),
  });

export const projectDomainsSection = nestedSection({
  under: "projects",
  key: "domains",
  needs: [CUSTOM_ENVIRONMENT],
  schema: z.array(ProjectDomainEntry).optional(),
  plan(domains, project, planner) {
    domains.forEach(({ customEnvironment, ...domain }, d) => {
      const path = [...project.at, "domains", d];
      const apex = [...planner.names("domain").entries()].find(
        ([apexName]) => domain.domain === apexName || domain.domain.endsWith(`.${apexName}`),
      );
      planner.add(
        {
          type: "ProjectDomain",
          id: `${project.name}/${domain.domain}`,
          at: path,
          rename: { customEnvironmentId: "customEnvironment" },
          args: {
            ...domain,
            projectId: project.id,
            ...(customEnvironment !== undefined
              ? {
                  customEnvironmentId: customEnvironmentId(planner, project, customEnvironment, [
                    ...path,
                    "customEnvironment",
                  ]),
                }
              : {}),
          },
          // A domain of the account is added before the project takes it.
          dependsOn: apex ? [apex[1]] : [],
        },
        [...path, "domain"],
      );
    });
  },
});
