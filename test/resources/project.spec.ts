// The Project definition through the provider's host functions (what the Pulumi engine calls),
// against the emulator over loopback HTTP.
import { expect } from "chai";
import { createServer, type AddressInfo } from "node:net";
import { host } from "../../provider/dynamic/host";
import * as operations from "../../provider/operations/lifecycle";
import { definitionByName } from "../../provider/resources/registry";
import { DEFAULT_USER_ID } from "../../emulator";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";

type Props = Record<string, unknown>;
const project = definitionByName("Project") as unknown as operations.Definition;

/** The changed paths the diff computes (the dynamic host forwards only changes and replaces). */
async function changedPaths(olds: Props, news: Props): Promise<string[]> {
  return (await operations.diff(project, olds, news)).paths;
}

describe("Project provider", () => {
  const emulator = useEmulator();

  beforeEach(() => {
    const config: Props = {
      "vercel:apiToken": emulator.token,
      "vercel:apiUrl": emulator.url,
      "vercel:team": emulator.teamId,
    };
    host.configure("Project", {
      get: (key: string) => config[key] as string | undefined,
      require: (key: string) => String(config[key]),
    });
  });

  async function apiProject(idOrName: string): Promise<Props> {
    const { status, body } = await emulator.admin.api(
      "GET",
      `/v9/projects/${idOrName}?teamId=${emulator.teamId}`,
    );
    expect(status).to.equal(200);
    return body as Props;
  }

  describe("check", () => {
    it("names the field and the rule of bad input, before any API call", async () => {
      const { failures } = await host.check(
        "Project",
        {},
        {
          name: "Not A Valid Name",
          framework: "cobol-on-rails",
          gitRepository: { type: "svn", repo: "acme/site" },
        },
      );
      const byProperty = Object.fromEntries(failures.map((f) => [f.property, f.reason]));
      expect(byProperty.name).to.match(/lowercase letters, digits/);
      expect(byProperty.framework).to.match(/nextjs/);
      expect(byProperty["gitRepository.type"]).to.match(/github/);
      const { counts } = await emulator.admin.requestCounts();
      expect(counts).to.deep.equal({});
    });

    it("accepts the common inputs teamId and adopt", async () => {
      const { failures } = await host.check(
        "Project",
        {},
        { name: "ok", teamId: emulator.teamId, adopt: true },
      );
      expect(failures).to.deep.equal([]);
    });
  });

  describe("create", () => {
    it("creates the project, sets nodeVersion after the create, and echoes every input", async () => {
      const { id, outs } = await host.create("Project", {
        name: "res-site",
        framework: "nextjs",
        buildCommand: "npm run build",
        nodeVersion: "20.x",
      });
      expect(id).to.match(/^prj_/);
      expect(outs).to.include({
        name: "res-site",
        framework: "nextjs",
        buildCommand: "npm run build",
        nodeVersion: "20.x",
        accountId: emulator.teamId,
        teamId: emulator.teamId,
      });
      expect(await apiProject(id)).to.include({ nodeVersion: "20.x", buildCommand: "npm run build" });
    });

    it("explains a name conflict and points at adopt", async () => {
      await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "taken" }]);
      const error = await rejection<Error & Props>(host.create("Project", { name: "taken" }));
      expect(error.message).to.match(/^creating Project "taken": name "taken" already exists.*adopt: true/);
    });

    it("adopts an existing project and applies the program's values to it", async () => {
      const [seeded] = (await emulator.admin.seedProjects([
        { teamId: emulator.teamId, name: "adoptee", buildCommand: "old" },
      ])) as Props[];
      const { id, outs } = await host.create("Project", {
        name: "adoptee",
        buildCommand: "new",
        adopt: true,
      });
      expect(id).to.equal(seeded?.id);
      expect(outs.buildCommand).to.equal("new");
      const { counts } = await emulator.admin.requestCounts();
      expect(counts["POST /v11/projects"]).to.equal(undefined);
    });

    it("keeps a half-made project in state when the follow-up call fails", async () => {
      await emulator.admin.addFault({
        method: "PATCH",
        route: "/v9/projects/:idOrName",
        status: 400,
        times: 1,
      });
      const error = await rejection<Error & Props>(
        host.create("Project", { name: "half-made", nodeVersion: "18.x", __provider: "serialized-provider" }),
      );
      expect(error.id, "the engine records the object by this id").to.match(/^prj_/);
      // Without __provider, refresh and destroy of the recorded object cannot load a provider.
      expect(error.properties).to.include({ name: "half-made", __provider: "serialized-provider" });
      expect(error.message).to.match(/^creating Project "half-made": created prj_\w+ but could not finish/);
      expect((await apiProject("half-made")).id).to.equal(error.id);
    });
  });

  describe("read", () => {
    it("returns the project as it is now", async () => {
      const { id, outs } = await host.create("Project", { name: "read-site", buildCommand: "a" });
      await emulator.admin.api("PATCH", `/v9/projects/${id}?teamId=${emulator.teamId}`, {
        buildCommand: "b",
      });
      const read = await host.read("Project", id, outs);
      expect(read.id).to.equal(id);
      expect(read.props.buildCommand).to.equal("b");
    });

    it("answers a blank id when the project is gone", async () => {
      const { id, outs } = await host.create("Project", { name: "gone-site" });
      await emulator.admin.api("DELETE", `/v9/projects/${id}?teamId=${emulator.teamId}`);
      expect(await host.read("Project", id, outs)).to.deep.equal({ id: "", props: {} });
    });
  });

  describe("diff and update", () => {
    it("renames in place and clears a removed setting", async () => {
      const { id, outs } = await host.create("Project", { name: "before", buildCommand: "make" });
      const news = { name: "after" };
      const diff = await host.diff("Project", id, outs, news);
      expect(diff).to.include({ changes: true, deleteBeforeReplace: false });
      expect(diff.replaces).to.deep.equal([]);
      expect(await changedPaths(outs, news)).to.have.members(["name", "buildCommand"]);

      const { outs: updated } = await host.update("Project", id, outs, news);
      expect(updated).to.include({ name: "after" });
      expect(updated).not.to.have.property("buildCommand");
      expect(await apiProject(id)).to.include({ name: "after", buildCommand: null });
    });

    it("replaces, deleting first, only when another team is named", async () => {
      const other = await emulator.admin.createTeam("res-other", [DEFAULT_USER_ID]);
      const { id, outs } = await host.create("Project", { name: "moving" });
      expect(outs).to.include({ ownerId: emulator.teamId, teamId: emulator.teamId });
      for (const same of [emulator.teamId, emulator.teamSlug, undefined]) {
        const diff = await host.diff("Project", id, outs, {
          name: "moving",
          ...(same ? { teamId: same } : {}),
        });
        expect(diff.changes, `teamId ${same}`).to.equal(false);
      }
      const diff = await host.diff("Project", id, outs, { name: "moving", teamId: other.slug });
      expect(diff).to.deep.include({ changes: true, replaces: ["teamId"], deleteBeforeReplace: true });
    });

    it("names a team the token cannot see", async () => {
      const { id, outs } = await host.create("Project", { name: "stay" });
      const error = await rejection<Error>(
        host.diff("Project", id, outs, { name: "stay", teamId: "no-such-team" }),
      );
      expect(error.message).to.match(/^diffing Project "stay": 404 not_found: .*no-such-team/);
    });

    it("connects, moves and disconnects the git repository in place", async () => {
      const base = { name: "git-site", ignoreCommand: "exit 0" };
      const { id, outs } = await host.create("Project", {
        ...base,
        gitRepository: { type: "github", repo: "acme/one" },
      });
      expect(outs.gitRepository).to.include({ type: "github", repo: "acme/one", productionBranch: "main" });
      expect(await apiProject(id)).to.include({ commandForIgnoringBuildStep: "exit 0" });

      const moved = { ...base, gitRepository: { type: "gitlab", repo: "acme/two" } };
      const diff = await host.diff("Project", id, outs, moved);
      expect(diff).to.deep.include({ changes: true, replaces: [] });
      expect(await changedPaths(outs, moved)).to.have.members(["gitRepository.type", "gitRepository.repo"]);
      const { outs: movedOuts } = await host.update("Project", id, outs, moved);
      expect(movedOuts.gitRepository).to.include({ type: "gitlab", repo: "acme/two" });
      expect((await host.diff("Project", id, movedOuts, moved)).changes).to.equal(false);

      const { outs: unlinked } = await host.update("Project", id, movedOuts, base);
      expect(unlinked).not.to.have.property("gitRepository");
      expect(await apiProject(id)).not.to.have.property("link");
    });

    it("sees no change when nothing the program sets differs", async () => {
      const { id, outs } = await host.create("Project", { name: "steady", nodeVersion: "20.x" });
      expect((await host.diff("Project", id, outs, { name: "steady" })).changes).to.equal(false);
    });
  });

  describe("secret and write-only inputs", () => {
    const password = "correct-horse-battery-staple";
    const protection = { deploymentType: "standard_protection", password };

    it("sets a password the API never returns, and keeps it in the outputs on read", async () => {
      const { id, outs } = await host.create("Project", { name: "guarded", passwordProtection: protection });
      expect(outs.passwordProtection).to.deep.equal(protection);
      const onPlatform = await apiProject(id);
      // The wire's name of pulumiverse's "standard_protection".
      expect(onPlatform.passwordProtection).to.deep.equal({
        deploymentType: "prod_deployment_urls_and_all_previews",
      });
      const read = await host.read("Project", id, outs);
      expect(read.props?.passwordProtection).to.deep.equal(protection);
      expect(
        (
          await host.diff("Project", id, read.props ?? {}, {
            name: "guarded",
            passwordProtection: protection,
          })
        ).changes,
      ).to.equal(false);
    });

    it("turns password protection off when the program drops it, and does not bring it back on read", async () => {
      const { id, outs } = await host.create("Project", {
        name: "unguarded",
        passwordProtection: protection,
      });
      const { outs: updated } = await host.update("Project", id, outs, { name: "unguarded" });
      expect(updated).not.to.have.property("passwordProtection");
      expect((await apiProject(id)).passwordProtection).to.equal(null);
      const read = await host.read("Project", id, outs);
      expect(read.props).not.to.have.property("passwordProtection");
    });

    it("redacts a secret input from an error that echoes it", async () => {
      await emulator.admin.addFault({
        method: "PATCH",
        route: "/v9/projects/:idOrName",
        status: 400,
        message: `password ${password} is too weak`,
      });
      const error = await rejection<Error & Props>(
        host.create("Project", { name: "leaky", passwordProtection: protection }),
      );
      expect(error.message).to.match(/^creating Project "leaky": created prj_\w+ but could not finish/);
      expect(error.message).to.include("[REDACTED]");
      expect(`${error.message}\n${error.stack}\n${JSON.stringify(error.properties)}`).not.to.include(
        password,
      );
    });
  });

  describe("delete", () => {
    it("deletes, and treats an already deleted project as done", async () => {
      const { id, outs } = await host.create("Project", { name: "doomed" });
      await host.delete("Project", id, outs);
      await host.delete("Project", id, outs);
      const { status } = await emulator.admin.api("GET", `/v9/projects/${id}?teamId=${emulator.teamId}`);
      expect(status).to.equal(404);
    });
  });

  it("names the operation and the object, says what to check on a 403, and keeps the token out", async () => {
    // The API echoing the token is what would leak it: make it do so.
    await emulator.admin.addFault({
      method: "POST",
      route: "/v11/projects",
      status: 403,
      message: `Not authorized: token ${emulator.token} cannot create projects`,
    });
    const error = await rejection<Error & Props>(host.create("Project", { name: "denied" }));
    expect(error.message).to.match(/^creating Project "denied": 403 forbidden: Not authorized/);
    expect(error.message).to.include("vercel:apiToken").and.include("vercel:team").and.include(emulator.url);
    expect(`${error.message}\n${error.stack}`).not.to.include(emulator.token);
    expect(error.message).to.include("[REDACTED]");
  });

  it("names the operation and the host when the API cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const config: Props = { "vercel:apiToken": emulator.token, "vercel:apiUrl": `http://127.0.0.1:${port}` };
    host.configure("Project", {
      get: (key: string) => config[key] as string | undefined,
      require: (key: string) => String(config[key]),
    });
    const error = await rejection<Error>(host.create("Project", { name: "unreachable" }));
    expect(error.message).to.match(
      new RegExp(
        `^creating Project "unreachable": could not reach http://127\\.0\\.0\\.1:${port} \\(GET /v2/user\\): .*ECONNREFUSED`,
      ),
    );
  });
});
