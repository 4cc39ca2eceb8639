// The drift report's findings from engine events, in the shapes a real refresh preview of
// dynamic resources records (see test/lifecycle/drift-command.spec.ts for the engine itself):
// a "refresh" step per resource (outputs event: new state, or null when gone), then the plan.
import {
  DiffKind,
  type EngineEvent,
  type OpType,
  type StepEventMetadata,
  type StepEventStateMetadata,
} from "@pulumi/pulumi/automation";
import { expect } from "chai";
import { collectSteps } from "../../cli/drift/collect";

const PREFIX = "urn:pulumi:dev::site";
const DYNAMIC = "pulumi-nodejs:dynamic/vercel:";
const PROVIDER_TEXT = 'exports.handler = () => require("vercel-pulumi/dynamic-host").provider("Project");\n';
/** How the engine puts a secret in an event: never its value. */
const MASKED = {
  "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270",
  ciphertext: "[secret]",
};

type Props = Record<string, unknown>;

function state(
  type: string,
  name: string,
  id: string,
  inputs: Props,
  outputs: Props,
): StepEventStateMetadata {
  return {
    type,
    urn: `${PREFIX}::${type}::${name}`,
    custom: true,
    id,
    parent: `${PREFIX}::pulumi:pulumi:Stack::site-dev`,
    inputs: { __provider: PROVIDER_TEXT, ...inputs },
    outputs: id === "" && Object.keys(outputs).length === 0 ? {} : { __provider: PROVIDER_TEXT, ...outputs },
    provider: `${PREFIX}::pulumi:providers:pulumi-nodejs::default::1`,
  };
}

function step(
  op: OpType,
  old: StepEventStateMetadata | undefined,
  next: StepEventStateMetadata | undefined,
  extra: Partial<StepEventMetadata> = {},
): StepEventMetadata {
  const any = (old ?? next) as StepEventStateMetadata;
  return {
    op,
    urn: any.urn,
    type: any.type,
    ...(old ? { old } : {}),
    ...(next ? { new: next } : {}),
    provider: any.provider,
    ...extra,
  };
}

/** Both events of a step, as the engine sends them. */
function events(metadata: StepEventMetadata): EngineEvent[] {
  return [
    { sequence: 0, timestamp: 0, resourcePreEvent: { metadata } },
    { sequence: 0, timestamp: 0, resOutputsEvent: { metadata } },
  ];
}

/** A refresh that found the object as `outputs` (null: gone), then the plan's step. */
function refreshThen(
  type: string,
  name: string,
  id: string,
  stored: Props,
  outputs: Props | null,
  plan: { op: OpType; inputs?: Props; extra?: Partial<StepEventMetadata> },
): EngineEvent[] {
  const before = state(type, name, id, stored, stored);
  const refreshed = outputs === null ? undefined : state(type, name, id, outputs, outputs);
  const program = state(type, name, "", plan.inputs ?? stored, {});
  const old = outputs === null ? undefined : refreshed;
  return [
    // The pre event of a refresh has no id yet; only its outputs event holds the result.
    {
      sequence: 0,
      timestamp: 0,
      resourcePreEvent: { metadata: step("refresh", before, { ...before, id: "" }) },
    },
    { sequence: 0, timestamp: 0, resOutputsEvent: { metadata: step("refresh", before, refreshed) } },
    ...(plan.op === "same" && old
      ? events(step("same", old, old))
      : plan.op === "create"
        ? events(step("create", undefined, program))
        : events(step(plan.op, old, program, plan.extra))),
  ];
}

const stackEvents: EngineEvent[] = [
  ...events(
    step("same", undefined, {
      ...state("pulumi:pulumi:Stack", "site-dev", "", {}, {}),
      custom: false,
    }),
  ),
];

