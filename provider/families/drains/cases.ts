// The drains family's test cases: every suite collects them through test/support/family-cases.
import { LogDrain, TraceDrain } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { createThroughPlugin } from "../../../test/support/family-cases/lookup-fixture";

/** The header the stack's log drain sends, a secret. */
const stackSecrets = ({ tag }: { tag: string }) => ({ drainHeader: `drain-header-${tag}-d02b7a` });

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "LogDrain",
        args: { name: "logs", endpoint: "ftp://logs.example.com", sources: ["kernel"], samplingRate: 2 },
        mistakes: [
          { field: "endpoint", rule: "must be an http(s) URL" },
          { field: "sources[0]", rule: "must be one of" },
          { field: "samplingRate", rule: "between 0 and 1" },
        ],
      },
      {
        type: "LogDrain",
        args: { name: "logs", endpoint: "https://logs.example.com", environments: [], deliveryFormat: "xml" },
        mistakes: [
          { field: "environments", rule: "must name at least one environment" },
          { field: "deliveryFormat", rule: "must be one of" },
        ],
      },
      {
        type: "TraceDrain",
        args: { name: "", endpoint: "not a url", deliveryFormat: "ndjson" },
        mistakes: [
          { field: "name", rule: "must not be empty" },
          { field: "endpoint", rule: "must be an http(s) URL" },
          { field: "deliveryFormat", rule: "must be one of" },
        ],
      },
    ],
    lookups: [
      { fn: "getLogDrain", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
      { fn: "getTraceDrain", args: { idd: "x" }, mistakes: [{ field: "idd", rule: "did you mean id?" }] },
      {
        fn: "getEndpointVerification",
        args: { extra: 1 },
        mistakes: [{ field: "extra", rule: "unknown argument" }],
      },
    ],
  },
  stack: {
    secrets: stackSecrets,
    unit(unit) {
      const { tag, opts, project } = unit;
      new LogDrain(`${tag}-logs`, {
        name: `${tag}-logs`,
        endpoint: `https://logs.example.com/${tag}`,
        environments: ["production"],
        sources: ["lambda", "edge"],
        projectIds: [project.id],
        headers: { authorization: `Bearer ${stackSecrets(unit).drainHeader}` },
        ...opts,
      });
      new TraceDrain(`${tag}-traces`, {
        name: `${tag}-traces`,
        endpoint: `https://otel.example.com/${tag}/v1/traces`,
        ...opts,
      });
    },
  },
  driftEdits: [
    {
      resource: "logs",
      edit: (c, { stateIds }) => c.drains.update(stateIds.logs!, { name: "renamed-outside" }).then(() => {}),
      expect: { changed: "name" },
    },
    {
      resource: "traces",
      edit: (c, { stateIds }) => c.drains.update(stateIds.traces!, { name: "traces-renamed" }).then(() => {}),
      expect: { changed: "name" },
    },
  ],
  lookupFixtures: {
    async getLogDrain(_emulator, plugin) {
      const drain = await createThroughPlugin(plugin, "LogDrain", {
        name: "logs",
        endpoint: "https://logs.example/in",
        environments: ["production"],
        sources: ["lambda"],
      });
      return {
        args: { id: drain.id },
        expected: { id: drain.id, name: "logs", sources: ["lambda"], secret: drain.outputs.secret },
        secret: ["secret", "headers"],
      };
    },
    async getEndpointVerification(emulator) {
      const { body } = await emulator.admin.api<{ verificationCode: string }>(
        "GET",
        `/v1/verify-endpoint?teamId=${emulator.teamId}`,
      );
      return {
        args: {},
        expected: { id: body.verificationCode, verificationCode: body.verificationCode },
        secret: ["id", "verificationCode"],
      };
    },
    async getTraceDrain(_emulator, plugin) {
      const drain = await createThroughPlugin(plugin, "TraceDrain", {
        name: "traces",
        endpoint: "https://otel.example/v1/traces",
        headers: { authorization: "Bearer trace-header" },
      });
      return {
        args: { id: drain.id },
        expected: {
          id: drain.id,
          name: "traces",
          headers: { authorization: "Bearer trace-header" },
          secret: drain.outputs.secret,
        },
        secret: ["secret", "headers"],
      };
    },
  },
  seedSteps: [
    {
      name: "logs",
      type: "LogDrain",
      inputs: (ids) => ({
        name: "app-logs",
        endpoint: "https://logs.example.com/in",
        environments: ["production"],
        sources: ["lambda", "edge"],
        projectIds: [ids.web],
      }),
    },
    {
      name: "traces",
      type: "TraceDrain",
      inputs: () => ({
        name: "app-traces",
        endpoint: "https://otel.example.com/v1/traces",
        deliveryFormat: "proto",
        samplingRules: [{ environment: "production", rate: 0.5, requestPath: "/api" }],
      }),
    },
  ],
});
