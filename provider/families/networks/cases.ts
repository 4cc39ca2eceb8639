// The networks family's test cases: every suite collects them through test/support/family-cases.
import { Network, ProjectStaticIps } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_PROJECT } from "../../../test/support/family-cases/bad-input";
import { teamApi } from "../../../test/resources/env-support";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "Network",
        args: { name: "", cidr: "10.0.0.0/33", region: "mars1" },
        mistakes: [
          { field: "name", rule: "must not be empty" },
          { field: "cidr", rule: "must be an IPv4 CIDR block" },
          { field: "region", rule: "must be one of the platform's regions" },
        ],
      },
      {
        type: "PrivateLinkEndpoint",
        args: {
          projectId: CATALOGUE_PROJECT,
          name: "e",
          vercelRegion: "xx9",
          awsServiceName: "svc",
          enablePrivateDns: "yes",
        },
        mistakes: [
          { field: "vercelRegion", rule: "must be one of the platform's regions" },
          { field: "enablePrivateDns", rule: "boolean" },
        ],
      },
      {
        type: "ProjectStaticIps",
        args: { projectId: CATALOGUE_PROJECT, regions: ["mars1"], builds: "no" },
        mistakes: [
          { field: "regions[0]", rule: "must be one of the platform's regions" },
          { field: "builds", rule: "boolean" },
        ],
      },
      {
        type: "ProjectStaticIps",
        args: { projectId: CATALOGUE_PROJECT, regions: [] },
        mistakes: [{ field: "regions", rule: "must hold at least one region" }],
      },
    ],
    lookups: [{ fn: "getNetwork", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] }],
  },
  stack: {
    unit({ tag, unit, opts, project }) {
      // A block of its own per unit: the platform refuses overlapping networks in a team.
      new Network(`${tag}-network`, {
        name: `${tag}-network`,
        cidr: `10.${10 + unit}.0.0/16`,
        region: "iad1",
        ...opts,
      });
      new ProjectStaticIps(`${tag}-static-ips`, { projectId: project.id, regions: ["iad1"], ...opts });
    },
  },
  driftEdits: [
    {
      resource: "backendNetwork",
      edit: (c, { stateIds }) =>
        c.networks.renameNetwork(stateIds.backendNetwork!, "renamed-outside").then(() => {}),
      expect: { changed: "name" },
    },
    {
      resource: "siteDatabaseLink",
      edit: (c, { stateIds }) => {
        const [projectId, endpointId] = stateIds.siteDatabaseLink!.split("/");
        return c.networks.updateEndpoint(projectId!, endpointId!, { enablePrivateDns: true }).then(() => {});
      },
      expect: { changed: "enablePrivateDns" },
    },
    {
      resource: "siteStaticIps",
      edit: (c, { projectId }) =>
        c.networks.updateStaticIps(projectId, { regions: ["iad1", "fra1"] }).then(() => {}),
      expect: { changed: "regions" },
    },
  ],
  lookupFixtures: {
    async getNetwork(emulator) {
      const created = await teamApi<{ id: string }>(emulator, "POST", "/v1/connect/networks", {
        name: "backend",
        cidr: "10.30.0.0/16",
        region: "fra1",
      });
      await emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 60_000 });
      const network = await teamApi<{
        awsAccountId: string;
        egressIpAddresses: string[];
        vpcId: string;
      }>(emulator, "GET", `/v1/connect/networks/${created.id}`);
      return {
        args: { id: created.id },
        expected: {
          id: created.id,
          networkId: created.id,
          name: "backend",
          cidr: "10.30.0.0/16",
          region: "fra1",
          awsRegion: "eu-central-1",
          awsAccountId: network.awsAccountId,
          egressIpAddresses: network.egressIpAddresses,
          vpcId: network.vpcId,
          status: "ready",
        },
        secret: [],
      };
    },
  },
  seedSteps: [
    {
      name: "network",
      type: "Network",
      inputs: () => ({ name: "seeded-network", cidr: "10.50.0.0/16", region: "iad1" }),
    },
    {
      name: "privateLink",
      type: "PrivateLinkEndpoint",
      inputs: (ids) => ({
        projectId: ids.web,
        name: "seeded-link",
        vercelRegion: "iad1",
        awsServiceName: "com.amazonaws.vpce.us-east-1.vpce-svc-0123456789abcdef0",
      }),
    },
    {
      name: "staticIps",
      type: "ProjectStaticIps",
      inputs: (ids) => ({ projectId: ids.web, regions: ["iad1"] }),
    },
  ],
});