describe("drift findings from engine events", () => {
  it("names each drifted property with what the program declares and what the platform has", () => {
    const found = collectSteps([
      ...stackEvents,
      ...refreshThen(
        `${DYNAMIC}Project`,
        "web",
        "prj_1",
        { name: "web", buildCommand: "npm run build" },
        { name: "web", buildCommand: "make hack", nodeVersion: "22.x", teamId: "team_1", ownerId: "team_1" },
        { op: "update", inputs: { name: "web", buildCommand: "npm run build" } },
      ),
    ]);
    expect(found.drifted).to.deep.equal([
      {
        urn: `${PREFIX}::${DYNAMIC}Project::web`,
        type: "Project",
        name: "web",
        id: "prj_1",
        replace: false,
        properties: [{ path: "buildCommand", secret: false, declared: "npm run build", actual: "make hack" }],
      },
    ]);
    expect(found.missing).to.deep.equal([]);
    expect(found.managed.map((resource) => [resource.name, resource.id])).to.deep.equal([["web", "prj_1"]]);
  });

  it("compares sets as the diff does: a reordered set is no change, a changed element is named", () => {
    const variable = {
      projectId: "prj_1",
      key: "LOG_LEVEL",
      value: MASKED,
      targets: ["preview", "production"],
    };
    const found = collectSteps(
      refreshThen(
        `${DYNAMIC}ProjectEnvironmentVariable`,
        "log",
        "env_1",
        variable,
        { ...variable, targets: ["production", "development"] },
        { op: "update", inputs: { ...variable, targets: ["production", "preview"] } },
      ),
    );
    expect(found.drifted[0]?.properties).to.deep.equal([
      { path: "targets[0]", secret: false, declared: "preview", actual: "development" },
    ]);
  });

  it("says a secret changed, never its value, when only a secret can explain the planned update", () => {
    const variable = { projectId: "prj_1", key: "API_KEY", value: MASKED, targets: ["production"] };
    const found = collectSteps(
      refreshThen(`${DYNAMIC}ProjectEnvironmentVariable`, "key", "env_2", variable, variable, {
        op: "update",
        inputs: variable,
      }),
    );
    expect(found.drifted[0]?.properties).to.deep.equal([{ path: "value", secret: true }]);
  });

  it("reports an object deleted outside the program as missing, with its id, not as a create", () => {
    const found = collectSteps([
      ...refreshThen(`${DYNAMIC}Webhook`, "hook", "hook_1", { events: ["deployment.created"] }, null, {
        op: "create",
      }),
      // Declared by the program, never deployed.
      ...events(step("create", undefined, state(`${DYNAMIC}Project`, "new", "", { name: "new" }, {}))),
    ]);
    expect(found.missing).to.deep.equal([
      {
        urn: `${PREFIX}::${DYNAMIC}Webhook::hook`,
        type: "Webhook",
        name: "hook",
        id: "hook_1",
        reason: "deleted",
      },
      { urn: `${PREFIX}::${DYNAMIC}Project::new`, type: "Project", name: "new", reason: "not-created" },
    ]);
    expect(found.drifted).to.deep.equal([]);
    expect(found.managed).to.deep.equal([], "a gone object is no parent to search");
  });

  it("reports a replacement, a resource the program dropped, and leaves unchanged ones out", () => {
    const domain = { name: "example.dev" };
    const found = collectSteps([
      ...refreshThen(`${DYNAMIC}Project`, "same", "prj_2", domain, domain, { op: "same" }),
      ...refreshThen(
        `${DYNAMIC}Project`,
        "dropped",
        "prj_3",
        { name: "old" },
        { name: "old" },
        { op: "delete" },
      ),
      ...refreshThen(
        `${DYNAMIC}ProjectDomain`,
        "moved",
        "prj_1/a.dev",
        { projectId: "prj_1", domain: "a.dev" },
        { projectId: "prj_1", domain: "a.dev" },
        { op: "replace", inputs: { projectId: "prj_1", domain: "b.dev" } },
      ),
    ]);
    expect(found.undeclared.map((resource) => resource.name)).to.deep.equal(["dropped"]);
    expect(found.drifted).to.have.length(1);
    expect(found.drifted[0]).to.include({ name: "moved", replace: true });
    expect(found.drifted[0]?.properties).to.deep.equal([
      { path: "domain", secret: false, declared: "b.dev", actual: "a.dev" },
    ]);
  });

  it("takes the paths of a native provider's detailedDiff, and hides a nested secret", () => {
    const type = "vercel:index:Project";
    const found = collectSteps(
      refreshThen(
        type,
        "native",
        "prj_4",
        { name: "site" },
        { name: "site", passwordProtection: { deploymentType: "all", password: MASKED } },
        {
          op: "update",
          inputs: { name: "site", passwordProtection: { deploymentType: "preview", password: MASKED } },
          extra: {
            detailedDiff: {
              "passwordProtection.deploymentType": { diffKind: DiffKind.update, inputDiff: false },
              "passwordProtection.password": { diffKind: DiffKind.update, inputDiff: false },
            },
          },
        },
      ),
    );
    expect(found.drifted[0]?.type).to.equal("Project");
    expect(found.drifted[0]?.properties).to.deep.equal([
      { path: "passwordProtection.deploymentType", secret: false, declared: "preview", actual: "all" },
      { path: "passwordProtection.password", secret: true },
    ]);
  });

  it("reports another package's resource by its top-level inputs, under its own type", () => {
    const type = "random:index/randomPet:RandomPet";
    const found = collectSteps(
      refreshThen(
        type,
        "pet",
        "pet-1",
        { length: 2 },
        { length: 2 },
        { op: "update", inputs: { length: 3 } },
      ),
    );
    expect(found.drifted[0]).to.deep.include({ type, name: "pet" });
    expect(found.drifted[0]?.properties).to.deep.equal([
      { path: "length", secret: false, declared: 3, actual: 2 },
    ]);
    expect(found.managed, "only this package's resources are searched for unmanaged children").to.deep.equal(
      [],
    );
  });
});
