// examples/team-config through the plain CLI, as a user runs it: the secrets team.yaml names set
// as stack secrets, up (every family the file declares), previews with no change (also after a
// refresh), the secrets nowhere in state in clear, destroy to an empty emulator.
import { expect } from "chai";
import { readFile } from "node:fs/promises";
import { useEmulator } from "../support/emulator";
import { useExampleProject } from "../support/example-project";
import { filesUnder } from "../support/pulumi-stack";

const SECRETS = {
  dbPassword: "db-password-for-the-team-config-test",
  drainSecret: "drain-signing-secret-for-the-test",
  drainAuthorization: "Bearer drain-token-for-the-test",
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
      .and.include('team.yaml:97:13: logDrains[0].secret: stack config secret "drainSecret" is not set')
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
    expect(outputs.resourceCount).to.equal(41);
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
    for (const file of await filesUnder(example().backendDir)) {
      const text = await readFile(file, "utf8");
      for (const secret of [...Object.values(SECRETS), outputs.edgeConfigConnection]) {
        expect(text, file).not.to.include(secret);
      }
    }

    await example().pulumi("destroy", "--yes", "--skip-preview");
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
    await example().pulumi("stack", "rm", "--yes");
  });
});
