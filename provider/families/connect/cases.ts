// The connect family's test cases: every suite collects them through test/support/family-cases.
import { Connector } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_PROJECT } from "../../../test/support/family-cases/bad-input";
import { teamApi } from "../../../test/resources/env-support";
import { type EmulatorHandle } from "../../../test/support/emulator";

/** A linq connector made through the API, and what a lookup of it answers (no credentials). */
async function lookedUpConnector(emulator: EmulatorHandle, name: string) {
  const made = await teamApi<{ id: string; uid: string; createdAt: number; updatedAt: number }>(
    emulator,
    "POST",
    "/v1/connect/connectors",
    { name, type: "linq", uid: `linq/${name}`, data: { apiToken: "linq-token" } },
  );
  return {
    id: made.id,
    connectorId: made.id,
    name,
    uid: made.uid,
    type: "linq",
    service: "linq",
    typeName: "Linq",
    triggers: false,
    supportedSubjectTypes: ["app"],
    supportsInstallation: false,
    supportsRevocation: false,
    supportsTriggers: false,
    createdAt: made.createdAt,
    updatedAt: made.updatedAt,
  };
}

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "Connector",
        args: {
          name: "bot",
          type: "slack",
          data: { appId: "A1", appName: "Bot", clientId: "1.2", clientSecret: "s" },
        },
        mistakes: [{ field: "data.clientSecret", rule: "is a credential of slack connectors" }],
      },
      {
        type: "ConnectorProjectConnection",
        args: { connectorId: "scl_1", projectId: CATALOGUE_PROJECT, environments: [] },
        mistakes: [{ field: "environments", rule: "must name at least one environment" }],
      },
    ],
    lookups: [
      { fn: "getConnector", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
      { fn: "getConnectors", args: { type: "" }, mistakes: [{ field: "type", rule: "must not be empty" }] },
    ],
  },
  stack: {
    unit({ tag, opts }) {
      new Connector(`${tag}-line`, {
        name: `${tag}-line`,
        type: "linq",
        credentials: { apiToken: `${tag}-linq-token` },
        ...opts,
      });
    },
  },
  driftEdits: [
    {
      resource: "supportLine",
      edit: (c, { stateIds }) =>
        c.connect.updateConnector(stateIds.supportLine!, { name: "renamed-outside" }).then(() => {}),
      expect: { changed: "name" },
    },
    {
      resource: "supportLineSite",
      edit: (c, { stateIds, projectId }) =>
        c.connect.upsertConnection(stateIds.supportLine!, projectId, ["development"]).then(() => {}),
      expect: { changed: "environments" },
    },
  ],
  lookupFixtures: {
    async getConnector(emulator) {
      const connector = await lookedUpConnector(emulator, "support-line");
      return { args: { id: connector.uid }, expected: connector, secret: [] };
    },
    async getConnectors(emulator) {
      const connector = await lookedUpConnector(emulator, "sales-line");
      return { args: { type: "linq" }, expected: { connectors: [connector] }, secret: [] };
    },
  },
  seedSteps: [
    {
      name: "supportLine",
      type: "Connector",
      inputs: () => ({
        name: "seeded-support",
        type: "linq",
        credentials: { apiToken: "seeded-linq-secret" },
      }),
    },
    {
      name: "supportLineWeb",
      type: "ConnectorProjectConnection",
      inputs: (ids) => ({ connectorId: ids.supportLine, projectId: ids.web, environments: ["production"] }),
    },
  ],
});
