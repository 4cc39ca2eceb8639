// The team file's secure compute: `networks` (the team's own), and under a project its
// `staticIps` (one setting of the project) and `privateLinkEndpoints` (by name, unique in it).
import { z } from "zod";
import { fieldsOf, Name, without } from "../../team-file/entries";
import { nestedSection, projectSettingSection, topSection } from "../../team-file/sections";
import { networkDefinition, type NetworkInputs } from "./network";
import { privateLinkEndpointDefinition } from "./private-link-endpoint";
import { projectStaticIpsDefinition } from "./project-static-ips";

export const NetworkEntry = fieldsOf(networkDefinition)
  .omit(without("name"))
  // Required here: it is the entry's identity in the file (a program may leave it to the default).
  .extend({ name: Name.describe("The network's name, unique in the file") });

export const networksSection = topSection({
  key: "networks",
  schema: () => z.array(NetworkEntry).optional(),
  plan(networks: NetworkInputs[], planner) {
    networks.forEach((network, n) =>
      planner.add({ type: "Network", id: network.name ?? "", at: ["networks", n], args: network }, [
        "networks",
        n,
        "name",
      ]),
    );
  },
});

export const projectStaticIpsSection = projectSettingSection({
  key: "staticIps",
  type: "ProjectStaticIps",
  schema: fieldsOf(projectStaticIpsDefinition).omit(without("projectId")).optional(),
});

const PrivateLinkEndpointEntry = fieldsOf(privateLinkEndpointDefinition).omit(without("projectId"));

export const privateLinkEndpointsSection = nestedSection({
  under: "projects",
  key: "privateLinkEndpoints",
  schema: z.array(PrivateLinkEndpointEntry).optional(),
  plan(endpoints, project, planner) {
    endpoints.forEach((endpoint, e) => {
      const at = [...project.at, "privateLinkEndpoints", e];
      planner.add(
        {
          type: "PrivateLinkEndpoint",
          id: `${project.name}/${endpoint.name}`,
          at,
          args: { ...endpoint, projectId: project.id },
        },
        [...at, "name"],
      );
    });
  },
});
