// The team's microfrontends groups (each with its default app) and their other members.
import { reader } from "../../inventory/types";

export const groups = reader({
  types: ["MicrofrontendGroup"],
  after: ["Project"],
  list: async (client) => (client.http.team === undefined ? [] : client.microfrontends.groups()),
  toListed: ({ group }) => ({ type: "MicrofrontendGroup", importId: group.id, label: group.name }),
});

export const memberships = reader({
  types: ["MicrofrontendGroupMembership"],
  after: ["MicrofrontendGroup"],
  list: async (client) =>
    client.http.team === undefined
      ? []
      : (await client.microfrontends.groups()).flatMap(({ group, members }) =>
          members.filter((m) => !m.settings.isDefaultApp).map((m) => ({ group, member: m })),
        ),
  toListed: ({ group, member }) => ({
    type: "MicrofrontendGroupMembership",
    importId: `${group.id}/${member.projectId}`,
    label: `${member.name} in ${group.name}`,
  }),
});
