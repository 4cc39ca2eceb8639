// FeatureFlagDefinition, FeatureFlagConfig (with targeting rules), FeatureFlagSegment and
// FeatureFlagSdkKey through the provider's host functions against the emulator: check, create,
// no diff after create and refresh, updates in place, drift, replaces, delete, adopt, secrets.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import type { AnyFunctionDefinition } from "../../provider/families/kit/function-definition";
import { definitionByName, functionDefinitions } from "../../provider/families/registry";
import { runFunction } from "../../provider/functions/run";
import type { Flag, Segment } from "../../schema/flags";
import { useEmulator } from "../support/emulator";
import { expectRefreshTogether, type Created } from "../support/refresh-together";
import { rejection } from "../support/rejection";
import { checkFailures, configureProvider, seedProject, teamApi, type Props } from "./env-support";

const DEF = "FeatureFlagDefinition";
const CONFIG = "FeatureFlagConfig";
const SEGMENT = "FeatureFlagSegment";
const SDK_KEY = "FeatureFlagSdkKey";
const named = (name: string) =>
  functionDefinitions.find((definition) => definition.name === name) as AnyFunctionDefinition;

describe("feature flag providers", () => {
  const emulator = useEmulator();
  let projectId: string;
  beforeEach(async () => {
    configureProvider(emulator);
    projectId = await seedProject(emulator, "flagged");
  });
  const counts = async () => (await emulator.admin.requestCounts()).counts;
  /** The program's settings, as a lookup function reads them. */
  const settings = () => {
    const values: Record<string, string> = {
      "vercel:apiToken": emulator.token,
      "vercel:apiUrl": emulator.url,
      "vercel:team": emulator.teamId,
    };
    return { get: (key: string) => values[key] };
  };
  const apiFlag = (flag: string) =>
    teamApi<Flag>(emulator, "GET", `/v1/projects/${projectId}/feature-flags/flags/${flag}`);
  const definition = (): Props => ({
    projectId,
    key: "new-checkout",
    kind: "boolean",
    description: "the new checkout",
    variants: [
      { id: "off", label: "Off", valueBool: false },
      { id: "on", label: "On", valueBool: true },
    ],
  });
  const noDiff = async (type: string, id: string, olds: Props, news: Props) => {
    const diff = await host.diff(type, id, olds, news);
    expect(diff.changes, JSON.stringify(diff)).to.equal(false);
  };

  describe("FeatureFlagDefinition", () => {
    it("checks kind, values and variants before any API call", async () => {
      await emulator.admin.clearRequestCounts();
      expect(
        await checkFailures(DEF, {
          projectId,
          key: "has space",
          kind: "boolean",
          variants: [{ id: "on", valueString: "yes" }],
        }),
      ).to.deep.equal({
        key: 'must be letters, digits, "-" and "_"',
        "variants[0].valueBool": "a boolean flag's variant gives valueBool only",
        variants: "a boolean flag has exactly two variants",
      });
      expect(
        await checkFailures(DEF, {
          projectId,
          key: "j",
          kind: "json",
          variants: [{ id: "a", valueJson: "{x" }],
        }),
      ).to.deep.equal({ "variants[0].valueJson": "must be JSON text" });
      expect(await counts()).to.deep.equal({});
    });

    it("creates, sees no change after create and refresh, updates in place, sees drift, and deletes", async () => {
      const { id, outs } = await host.create(DEF, definition());
      // The flag's own id, as pulumiverse's: what FeatureFlagConfig's flagId takes.
      expect(id).to.match(/^flag_/);
      expect(outs).to.include({ key: "new-checkout", archived: false, teamId: emulator.teamId });
      await noDiff(DEF, id, outs, definition());
      const read = await host.read(DEF, id, outs);
      await noDiff(DEF, id, read.props, definition());

      const edited = { ...definition(), description: "checkout v2", archived: true };
      const diff = await host.diff(DEF, id, read.props, edited);
      expect(diff.replaces).to.deep.equal([]);
      const updated = await host.update(DEF, id, read.props, edited);
      expect(updated.outs).to.include({ description: "checkout v2", archived: true });
      expect((await apiFlag("new-checkout")).state).to.equal("archived");

      await teamApi(emulator, "PATCH", `/v1/projects/${projectId}/feature-flags/flags/new-checkout`, {
        description: "changed by hand",
        state: "active",
      });
      const drifted = await host.read(DEF, id, updated.outs ?? {});
      expect(drifted.props).to.include({ description: "changed by hand", archived: false });
      expect((await host.diff(DEF, id, drifted.props, edited)).changes).to.equal(true);

      await host.delete(DEF, id, drifted.props);
      expect((await host.read(DEF, id, outs)).id).to.equal("");
      await host.delete(DEF, id, drifted.props);
      expect((await emulator.admin.state()).total).to.equal(1); // the project
    });

    it("replaces on key or kind, before creating (the key is unique)", async () => {
      const { id, outs } = await host.create(DEF, definition());
      const diff = await host.diff(DEF, id, outs, { ...definition(), key: "other" });
      expect(diff.replaces).to.deep.equal(["key"]);
      expect(diff.deleteBeforeReplace).to.equal(true);
      expect(
        (
          await host.diff(DEF, id, outs, {
            ...definition(),
            kind: "string",
            variants: [{ id: "a", valueString: "a" }],
          })
        ).replaces,
      ).to.include("kind");
    });

    it("round-trips json values whatever their spacing, and adopts a flag by key", async () => {
      const json = {
        projectId,
        key: "limits",
        kind: "json",
        variants: [{ id: "a", valueJson: '{ "b": 1, "a": [1, 2] }' }],
      };
      const { id, outs } = await host.create(DEF, json);
      const read = await host.read(DEF, id, outs);
      await noDiff(DEF, id, read.props, json);
      const conflict = await rejection(host.create(DEF, json));
      expect(conflict.message).to.include("adopt");
      const adopted = await host.create(DEF, { ...json, adopt: true });
      expect(adopted.id).to.equal(id);
    });
  });

  it("reads a project's flags together (one listing, active and archived), as each alone reads, and an edit made outside in the next run", async () => {
    const created: Created[] = [];
    for (let i = 0; i < 12; i++) {
      const { id, outs = {} } = await host.create(DEF, {
        ...definition(),
        key: `flag-${i}`,
        archived: i === 3,
      });
      created.push({ id, outs });
    }
    await expectRefreshTogether({
      emulator,
      type: DEF,
      created,
      newRun: () => configureProvider(emulator),
      listCalls: { "GET /v1/projects/:projectIdOrName/feature-flags/flags": 2 },
      edit: {
        index: 5,
        apply: () =>
          teamApi(emulator, "PATCH", `/v1/projects/${projectId}/feature-flags/flags/flag-5`, {
            description: "edited outside",
          }).then(() => {}),
        changes: { description: "edited outside" },
      },
    });
  });

  describe("FeatureFlagConfig", () => {
    let segmentId: string;
    beforeEach(async () => {
      await host.create(DEF, definition());
      const segment = await host.create(SEGMENT, { projectId, slug: "staff", name: "Staff" });
      segmentId = String(segment.outs.segmentId);
    });
    const env = (extra: Props = {}): Props => ({
      defaultVariantId: "off",
      disabledVariantId: "off",
      ...extra,
    });
    const config = (): Props => ({
      projectId,
      flagId: "new-checkout",
      production: env({
        rules: [
          { conditions: [{ segments: [segmentId], cmp: "oneOf" }], variantId: "on" },
          {
            id: "beta-emails",
            conditions: [
              {
                entity: "user",
                attribute: "email",
                cmp: "endsWith",
                value: "@example.com",
                ignoreCase: true,
              },
              { entity: "user", attribute: "country", cmp: "oneOf", values: ["DE", "FR"] },
            ],
            split: { entity: "user", attribute: "id", weights: { off: 50, on: 50 }, defaultVariantId: "off" },
          },
        ],
        targets: [{ variantId: "on", entity: "user", attribute: "id", values: ["u2", "u1"] }],
      }),
      preview: env({ defaultVariantId: "on" }),
      development: env({ enabled: false }),
    });

    it("checks rules before any API call", async () => {
      await emulator.admin.clearRequestCounts();
      const bad = config();
      bad.production = env({
        rules: [
          { conditions: [{ entity: "user", cmp: "oneOf", value: "x" }], variantId: "on", split: {} },
          { conditions: [{ segments: ["s"], cmp: "eq" }], variantId: "on" },
        ],
      });
      const failures = await checkFailures(CONFIG, bad);
      expect(failures).to.include({
        "production.rules[0].conditions[0].attribute": "give entity and attribute, or segments",
        "production.rules[0].conditions[0].values": '"oneOf" compares with values (a list), not value',
        "production.rules[1].conditions[0].cmp": 'a segment condition compares with "oneOf" or "!oneOf"',
      });
      expect(await counts()).to.deep.equal({});
    });

    it("writes rules, targets and segment references, and reads them back with no change", async () => {
      const { id, outs } = await host.create(CONFIG, config());
      const flag = await apiFlag("new-checkout");
      expect(id).to.equal(`${projectId}/${flag.id}`);
      const production = flag.environments.production;
      expect(production?.rules.map((r) => r.id)).to.deep.equal(["rule-1", "beta-emails"]);
      expect(production?.rules[0]?.conditions[0]).to.deep.equal({
        lhs: { type: "segment" },
        cmp: "oneOf",
        rhs: { type: "list", items: [{ value: segmentId }] },
      });
      expect(production?.targets).to.deep.equal({ on: { user: { id: [{ value: "u2" }, { value: "u1" }] } } });
      expect(flag.environments.development).to.include({ active: false });
      await noDiff(CONFIG, id, outs, config());
      const read = await host.read(CONFIG, id, outs);
      await noDiff(CONFIG, id, read.props, config());
      // The segment is in use: the platform refuses to delete it.
      const inUse = await emulator.admin.api(
        "DELETE",
        `/v1/projects/${projectId}/feature-flags/segments/${segmentId}?teamId=${emulator.teamId}`,
      );
      expect(inUse.status).to.equal(409);
    });

    it("updates rules in place, sees rules changed by hand, and pauses the flag on delete", async () => {
      const { id, outs } = await host.create(CONFIG, config());
      const edited = {
        ...config(),
        preview: env({
          rules: [
            { conditions: [{ entity: "user", attribute: "plan", cmp: "eq", value: "pro" }], variantId: "on" },
          ],
        }),
      };
      const diff = await host.diff(CONFIG, id, outs, edited);
      expect(diff.replaces).to.deep.equal([]);
      const updated = await host.update(CONFIG, id, outs, edited);
      expect((await apiFlag("new-checkout")).environments.preview?.rules).to.have.length(1);
      await noDiff(CONFIG, id, (await host.read(CONFIG, id, updated.outs ?? {})).props, edited);

      const flag = await apiFlag("new-checkout");
      await teamApi(emulator, "PATCH", `/v1/projects/${projectId}/feature-flags/flags/${flag.id}`, {
        environments: { ...flag.environments, preview: { ...flag.environments.preview, rules: [] } },
      });
      const drifted = await host.read(CONFIG, id, updated.outs ?? {});
      expect((await host.diff(CONFIG, id, drifted.props, edited)).changes).to.equal(true);

      await host.delete(CONFIG, id, drifted.props);
      const paused = await apiFlag("new-checkout");
      for (const name of ["production", "preview", "development"]) {
        expect(paused.environments[name]).to.include({ active: false });
        expect(paused.environments[name]?.rules).to.deep.equal([]);
      }
    });

    it("refuses a variant the flag does not have, naming it", async () => {
      const error = await rejection(
        host.create(CONFIG, { ...config(), preview: env({ defaultVariantId: "maybe" }) }),
      );
      expect(error.message).to.include('unknown variant "maybe"');
    });
  });

  describe("FeatureFlagSegment", () => {
    const segment = (): Props => ({
      projectId,
      slug: "staff",
      name: "Staff",
      hint: "employees",
      include: [{ entity: "user", attribute: "email", values: ["b@example.com", "a@example.com"] }],
      exclude: [{ entity: "user", attribute: "id", values: ["u9"] }],
    });

    it("creates, sees no change, updates in place, replaces on slug, adopts and deletes", async () => {
      const { id, outs } = await host.create(SEGMENT, segment());
      expect(String(outs.segmentId)).to.match(/^segment_/);
      const stored = await teamApi<Segment>(
        emulator,
        "GET",
        `/v1/projects/${projectId}/feature-flags/segments/staff`,
      );
      expect(stored.data.include).to.deep.equal({
        user: { email: [{ value: "b@example.com" }, { value: "a@example.com" }] },
      });
      const reordered = {
        ...segment(),
        include: [{ entity: "user", attribute: "email", values: ["a@example.com", "b@example.com"] }],
      };
      await noDiff(SEGMENT, id, (await host.read(SEGMENT, id, outs)).props, reordered);

      const edited = { ...segment(), name: "Employees", exclude: [] };
      expect((await host.diff(SEGMENT, id, outs, edited)).replaces).to.deep.equal([]);
      const updated = await host.update(SEGMENT, id, outs, edited);
      expect(updated.outs).to.include({ name: "Employees" });
      expect((await host.diff(SEGMENT, id, outs, { ...segment(), slug: "other" })).replaces).to.deep.equal([
        "slug",
      ]);

      expect((await host.create(SEGMENT, { ...edited, adopt: true })).id).to.equal(id);
      await host.delete(SEGMENT, id, outs);
      expect((await host.read(SEGMENT, id, outs)).id).to.equal("");
    });
  });

  describe("FeatureFlagSdkKey", () => {
    it("declares sdkKey and connectionString secret, keeps the value in state only, replaces, and deletes", async () => {
      expect(definitionByName(SDK_KEY)?.secretOutputs).to.deep.equal(["sdkKey", "connectionString"]);
      expect(
        await checkFailures(SDK_KEY, { projectId, environment: "production", type: "admin" }),
      ).to.have.property("type");
      const inputs = { projectId, environment: "production", type: "server", label: "api" };
      const { id, outs } = await host.create(SDK_KEY, inputs);
      const key = String(outs.sdkKey);
      expect(key).to.match(/^vf_server_/);
      expect(String(outs.connectionString)).to.include(key);
      expect(id).to.not.include(key);
      expect(JSON.stringify(await emulator.admin.state())).to.not.include(key);
      expect(emulator.logs.join("\n")).to.not.include(key);

      const read = await host.read(SDK_KEY, id, outs);
      expect(read.props).to.deep.include({ sdkKey: key, label: "api" });
      await noDiff(SDK_KEY, id, read.props, inputs);
      expect(
        (await host.diff(SDK_KEY, id, read.props, { ...inputs, environment: "preview" })).replaces,
      ).to.deep.equal(["environment"]);

      await host.delete(SDK_KEY, id, outs);
      expect((await host.read(SDK_KEY, id, outs)).id).to.equal("");
      await host.delete(SDK_KEY, id, outs);
    });

    it("is gone with its project", async () => {
      const { id, outs } = await host.create(SDK_KEY, { projectId, environment: "preview", type: "client" });
      await teamApi(emulator, "DELETE", `/v9/projects/${projectId}`);
      expect((await host.read(SDK_KEY, id, outs)).id).to.equal("");
    });
  });
  describe("ids: the platform's own, as @pulumiverse/vercel's, with older composite ids still served", () => {
    const segmentInputs = () => ({ projectId, slug: "staff", name: "Staff" });
    const keyInputs = () => ({ projectId, environment: "production", type: "server" });

    it("gives a flag, a segment and an SDK key their own ids, which their siblings take", async () => {
      const flag = await host.create(DEF, definition());
      expect(flag.id).to.equal(flag.outs.flagId);
      // pulumiverse's documented FeatureFlagConfig: `flagId: definition.id`.
      const config = await host.create(CONFIG, {
        projectId,
        flagId: flag.id,
        production: { enabled: true, defaultVariantId: "on", disabledVariantId: "off" },
        preview: { enabled: false, defaultVariantId: "off", disabledVariantId: "off" },
        development: { enabled: false, defaultVariantId: "off", disabledVariantId: "off" },
      });
      expect(config.outs).to.include({ flagId: flag.id });
      expect((await apiFlag("new-checkout")).environments.production).to.include({ active: true });

      const segment = await host.create(SEGMENT, segmentInputs());
      expect(segment.id)
        .to.equal(segment.outs.segmentId)
        .and.match(/^segment_/);
      const key = await host.create(SDK_KEY, keyInputs());
      expect(key.id).to.match(/^[0-9a-f]+$/);
      const found = await runFunction(named("getFeatureFlagSdkKey"), { projectId, id: key.id }, settings());
      expect(found).to.include({ id: key.id });
    });

    it("reads, refreshes, updates and deletes objects whose state holds the older <projectId>/<id> ids", async () => {
      const flag = await host.create(DEF, definition());
      const segment = await host.create(SEGMENT, segmentInputs());
      const key = await host.create(SDK_KEY, keyInputs());
      const older = [
        { type: DEF, id: `${projectId}/${flag.id}`, outs: flag.outs, inputs: definition() },
        { type: SEGMENT, id: `${projectId}/${segment.id}`, outs: segment.outs, inputs: segmentInputs() },
        { type: SDK_KEY, id: `${projectId}/${key.id}`, outs: key.outs, inputs: keyInputs() },
      ];
      for (const { type, id, outs, inputs } of older) {
        const read = await host.read(type, id, outs);
        expect(read.id, type).to.equal(id);
        await noDiff(type, id, read.props, inputs);
      }
      const [oldFlag, oldSegment, oldKey] = older;
      const updated = await host.update(DEF, oldFlag!.id, oldFlag!.outs, {
        ...definition(),
        description: "v2",
      });
      expect(updated.outs).to.include({ description: "v2" });
      // A config given an older definition id (`flagId: definition.id` of a stack made before).
      const config = await host.create(CONFIG, {
        projectId,
        flagId: oldFlag!.id,
        production: { enabled: true, defaultVariantId: "on", disabledVariantId: "off" },
        preview: { enabled: false, defaultVariantId: "off", disabledVariantId: "off" },
        development: { enabled: false, defaultVariantId: "off", disabledVariantId: "off" },
      });
      expect(config.id).to.equal(`${projectId}/${flag.id}`);
      expect(
        (await runFunction(named("getFeatureFlagSdkKey"), { projectId, id: oldKey!.id }, settings())).id,
      ).to.equal(key.id);
      for (const { type, id, outs } of [oldFlag!, oldSegment!, oldKey!]) {
        await host.delete(type, id, outs);
        expect((await host.read(type, id, outs)).id, type).to.equal("");
      }
    });
  });
});
