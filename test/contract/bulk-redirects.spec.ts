// Bulk redirects through @vercel/sdk: every operation of the group checked against the SDK's
// models, and the versions' rules (staged edits invisible until promoted, restore, history).
import { expect } from "chai";
import { useContract } from "./support/contract";

type Version = { id: string; isLive: boolean; isStaging: boolean; redirectCount: number; name?: string };
type Page = { redirects: { source: string; destination: string; statusCode: number }[]; version?: Version };

describe("contract: bulk-redirects", () => {
  const contract = useContract("bulk-redirects");
  const teamId = () => contract.teamId;
  const project = async () =>
    (await contract.setup<{ id: string }>("POST", "/v11/projects", { name: "redirected" })).id;
  const redirects = [
    { source: "/old", destination: "/new", statusCode: 301 },
    { source: "/blog", destination: "https://blog.example.com", permanent: true },
  ];
  const stage = async (projectId: string, body: Record<string, unknown> = {}) =>
    (await contract.sdk.bulkRedirects.stageRedirects({
      teamId: teamId(),
      requestBody: { teamId: teamId(), projectId, redirects, ...body },
    })) as { version: Version };
  const promote = (projectId: string, id: string) =>
    contract.sdk.bulkRedirects.updateVersion({
      teamId: teamId(),
      projectId,
      requestBody: { id, action: "promote" },
    });
  const live = async (projectId: string) =>
    (await contract.setup<Page>("GET", `/v1/bulk-redirects?projectId=${projectId}&per_page=250`)).redirects;

  it("stageRedirects: a staging version, production untouched until promoted", async () => {
    const projectId = await project();
    const body = (await contract.check("stageRedirects", () => stage(projectId, { name: "first" }))) as {
      version: Version;
    };
    expect(body.version).to.include({ isStaging: true, isLive: false, redirectCount: 2, name: "first" });
    expect(await live(projectId)).to.deep.equal([]);
    await promote(projectId, body.version.id);
    expect(await live(projectId)).to.deep.equal([
      { source: "/old", destination: "/new", statusCode: 301 },
      // `permanent` without a status answers 308.
      { source: "/blog", destination: "https://blog.example.com", statusCode: 308, permanent: true },
    ]);
  });

  it("getRedirects: production by default, a version by id, pages, search and the draft's diff", async () => {
    const projectId = await project();
    const { version } = await stage(projectId, {
      redirects: Array.from({ length: 12 }, (_, i) => ({
        source: `/p${i}`,
        destination: `/n${i}`,
        statusCode: 307,
      })),
    });
    await promote(projectId, version.id);
    const page = (await contract.check("getRedirects", (sdk) =>
      sdk.bulkRedirects.getRedirects({ teamId: teamId(), projectId, page: 2, perPage: 5 }),
    )) as Page & { pagination: unknown };
    expect(page.pagination).to.deep.equal({ numPages: 3, page: 2, perPage: 5 });
    expect(page.redirects.map((r) => r.source)).to.deep.equal(["/p5", "/p6", "/p7", "/p8", "/p9"]);
    expect(page.version?.id).to.equal(version.id);
    await contract.sdk.bulkRedirects.editRedirect({
      teamId: teamId(),
      projectId,
      requestBody: { redirect: { source: "/p3", destination: "/elsewhere" } },
    });
    const diff = await contract.setup<Page>("GET", `/v1/bulk-redirects?projectId=${projectId}&diff=only`);
    expect(diff.redirects).to.deep.equal([{ source: "/p3", destination: "/elsewhere", statusCode: 307 }]);
    const search = await contract.setup<Page>("GET", `/v1/bulk-redirects?projectId=${projectId}&q=n1`);
    expect(search.redirects.map((r) => r.source)).to.deep.equal(["/p1", "/p10", "/p11"]);
  });

  it("editRedirect changes one redirect of the draft; an unknown source is a 404", async () => {
    const projectId = await project();
    const { version } = await stage(projectId);
    const body = (await contract.check("editRedirect", (sdk) =>
      sdk.bulkRedirects.editRedirect({
        teamId: teamId(),
        projectId,
        requestBody: { redirect: { source: "/old", destination: "/newer", statusCode: 302 } },
      }),
    )) as { version: Version };
    expect(body.version.id).to.equal(version.id);
    const missing = await contract.emulator.admin.api(
      "PATCH",
      `/v1/bulk-redirects?projectId=${projectId}&teamId=${teamId()}`,
      { redirect: { source: "/nope", destination: "/x" } },
    );
    expect(missing.status).to.equal(404);
  });

  it("refuses a redirect without a destination and a status outside 301/302/307/308", async () => {
    const projectId = await project();
    const put = (redirect: unknown) =>
      contract.emulator.admin.api("PUT", `/v1/bulk-redirects?teamId=${teamId()}`, {
        teamId: teamId(),
        projectId,
        redirects: [redirect],
      });
    const noDestination = await put({ source: "/a", destination: "" });
    expect(noDestination.status).to.equal(400);
    expect(JSON.stringify(noDestination.body)).to.contain("destination");
    const badStatus = await put({ source: "/a", destination: "/b", statusCode: 303 });
    expect(badStatus.status).to.equal(400);
    expect(JSON.stringify(badStatus.body)).to.contain("301, 302, 307, 308");
  });

  it("deleteRedirects removes from the draft; restoreRedirects puts production's back", async () => {
    const projectId = await project();
    await promote(projectId, (await stage(projectId)).version.id);
    await contract.check("deleteRedirects", (sdk) =>
      sdk.bulkRedirects.deleteRedirects({
        teamId: teamId(),
        projectId,
        requestBody: { redirects: ["/old"] },
      }),
    );
    const restored = (await contract.check("restoreRedirects", (sdk) =>
      sdk.bulkRedirects.restoreRedirects({
        teamId: teamId(),
        projectId,
        requestBody: { redirects: ["/old", "/never"] },
      }),
    )) as { restored: string[]; failedToRestore: string[]; version: Version };
    expect(restored).to.deep.include({ restored: ["/old"], failedToRestore: ["/never"] });
    expect(restored.version.redirectCount).to.equal(2);
  });

  it("getVersions and updateVersion: promote, history, restore and discard", async () => {
    const projectId = await project();
    const first = (await stage(projectId)).version;
    await contract.check("updateVersion", (sdk) =>
      sdk.bulkRedirects.updateVersion({
        teamId: teamId(),
        projectId,
        requestBody: { id: first.id, action: "promote" },
      }),
    );
    const second = (
      await stage(projectId, { overwrite: true, redirects: [{ source: "/x", destination: "/y" }] })
    ).version;
    await promote(projectId, second.id);
    expect((await live(projectId)).map((r) => r.source)).to.deep.equal(["/x"]);
    const history = (await contract.check("getVersions", (sdk) =>
      sdk.bulkRedirects.getVersions({ teamId: teamId(), projectId }),
    )) as { versions: Version[] };
    expect(history.versions.map((v) => [v.id, v.isLive])).to.deep.equal([
      [second.id, true],
      [first.id, false],
    ]);
    // A previous production version comes back; the one it replaced stays in history.
    await contract.sdk.bulkRedirects.updateVersion({
      teamId: teamId(),
      projectId,
      requestBody: { id: first.id, action: "restore" },
    });
    expect((await live(projectId)).map((r) => r.source)).to.deep.equal(["/old", "/blog"]);
    // A draft is discarded; promoting a version that is not staged is refused.
    const draft = (await stage(projectId)).version;
    await contract.sdk.bulkRedirects.updateVersion({
      teamId: teamId(),
      projectId,
      requestBody: { id: draft.id, action: "discard" },
    });
    const again = await contract.emulator.admin.api(
      "POST",
      `/v1/bulk-redirects/versions?projectId=${projectId}&teamId=${teamId()}`,
      { id: second.id, action: "promote" },
    );
    expect(again.status).to.equal(400);
  });

  it("a project's redirects go with it", async () => {
    const projectId = await project();
    await promote(projectId, (await stage(projectId)).version.id);
    await contract.setup("DELETE", `/v9/projects/${projectId}`);
    const state = await contract.emulator.admin.api<{ areas: Record<string, unknown> }>(
      "GET",
      "/_emulator/state",
    );
    expect(state.body.areas).to.not.have.property("bulkRedirects");
  });
});
