// The project domains area: payload shapes, conflicts, redirects, verification of a domain
// another account holds, cascade with the project, pagination.
import { expect } from "chai";
import { DEFAULT_USER_ID } from "../../emulator";
import { useEmulator } from "../support/emulator";

type Body = Record<string, unknown>;

describe("emulator project domains", () => {
  const emulator = useEmulator();
  const scope = () => `?teamId=${emulator.teamId}`;
  const api = (method: string, path: string, body?: unknown, query = scope()) =>
    emulator.admin.api<Body>(method, `${path}${query}`, body);

  async function project(name = "site"): Promise<string> {
    const { body } = await api("POST", "/v11/projects", { name });
    return String(body.id);
  }

  it("adds a domain, lowercased, verified, with its apex, and reads it back by name", async () => {
    const id = await project();
    const added = await api("POST", `/v10/projects/${id}/domains`, { name: "WWW.Example.com" });
    expect(added.status, JSON.stringify(added.body)).to.equal(200);
    expect(added.body).to.deep.include({
      name: "www.example.com",
      apexName: "example.com",
      projectId: id,
      verified: true,
      redirect: null,
      redirectStatusCode: null,
      gitBranch: null,
      customEnvironmentId: null,
    });
    expect(added.body).not.to.have.property("verification");
    expect(added.body).not.to.have.property("id");
    const read = await api("GET", `/v9/projects/${id}/domains/www.example.com`);
    expect(read.body).to.deep.equal(added.body);
  });

  it("answers 409 for the same domain on the project, 400 on another project of the account", async () => {
    const first = await project("first");
    const second = await project("second");
    await api("POST", `/v10/projects/${first}/domains`, { name: "a.example.com" });
    const again = await api("POST", `/v10/projects/${first}/domains`, { name: "a.example.com" });
    expect(again.status).to.equal(409);
    expect(again.body).to.have.nested.property("error.code", "domain_already_in_use");
    const elsewhere = await api("POST", `/v10/projects/${second}/domains`, { name: "a.example.com" });
    expect(elsewhere.status).to.equal(400);
    expect(elsewhere.body).to.have.nested.property("error.projectId", first);
  });

  it("adds a domain another account holds unverified, with the TXT challenge, and verifies it once released", async () => {
    const other = await emulator.admin.createTeam("pd-other", [DEFAULT_USER_ID]);
    const theirs = await api("POST", "/v11/projects", { name: "theirs" }, `?teamId=${other.id}`);
    await api(
      "POST",
      `/v10/projects/${String(theirs.body.id)}/domains`,
      { name: "shop.example.org" },
      `?teamId=${other.id}`,
    );

    const id = await project();
    const added = await api("POST", `/v10/projects/${id}/domains`, { name: "www.example.org" });
    expect(added.body.verified).to.equal(false);
    const [record] = added.body.verification as Body[];
    expect(record).to.include({
      type: "TXT",
      domain: "_vercel.example.org",
      reason: "pending_domain_verification",
    });
    expect(record?.value).to.match(/^vc-domain-verify=www\.example\.org,\w+$/);

    const refused = await api("POST", `/v9/projects/${id}/domains/www.example.org/verify`);
    expect(refused.status).to.equal(400);
    expect(refused.body).to.have.nested.property("error.code", "missing_txt_record");

    await api("DELETE", `/v9/projects/${String(theirs.body.id)}`, undefined, `?teamId=${other.id}`);
    const verified = await api("POST", `/v9/projects/${id}/domains/www.example.org/verify`);
    expect(verified.status).to.equal(200);
    expect(verified.body.verified).to.equal(true);
    expect(verified.body).not.to.have.property("verification");
  });

  it("defaults a redirect's status code, updates and clears redirect and branch, refuses to change the environment", async () => {
    const id = await project();
    await api("POST", `/v10/projects/${id}/domains`, { name: "example.net" });
    const added = await api("POST", `/v10/projects/${id}/domains`, {
      name: "www.example.net",
      redirect: "example.net",
    });
    expect(added.body).to.include({ redirect: "example.net", redirectStatusCode: 308 });
    const patched = await api("PATCH", `/v9/projects/${id}/domains/www.example.net`, {
      redirectStatusCode: 301,
      gitBranch: "staging",
    });
    expect(patched.body).to.include({
      redirectStatusCode: 301,
      gitBranch: "staging",
    });
    // Not updatable (the SDK's update model lacks it): refused with the platform's envelope.
    const moved = await api("PATCH", `/v9/projects/${id}/domains/www.example.net`, {
      gitBranch: "other",
      customEnvironmentId: "env_abc",
    });
    expect(moved.status).to.equal(400);
    expect(moved.body).to.deep.equal({
      error: {
        code: "bad_request",
        message:
          'Invalid request: "customEnvironmentId" cannot be changed: remove the domain and add it again with the other custom environment',
      },
    });
    expect((await api("GET", `/v9/projects/${id}/domains/www.example.net`)).body).to.include({
      gitBranch: "staging",
      customEnvironmentId: null,
    });
    const cleared = await api("PATCH", `/v9/projects/${id}/domains/www.example.net`, {
      redirect: null,
      gitBranch: null,
    });
    expect(cleared.body).to.include({ redirect: null, redirectStatusCode: null, gitBranch: null });
    const bad = await api("POST", `/v10/projects/${id}/domains`, {
      name: "x.example.net",
      redirectStatusCode: 301,
    });
    expect(bad.status).to.equal(400);
    const badCode = await api("POST", `/v10/projects/${id}/domains`, {
      name: "y.example.net",
      redirect: "example.net",
      redirectStatusCode: 305,
    });
    expect(badCode.status).to.equal(400);
  });

  it("removes a domain (200 {}), then answers 404, and removes a project's domains with it", async () => {
    const id = await project();
    await api("POST", `/v10/projects/${id}/domains`, { name: "gone.example.com" });
    const removed = await api("DELETE", `/v9/projects/${id}/domains/gone.example.com`);
    expect(removed).to.deep.include({ status: 200, body: {} });
    const read = await api("GET", `/v9/projects/${id}/domains/gone.example.com`);
    expect(read.status).to.equal(404);
    expect(read.body).to.have.nested.property("error.code", "not_found");

    await api("POST", `/v10/projects/${id}/domains`, { name: "kept.example.com" });
    await api("DELETE", `/v9/projects/${id}`);
    expect((await emulator.admin.state()).total).to.equal(0);
  });

  it("lists a project's domains across pages", async () => {
    const id = await project();
    for (let i = 0; i < 3; i++)
      await api("POST", `/v10/projects/${id}/domains`, { name: `d${i}.example.com` });
    const page = await api("GET", `/v9/projects/${id}/domains`, undefined, `${scope()}&limit=2`);
    expect((page.body.domains as Body[]).map((d) => d.name)).to.deep.equal([
      "d2.example.com",
      "d1.example.com",
    ]);
    const next = (page.body.pagination as Body).next;
    const rest = await api(
      "GET",
      `/v9/projects/${id}/domains`,
      undefined,
      `${scope()}&limit=2&until=${String(next)}`,
    );
    expect((rest.body.domains as Body[]).map((d) => d.name)).to.deep.equal(["d0.example.com"]);
  });

  it("lists the account's project domains under one apex across its projects, newest first", async () => {
    const web = await project("web");
    const docs = await project("docs");
    await api("POST", `/v10/projects/${web}/domains`, { name: "www.example.com" });
    await api("POST", `/v10/projects/${docs}/domains`, { name: "docs.example.com" });
    await api("POST", `/v10/projects/${docs}/domains`, { name: "docs.example.org" });
    const { status, body } = await api(
      "GET",
      "/v1/domains/Example.com/project-domains",
      undefined,
      `${scope()}&limit=1`,
    );
    expect(status).to.equal(200);
    const first = body.projectDomains as Body[];
    expect(first.map((d) => [d.name, d.projectId])).to.deep.equal([["docs.example.com", docs]]);
    expect(first[0]).to.include({ apexName: "example.com", verified: true }).and.not.have.property("id");
    const next = (body.pagination as Body).next;
    const rest = await api(
      "GET",
      "/v1/domains/example.com/project-domains",
      undefined,
      `${scope()}&until=${String(next)}`,
    );
    expect((rest.body.projectDomains as Body[]).map((d) => d.name)).to.deep.equal(["www.example.com"]);
    // Another account's project domains under the same apex are not the caller's.
    const personal = await api("GET", "/v1/domains/example.com/project-domains", undefined, "");
    expect(personal.body.projectDomains).to.deep.equal([]);
  });
});
