// ProjectEnvironmentVariable through the provider's host functions against the emulator: check,
// create, conflict and adopt, drift of encrypted and sensitive values, gone, updates in place,
// replaces that delete first, import ids, delete and redaction of the value.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import * as operations from "../../provider/operations/lifecycle";
import { definitionByName } from "../../provider/families/registry";
import { useEmulator } from "../support/emulator";
import { expectRefreshTogether, type Created } from "../support/refresh-together";
import { rejection } from "../support/rejection";
import { checkFailures, configureProvider, seedProject, teamApi, type Props } from "./env-support";

const TYPE = "ProjectEnvironmentVariable";
const definition = definitionByName(TYPE) as unknown as operations.Definition;

describe("ProjectEnvironmentVariable provider", () => {
  const emulator = useEmulator();
  let projectId: string;
  let base: Props;

  beforeEach(async () => {
    configureProvider(emulator);
    projectId = await seedProject(emulator, "pev-app");
    base = { projectId, key: "API_URL", value: "https://x", targets: ["production", "preview"] };
  });

  const apiEnv = (id: string) => teamApi(emulator, "GET", `/v1/projects/${projectId}/env/${id}`);
  const patchEnv = (id: string, body: Props) =>
    teamApi(emulator, "PATCH", `/v9/projects/${projectId}/env/${id}`, body);

  describe("check", () => {
    it("names the field and the rule, before any API call", async () => {
      expect(await checkFailures(TYPE, { projectId, key: "1BAD", value: "v" })).to.deep.include({
        key: "may contain only letters, digits and '_', and must not start with a digit",
        targets: "must name at least one environment, or set customEnvironmentIds",
      });
      expect(
        await checkFailures(TYPE, {
          ...base,
          key: "TZ",
          targets: ["development"],
          sensitive: true,
          gitBranch: "x",
        }),
      ).to.deep.equal({
        key: "is reserved by the platform's function runtimes",
        sensitive: 'a variable targeting "development" cannot be sensitive',
        gitBranch: 'is only allowed with targets ["preview"]',
      });
      expect(
        await checkFailures(TYPE, { ...base, comment: "x".repeat(1001), target: ["preview"] }),
      ).to.deep.equal({
        comment: "must be at most 1000 characters",
        target: "unknown argument; did you mean targets?",
      });
      expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
    });
  });

  describe("create, conflict and adopt", () => {
    it("creates, echoing every input and the baseline of the value", async () => {
      const { id, outs } = await host.create(TYPE, { ...base, comment: "api" });
      expect(outs).to.include({
        projectId,
        key: "API_URL",
        value: "https://x",
        comment: "api",
        sensitive: false,
      });
      expect(outs.targets).to.have.members(["production", "preview"]);
      expect(outs.valueWrittenAt).to.be.a("number");
      expect(outs).to.include({ teamId: emulator.teamId });
      expect(await apiEnv(id)).to.include({ value: "https://x", type: "encrypted" });
      expect(
        (await host.diff(TYPE, id, outs, { ...base, targets: ["preview", "production"], comment: "api" }))
          .changes,
      ).to.equal(false);
    });

    it("explains a collision and points at adopt", async () => {
      await host.create(TYPE, base);
      const error = await rejection(host.create(TYPE, { ...base, targets: ["preview"] }));
      expect(error.message).to.match(
        /^creating ProjectEnvironmentVariable "API_URL": key "API_URL" already exists: set adopt: true.*ENV_CONFLICT/,
      );
    });

    it("adopts the variable in the same slot and writes the program's value", async () => {
      const { id } = await host.create(TYPE, { ...base, value: "old" });
      const adopted = await host.create(TYPE, { ...base, value: "new", comment: "mine", adopt: true });
      expect(adopted.id).to.equal(id);
      expect(adopted.outs).to.include({ value: "new", comment: "mine" });
      expect(await apiEnv(id)).to.include({ value: "new", comment: "mine" });
    });
  });

  describe("read", () => {
    it("reads an encrypted value back and reports its drift", async () => {
      const { id, outs } = await host.create(TYPE, base);
      await patchEnv(id, { value: "edited", comment: "by hand" });
      const read = await host.read(TYPE, id, outs);
      expect(read.props).to.include({ value: "edited", comment: "by hand" });
      expect((await operations.diff(definition, read.props, base)).paths).to.have.members([
        "value",
        "comment",
      ]);
    });

    it("reports a sensitive value changed outside the program, and the next update writes it back", async () => {
      const sensitive = { ...base, key: "TOKEN", value: "s3cr3t", sensitive: true };
      const { id, outs } = await host.create(TYPE, sensitive);
      const unchanged = await host.read(TYPE, id, outs);
      expect(unchanged.props).to.include({ value: "s3cr3t", valueWrittenAt: outs.valueWrittenAt });
      expect((await host.diff(TYPE, id, unchanged.props, sensitive)).changes).to.equal(false);

      await patchEnv(id, { value: "rotated-by-hand" });
      const drifted = await host.read(TYPE, id, outs);
      expect(drifted.props.value).to.match(/^\(sensitive value written outside this program at /);
      expect(drifted.props.valueWrittenAt, "only our writes move the baseline").to.equal(outs.valueWrittenAt);
      expect(
        (await host.read(TYPE, id, drifted.props)).props.value,
        "a second refresh says the same",
      ).to.equal(drifted.props.value);
      const diff = await operations.diff(definition, drifted.props, sensitive);
      expect(diff.paths).to.deep.equal(["value"]);
      expect(diff.replaces).to.deep.equal([]);

      const { outs: repaired } = await host.update(TYPE, id, drifted.props, sensitive);
      expect(repaired.value).to.equal("s3cr3t");
      expect(repaired.valueWrittenAt).to.be.above(Number(outs.valueWrittenAt));
      expect((await host.read(TYPE, id, repaired)).props.value).to.equal("s3cr3t");
    });

    it("answers a blank id when the variable or its project is gone", async () => {
      const { id, outs } = await host.create(TYPE, base);
      await teamApi(emulator, "DELETE", `/v9/projects/${projectId}/env/${id}`);
      expect(await host.read(TYPE, id, outs)).to.deep.equal({ id: "", props: {} });
      const again = await host.create(TYPE, base);
      await teamApi(emulator, "DELETE", `/v9/projects/${projectId}`);
      expect(await host.read(TYPE, again.id, again.outs)).to.deep.equal({ id: "", props: {} });
    });

    it("reads from an import id, project and variable, with no state", async () => {
      const { id } = await host.create(TYPE, { ...base, sensitive: true, targets: ["production"] });
      const { props } = await host.read(TYPE, `${projectId}/${id}`, {});
      expect(props).to.include({ projectId, key: "API_URL", sensitive: true });
      // Never written by this program: its next update writes the value.
      expect(props.value).to.match(/^\(sensitive value written outside/);
    });
  });

  describe("update and replace", () => {
    it("updates targets, branch, comment and value in place, in one call", async () => {
      const { id, outs } = await host.create(TYPE, { ...base, comment: "c" });
      const news = { ...base, value: "v2", targets: ["preview"], gitBranch: "feature" };
      const diff = await host.diff(TYPE, id, outs, news);
      expect(diff).to.deep.include({ changes: true, replaces: [], deleteBeforeReplace: false });
      await emulator.admin.clearRequestCounts();
      const { outs: updated } = await host.update(TYPE, id, outs, news);
      expect(updated).to.include({ value: "v2", gitBranch: "feature" });
      expect(updated).not.to.have.property("comment");
      expect((await emulator.admin.requestCounts()).counts).to.deep.equal({
        "PATCH /v9/projects/:idOrName/env/:id": 1,
      });
      expect(await apiEnv(id)).to.include({ value: "v2", gitBranch: "feature", comment: "" });
    });

    it("replaces, deleting first, when the key, the project or sensitive changes", async () => {
      const { id, outs } = await host.create(TYPE, base);
      for (const change of [
        { key: "OTHER" },
        { sensitive: true, targets: ["production"] },
        { projectId: "prj_other" },
      ]) {
        const diff = await host.diff(TYPE, id, outs, { ...base, ...change });
        expect(diff.deleteBeforeReplace, JSON.stringify(change)).to.equal(true);
        expect(diff.replaces).to.have.length(1);
      }
    });
  });

  describe("delete and secrets", () => {
    it("deletes, and treats an already deleted variable as done", async () => {
      const { id, outs } = await host.create(TYPE, base);
      await host.delete(TYPE, id, outs);
      await host.delete(TYPE, id, outs);
      expect((await emulator.admin.state()).areas.env).to.equal(undefined);
    });

    it("redacts the value from an error that echoes it", async () => {
      const value = "super-secret-value-123";
      await emulator.admin.addFault({
        method: "POST",
        route: "/v10/projects/:idOrName/env",
        status: 400,
        message: `value ${value} is not allowed`,
      });
      const error = await rejection<Error & Props>(host.create(TYPE, { ...base, value }));
      expect(error.message).to.include("[REDACTED]");
      expect(`${error.message}\n${error.stack}\n${JSON.stringify(error)}`).not.to.include(value);
    });
  });

  describe("an up of many variables", () => {
    it("creates a project's variables created together in one array call; a taken slot fails alone, naming adopt", async () => {
      await host.create(TYPE, { ...base, key: "TAKEN" });
      configureProvider(emulator);
      await emulator.admin.clearRequestCounts();
      const keys = [...Array.from({ length: 29 }, (_, i) => `NEW_${i}`), "TAKEN"];
      const outcomes = await Promise.allSettled(keys.map((key) => host.create(TYPE, { ...base, key })));
      const made = outcomes.flatMap((o) => (o.status === "fulfilled" ? [o.value.outs?.key] : []));
      expect(made).to.deep.equal(keys.slice(0, 29));
      const refused = outcomes.flatMap((o) => (o.status === "rejected" ? [(o.reason as Error).message] : []));
      expect(refused).to.have.length(1);
      expect(refused[0]).to.match(/TAKEN.*adopt/s);
      // The array create, then the taken one alone (its own answer) and its slot's lookup.
      expect((await emulator.admin.requestCounts()).counts["POST /v10/projects/:idOrName/env"]).to.equal(2);
      const { envs } = await teamApi<{ envs: unknown[] }>(emulator, "GET", `/v10/projects/${projectId}/env`);
      expect(envs).to.have.length(30);
    });
  });

  describe("a destroy of many variables", () => {
    it("deletes a project's variables deleted together in one batch call", async () => {
      const created = [];
      for (let i = 0; i < 30; i++) created.push(await host.create(TYPE, { ...base, key: `GONE_${i}` }));
      configureProvider(emulator);
      await emulator.admin.clearRequestCounts();
      await Promise.all(created.map(({ id, outs }) => host.delete(TYPE, id, outs ?? {})));
      expect((await emulator.admin.requestCounts()).counts).to.deep.equal({
        "DELETE /v1/projects/:idOrName/env": 1,
      });
      const { envs } = await teamApi<{ envs: unknown[] }>(emulator, "GET", `/v10/projects/${projectId}/env`);
      expect(envs).to.deep.equal([]);
    });
  });

  describe("a refresh of many variables", () => {
    it("reads a project's variables together in one list, as each alone reads, and an edit made outside in the next run", async () => {
      const variables: Props[] = [
        { key: "SECRET", value: "s3cret", targets: ["production"], sensitive: true },
        { key: "BRANCHED", value: "b", targets: ["preview"], gitBranch: "feature" },
        { key: "NOTED", value: "n", targets: ["development"], comment: "why" },
        ...Array.from({ length: 27 }, (_, i) => ({
          key: `KEY_${i}`,
          value: `v${i}`,
          targets: ["production", "preview"],
        })),
      ];
      const created: Created[] = [];
      for (const variable of variables) {
        const { id, outs = {} } = await host.create(TYPE, { projectId, ...variable });
        created.push({ id, outs });
      }

      await expectRefreshTogether({
        emulator,
        type: TYPE,
        created,
        newRun: () => configureProvider(emulator),
        listCalls: { "GET /v10/projects/:idOrName/env": 1 },
        edit: {
          index: 5,
          apply: ({ id }) => patchEnv(id, { value: "changed outside" }).then(() => {}),
          changes: { value: "changed outside" },
        },
      });
    });
  });
});
