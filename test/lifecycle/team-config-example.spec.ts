// examples/team-config through the plain CLI, as a user runs it: the secrets team.yaml names set
// as stack secrets, up (every family the file declares), previews with no change (also after a
// refresh), the secrets nowhere in state in clear, destroy to an empty emulator.
import { expect } from "chai";
import { readFile } from "node:fs/promises";
import { useEmulator } from "../support/emulator";
import { useExampleProject } from "../support/example-project";
import { install } from "../support/integrations";
import { DEFAULT_USER_ID } from "../../emulator";
import { filesUnder } from "../support/pulumi-stack";

const SECRETS = {
  dbPassword: "db-password-for-the-team-config-test",
  drainSecret: "drain-signing-secret-for-the-test",
  drainAuthorization: "Bearer drain-token-for-the-test",
  partnerApiKey: "partner-api-key-for-the-test",
};

describe("team-config example through the pulumi CLI", function () {
  this.timeout(300_000);
  const emulator = useEmulator();
  const example = useExampleProject(emulator, "examples/team-config/Pulumi.yaml", "examples/team-config");

  it("creates the team from team.yaml, previews no change, keeps its secrets out of state and destroys", async () => {
    await example().pulumi("stack", "init");
    // Secrets not set yet: every one is reported with where team.yaml names it, and nothing is created.
    const failure = await example()
      .pulumi("up", "--yes", "--skip-preview")
      .then(
        () => expect.fail("up succeeded without the secrets"),
        (error: Error) => error.message,
      );
    expect(failure)
      .to.include('team.yaml:36:16: projects[0].env[1].value: stack config secret "dbPassword" is not set')
      .and.include('team.yaml:104:13: logDrains[0].secret: stack config secret "drainSecret" is not set')
      .and.include("connectors[0].apiKeys[0].value")
      .and.include("logDrains[0].headers.Authorization");
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
    // The people team.yaml makes members have accounts on the platform (an email without one stays
    // an invitation, which access groups and projects do not take).
    for (const username of ["ada", "grace"]) {
      const made = await emulator.admin.api("POST", "/_emulator/users", {
        username,
        email: `${username}@example-team.dev`,
      });
      expect(made.status).to.equal(201);
    }
    for (const [key, value] of Object.entries(SECRETS)) {
      await example().pulumi("config", "set", "--secret", key, value);
    }
    // The integration team.yaml names by slug is not installed yet: the up fails at that line,
    // before anything is created.
    const notInstalled = await example()
      .pulumi("up", "--yes", "--skip-preview")
      .then(
        () => expect.fail("up succeeded without the integration"),
        (error: Error) => error.message,
      );
    expect(notInstalled).to.include(
      'team.yaml:189:18: integrations[0].integration: looking up Integration: 404 not_found: No installed integration "acme-ci"',
    );
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
    // Installed from the marketplace (on selected
    // projects), never by the file.
    const { configurationId } = await install(emulator, {
      slug: "acme-ci",
      scopes: ["read:project"],
      userId: DEFAULT_USER_ID,
      teamId: emulator.teamId,
      projectSelection: "selected",
    });
    await example().pulumi("up", "--yes", "--skip-preview");
    await example().pulumi("preview", "--expect-no-changes");
    await example().pulumi("preview", "--refresh", "--diff", "--expect-no-changes");

    const outputs = JSON.parse(await example().pulumi("stack", "output", "--json", "--show-secrets")) as {
      projectIds: { web: string; api: string };
      edgeConfigConnection: string;
      resourceCount: number;
    };
    expect(outputs.projectIds.web).to.match(/^prj_/);
    expect(outputs.edgeConfigConnection).to.include("token=");
    expect(outputs.resourceCount).to.equal(49);
    // Names in the file became references: each drain is scoped to its projects by id.
    const drains = await emulator.admin.api<{ drains: { name: string; projectIds: string[] }[] }>(
      "GET",
      `/v1/drains?teamId=${emulator.teamId}`,
    );
    expect(
      Object.fromEntries(drains.body.drains.map((drain) => [drain.name, [...drain.projectIds].sort()])),
    ).to.deep.equal({
      errors: [outputs.projectIds.web, outputs.projectIds.api].sort(),
      traces: [outputs.projectIds.api],
    });
    const settings = await emulator.admin.api<{ description: string; hideIpAddressesInLogDrains: boolean }>(
      "GET",
      `/v2/teams/${emulator.teamId}`,
    );
    expect(settings.body).to.include({
      description: "The team declared in one file",
      hideIpAddressesInLogDrains: true,
    });
    // Who may do what, as the file says: the group's role on web and its member; one issuer with
    // its first key and the file's extra (pending) one, granting web's production deployments.
    const team = `?teamId=${emulator.teamId}`;
    const group = (path: string) =>
      emulator.admin.api<Record<string, unknown>>("GET", `/v1/access-groups/web-developers${path}${team}`);
    const grants = (await group("/projects")).body["projects"] as { projectId: string; role: string }[];
    expect(grants.map(({ projectId, role }) => ({ projectId, role }))).to.deep.equal([
      { projectId: outputs.projectIds.web, role: "PROJECT_DEVELOPER" },
    ]);
    const members = (await group("/members")).body["members"] as { email: string }[];
    expect(members.map((m) => m.email)).to.deep.equal(["ada@example-team.dev"]);
    const issuers = await emulator.admin.api<{
      issuers: { name: string; signingKeys: unknown[]; policies: { projectId?: string }[] }[];
    }>("GET", `/v1/kms/issuers${team}`);
    expect(issuers.body.issuers.map((i) => [i.name, i.signingKeys.length])).to.deep.equal([
      ["web-tokens", 2],
    ]);
    expect(issuers.body.issuers[0]?.policies.map((p) => p.projectId)).to.deep.equal([outputs.projectIds.web]);
    // The microfrontends group: web is its default app, api serves /docs.
    const mfe = await emulator.admin.api<{
      groups: { group: { name: string }; projects: { id: string }[] }[];
    }>("GET", `/v1/microfrontends/groups${team}`);
    expect(mfe.body.groups.map((g) => [g.group.name, g.projects.map((p) => p.id).sort()])).to.deep.equal([
      ["storefront", [outputs.projectIds.web, outputs.projectIds.api].sort()],
    ]);
    // Secure compute: the network, api's static IPs and its private link, provisioned.
    const networks = await emulator.admin.api<{ name: string; status: string }[]>(
      "GET",
      `/v1/connect/networks${team}`,
    );
    expect(networks.body.map((n) => [n.name, n.status])).to.deep.equal([["backend", "ready"]]);
    const api = await emulator.admin.api<{
      connectConfigurations?: { envId: string; dc?: string; buildsEnabled?: boolean }[];
    }>("GET", `/v9/projects/${outputs.projectIds.api}${team}`);
    expect(
      api.body.connectConfigurations?.map((link) => [link.envId, link.dc, link.buildsEnabled]),
    ).to.deep.equal([
      ["production", "iad1", true],
      ["preview", "iad1", true],
    ]);
    const endpoints = await emulator.admin.api<{ name: string; status: string }[]>(
      "GET",
      `/v1/networking/privatelink/endpoints${team}&projectId=${outputs.projectIds.api}`,
    );
    expect(endpoints.body.map((e) => [e.name, e.status])).to.deep.equal([["orders-db", "available"]]);
    // The Blob store's token is web's, in production and preview.
    const webEnv = await emulator.admin.api<{ envs: { key: string; target: string[] }[] }>(
      "GET",
      `/v9/projects/${outputs.projectIds.web}/env${team}`,
    );
    const token = webEnv.body.envs.find((e) => e.key === "ASSETS_BLOB_READ_WRITE_TOKEN");
    expect([...(token?.target ?? [])].sort()).to.deep.equal(["preview", "production"]);
    // The connector reaches api's production functions; the integration reaches api alone.
    const connectors = await emulator.admin.api<{
      clients: { name: string; includes: { projects: { items: { project: { id: string } }[] } } }[];
    }>("GET", `/v1/connect/connectors${team}&include=projects`);
    expect(
      connectors.body.clients.map((c) => [c.name, c.includes.projects.items.map((i) => i.project.id)]),
    ).to.deep.equal([["partner-api", [outputs.projectIds.api]]]);
    const installation = await emulator.admin.api<{ projects: string[] }>(
      "GET",
      `/v1/integrations/configuration/${configurationId}${team}`,
    );
    expect(installation.body.projects).to.deep.equal([outputs.projectIds.api]);
    for (const file of await filesUnder(example().backendDir)) {
      const text = await readFile(file, "utf8");
      for (const secret of [...Object.values(SECRETS), outputs.edgeConfigConnection]) {
        expect(text, file).not.to.include(secret);
      }
    }

    await example().pulumi("destroy", "--yes", "--skip-preview");
    // The installation was never the file's: it stays, reaching no project; uninstalled, nothing is left.
    expect(
      (
        await emulator.admin.api<{ projects: string[] }>(
          "GET",
          `/v1/integrations/configuration/${configurationId}${team}`,
        )
      ).body.projects,
    ).to.deep.equal([]);
    await emulator.admin.api("DELETE", `/v1/integrations/configuration/${configurationId}${team}`);
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
    await example().pulumi("stack", "rm", "--yes");
  });
});
