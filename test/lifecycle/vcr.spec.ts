// The container registry family on the real Pulumi engine, in one shared stack: a project's
// repository and a grant to a partner team; up, a preview with no change, an image pushed to the
// repository's `url` that the partner team then pulls, an out-of-band revoke detected and
// repaired, and a destroy that leaves the emulator empty.
import { expect } from "chai";
import { DEFAULT_USER_ID } from "../../emulator";
import { Project, VcrRepository, VcrRepositoryPermission } from "../../provider";
import { registryClient } from "../support/registry-client";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";

describe("a container registry repository and its grant in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
  let partnerToken = "";

  before(async () => {
    const partner = await emulator.admin.createUser("partner-ci");
    partnerToken = partner.token;
    await emulator.admin.createTeam("partner", [partner.user.id, DEFAULT_USER_ID]);
    shared().setProgram(async () => {
      const site = new Project("site", { name: "registry-site" });
      const images = new VcrRepository("images", { projectId: site.id, name: "site-images" });
      new VcrRepositoryPermission("partner-pulls", {
        projectId: site.id,
        repository: images.name,
        grantedTeamSlug: "partner",
      });
      return { url: images.url, projectId: site.id };
    });
  });

  it("creates them, previews no change, and the partner pulls what was pushed to the url", async () => {
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 4 }); // three resources and the stack
    const url = String(up.outputs.url?.value);
    expect(url).to.equal(`${new URL(emulator.url).host}/${emulator.teamSlug}/registry-site/site-images`);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });

    const name = url.slice(url.indexOf("/") + 1);
    const pushed = await registryClient(emulator.url, emulator.token).pushImage(name, "v1", [
      Buffer.from("app"),
    ]);
    const pulled = await registryClient(emulator.url, partnerToken).call("GET", `${name}/manifests/v1`);
    expect(pulled.headers.get("docker-content-digest")).to.equal(pushed.digest);
  });

  it("detects a grant revoked outside, and puts it back", async () => {
    const up = await shared().stack.outputs();
    const projectId = String(up.projectId?.value);
    await api("DELETE", `/v1/vcr/repository/site-images/permissions?projectId=${projectId}`, {
      teamSlug: "partner",
    });
    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);

    await shared().stack.up({ refresh: true });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
    const { permissions } = await api<{ permissions: { teamSlug: string }[] }>(
      "GET",
      `/v1/vcr/repository/site-images/permissions?projectId=${projectId}`,
    );
    expect(permissions.map((permission) => permission.teamSlug)).to.deep.equal(["partner"]);
  });

  it("destroys them, leaving the emulator empty", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
