// ProjectRoute through the provider's host functions against the emulator: rules created in
// parallel (as the engine creates them) all stay live, each placed where `position` says; an edit
// keeps the rule's id and place; a draft left outside refuses a change; delete removes only its rule.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import { useEmulator } from "../support/emulator";
import { checkFailures, configureProvider, seedProject, teamApi, type Props } from "./env-support";

const TYPE = "ProjectRoute";

describe("ProjectRoute provider", () => {
  const emulator = useEmulator();
  let projectId: string;

  beforeEach(async () => {
    configureProvider(emulator);
    projectId = await seedProject(emulator, "routed");
  });

  const checked = async (news: Props) => {
    const { inputs, failures } = await host.check(TYPE, {}, news);
    expect(failures).to.deep.equal([]);
    return inputs;
  };
  const live = async () =>
    (
      await teamApi<{ routes: { id: string; name: string; route: { status?: number } }[] }>(
        emulator,
        "GET",
        `/v1/projects/${projectId}/routes`,
      )
    ).routes;
  const rule = (name: string, extra: Props = {}) =>
    checked({ projectId, name, route: { src: `^/${name}/(.*)$`, dest: "/$1" }, ...extra });

  it("keeps every rule of parallel creates, each where its position puts it", async () => {
    const made = await Promise.all(
      ["a", "b", "c", "d"].map(async (name) => host.create(TYPE, await rule(name))),
    );
    expect((await live()).map((route) => route.name).sort()).to.deep.equal(["a", "b", "c", "d"]);
    const first = await host.create(TYPE, await rule("first", { position: { placement: "start" } }));
    const afterA = await host.create(
      TYPE,
      await rule("after-a", { position: { placement: "after", referenceRouteId: made[0]!.outs.routeId } }),
    );
    const names = (await live()).map((route) => route.name);
    expect(names[0]).to.equal("first");
    expect(names.indexOf("after-a")).to.equal(names.indexOf("a") + 1);
    expect(afterA.id).to.equal(`${projectId}/${String(afterA.outs.routeId)}`);
    expect(first.outs.routeType).to.equal("rewrite");
  });

  it("edits a rule in place, keeping its id and place, and deletes only its own rule", async () => {
    const a = await host.create(TYPE, await rule("a"));
    await host.create(TYPE, await rule("b"));
    const edited = await rule("a", { route: { src: "^/a/(.*)$", dest: "/new/$1", status: 308 } });
    const updated = await host.update(TYPE, a.id, a.outs, edited);
    expect(updated.outs).to.include({ routeId: a.outs.routeId });
    expect((await live()).map((route) => [route.name, route.route.status])).to.deep.equal([
      ["a", 308],
      ["b", undefined],
    ]);
    await host.delete(TYPE, a.id, updated.outs as Props);
    expect((await live()).map((route) => route.name)).to.deep.equal(["b"]);
  });

  it("refuses a change while a draft made outside waits, and bad input before any call", async () => {
    const a = await host.create(TYPE, await rule("a"));
    await teamApi(emulator, "PUT", `/v1/projects/${projectId}/routes`, {
      routes: [{ id: "rt_outside", name: "outside", route: { src: "^/x$" } }],
    });
    const refused = await host.delete(TYPE, a.id, a.outs).then(
      () => "",
      (error: Error) => error.message,
    );
    expect(refused).to.include("unpublished staged routing rules version");
    expect(
      await checkFailures(TYPE, {
        projectId,
        name: "x",
        position: { placement: "before" },
        route: { src: "/(" },
      }),
    ).to.deep.include({
      "position.referenceRouteId": "is required with placement before or after, and only then",
    });
  });
});
