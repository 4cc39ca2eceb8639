// Integrations over real HTTP: an installation through the admin API, the OAuth code exchange (once,
// 30 minutes, the integration's own client and redirect), the configuration routes, and the scopes
// an integration's token is held to on every route.
import { expect } from "chai";
import type { IntegrationConfiguration, InstallResponse } from "../../schema/integrations";
import { exchangeOAuthCode } from "../../provider/integrations";
import { DEFAULT_USER_ID } from "../../emulator";
import { useEmulator } from "../support/emulator";
import { install, installOnTeamByMember, installWithToken } from "../support/integrations";
import { rejection } from "../support/rejection";

interface ErrorBody {
  error: { code: string; message: string; missingScope?: string; accessLevel?: string };
}

const SECRET = "s3cr3t-client-secret";
const REDIRECT = "https://integration.example/callback";

describe("emulator integrations", () => {
  const emulator = useEmulator();
  const as = (token: string) => emulator.as(token);

  describe("OAuth code exchange", () => {
    it("trades a personal installation's code once for its token; team_id is null", async () => {
      const installed = await install(emulator, {
        clientId: "oac_personal",
        clientSecret: SECRET,
        redirectUri: REDIRECT,
        scopes: ["read:user"],
      });
      expect(installed.teamId).to.equal(null);
      expect(new URL(installed.redirect).searchParams.get("code")).to.equal(installed.code);
      const args = {
        clientId: "oac_personal",
        clientSecret: SECRET,
        code: installed.code,
        redirectUri: REDIRECT,
        apiUrl: emulator.url,
      };
      const token = await exchangeOAuthCode(args);
      expect(token).to.include({
        tokenType: "Bearer",
        installationId: installed.configurationId,
        userId: DEFAULT_USER_ID,
        teamId: null,
      });
      const me = await as(token.accessToken).api<{ user: { id: string } }>("GET", "/v2/user");
      expect(me.status).to.equal(200);
      expect(me.body.user.id).to.equal(DEFAULT_USER_ID);

      const again = await rejection(exchangeOAuthCode(args));
      expect(again.message).to.include("400 invalid_grant").and.include("already exchanged");
      expect(again.message).not.to.include(installed.code);
    });

    it("refuses a wrong secret or redirect URI, and a code older than 30 minutes", async () => {
      const installed = await install(emulator, {
        clientId: "oac_x",
        clientSecret: SECRET,
        redirectUri: REDIRECT,
        scopes: [],
      });
      const args = {
        clientId: "oac_x",
        clientSecret: SECRET,
        code: installed.code,
        redirectUri: REDIRECT,
        apiUrl: emulator.url,
      };
      const badSecret = await rejection(exchangeOAuthCode({ ...args, clientSecret: "wrong-secret" }));
      expect(badSecret.message).to.include("401 invalid_client");
      const badRedirect = await rejection(
        exchangeOAuthCode({ ...args, redirectUri: "https://elsewhere.example/cb" }),
      );
      expect(badRedirect.message).to.include("redirect_uri");
      // A refused exchange does not use the code up; time does.
      await emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 30 * 60 * 1000 });
      const expired = await rejection(exchangeOAuthCode(args));
      expect(expired.message).to.include("expired").and.include("30 minutes");
    });

    it("names a missing form field before calling, and the emulator names it too", async () => {
      const local = await rejection(
        exchangeOAuthCode({
          clientId: "oac_x",
          clientSecret: "",
          code: "c",
          redirectUri: REDIRECT,
          apiUrl: emulator.url,
        }),
      );
      expect(local.message).to.equal('exchangeOAuthCode: "clientSecret" is required');
      const response = await fetch(`${emulator.url}/v2/oauth/access_token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "client_id=oac_x&code=abc",
      });
      expect(response.status).to.equal(400);
      expect(((await response.json()) as ErrorBody).error.message).to.include('"client_secret"');
    });
  });

  describe("team installations and configurations", () => {
    const teamInstall = (scopes: string[]) => installOnTeamByMember(emulator, scopes);

    it("answers the team's id, and the token must name the team on every request", async () => {
      const { team, installed } = await teamInstall(["read:project", "read:integration-configuration"]);
      expect(installed.teamId).to.equal(team.id);
      const client = as(installed.accessToken);
      const withoutTeam = await client.api<ErrorBody>("GET", "/v9/projects");
      expect(withoutTeam.status).to.equal(403);
      expect(withoutTeam.body.error.message).to.include(`?teamId=${team.id}`);
      expect((await client.api("GET", `/v9/projects?teamId=${team.id}`)).status).to.equal(200);
      expect((await client.api("GET", `/v9/projects?slug=acme`)).status).to.equal(200);
      const otherTeam = await client.api<ErrorBody>("GET", `/v9/projects?teamId=${emulator.teamId}`);
      expect(otherTeam.status).to.equal(403);
    });

    it("serves the installation as a configuration; deleting it revokes the token", async () => {
      const { team, member, installed } = await teamInstall(["read-write:integration-configuration"]);
      const client = as(installed.accessToken);
      const listed = await client.api<IntegrationConfiguration[]>(
        "GET",
        `/v1/integrations/configurations?view=account&teamId=${team.id}`,
      );
      expect(listed.status, JSON.stringify(listed.body)).to.equal(200);
      expect(listed.body).to.have.length(1);
      expect(listed.body[0]).to.include({
        id: installed.configurationId,
        integrationId: installed.clientId,
        ownerId: team.id,
        teamId: team.id,
        userId: member.user.id,
        type: "integration-configuration",
      });
      expect(listed.body[0]?.scopes).to.deep.equal(["read-write:integration-configuration"]);
      const path = `/v1/integrations/configuration/${installed.configurationId}?teamId=${team.id}`;
      expect((await emulator.admin.api("GET", path)).status).to.equal(200);
      expect((await client.api("DELETE", path)).status).to.equal(204);
      expect((await emulator.admin.api("GET", path)).status).to.equal(404);
      expect((await client.api("GET", `/v9/projects?teamId=${team.id}`)).status).to.equal(403);
    });
  });

  describe("scopes", () => {
    async function personal(scopes: string[]) {
      return as((await installWithToken(emulator, { clientSecret: SECRET, scopes })).accessToken);
    }

    it("answers 403 naming the missing scope and access level; a user's token keeps full access", async () => {
      const client = await personal(["read:project"]);
      expect((await client.api("GET", "/v9/projects")).status).to.equal(200);
      const refused = await client.api<ErrorBody>("POST", "/v11/projects", { name: "web" });
      expect(refused.status).to.equal(403);
      expect(refused.body.error).to.include({
        code: "forbidden",
        missingScope: "project",
        accessLevel: "read-write",
      });
      expect(refused.body.error.message).to.include("Missing scope read-write:project");
      const domains = await client.api<ErrorBody>("GET", "/v5/domains");
      expect(domains.body.error).to.include({ missingScope: "domain", accessLevel: "read" });
      expect((await emulator.admin.api("POST", "/v11/projects", { name: "web" })).status).to.equal(200);
    });

    it("needs write on both project and domain to change a project's domain", async () => {
      await emulator.admin.seedProjects([{ name: "site" }]);
      const projectOnly = await personal(["read-write:project", "read:domain"]);
      const refused = await projectOnly.api<ErrorBody>("POST", "/v10/projects/site/domains", {
        name: "a.example.com",
      });
      expect(refused.status).to.equal(403);
      expect(refused.body.error).to.include({ missingScope: "domain", accessLevel: "read-write" });
      expect((await projectOnly.api("GET", "/v9/projects/site/domains")).status).to.equal(200);
      const both = await personal(["read-write:project", "read-write:domain"]);
      expect(
        (await both.api("POST", "/v10/projects/site/domains", { name: "a.example.com" })).status,
      ).to.equal(200);
    });

    it("reaches project variables with project-env-vars or global-project-env-vars, shared ones with the latter", async () => {
      await emulator.admin.seedProjects([{ name: "site" }]);
      const owned = await personal(["read-write:project-env-vars"]);
      const env = { key: "A", value: "1", type: "plain", target: ["production"] };
      expect((await owned.api("POST", "/v10/projects/site/env", env)).status).to.equal(201);
      const shared = await owned.api<ErrorBody>("GET", "/v1/env");
      expect(shared.body.error).to.include({ missingScope: "global-project-env-vars" });
      const global = await personal(["read:global-project-env-vars"]);
      expect((await global.api("GET", "/v10/projects/site/env")).status).to.equal(200);
      expect(
        (await global.api<ErrorBody>("POST", "/v10/projects/site/env", { ...env, key: "B" })).body.error,
      ).to.include({
        missingScope: "project-env-vars",
        accessLevel: "read-write",
      });
    });

    it("shows and changes only the variables the integration owns under project-env-vars; all under the global scope", async () => {
      await emulator.admin.seedProjects([{ name: "site" }]);
      const env = (key: string) => ({ key, value: "1", type: "plain", target: ["production"] });
      const owned = await personal(["read-write:project-env-vars"]);
      const own = await owned.api<{ created: { id: string; configurationId?: string } }>(
        "POST",
        "/v10/projects/site/env",
        env("OWN"),
      );
      expect(own.body.created.configurationId).to.match(/^icfg_/);
      const users = await emulator.admin.api<{ created: { id: string } }>(
        "POST",
        "/v10/projects/site/env",
        env("USERS"),
      );
      const keys = async (client: ReturnType<typeof as>) =>
        (await client.api<{ envs: { key: string }[] }>("GET", "/v10/projects/site/env")).body.envs.map(
          (e) => e.key,
        );
      expect(await keys(owned)).to.deep.equal(["OWN"]);
      expect((await owned.api("GET", `/v1/projects/site/env/${users.body.created.id}`)).status).to.equal(404);
      expect((await owned.api("DELETE", `/v9/projects/site/env/${users.body.created.id}`)).status).to.equal(
        404,
      );
      expect((await owned.api("DELETE", `/v9/projects/site/env/${own.body.created.id}`)).status).to.equal(
        200,
      );
      const global = await personal(["read-write:global-project-env-vars"]);
      expect(await keys(global)).to.deep.equal(["USERS"]);
      expect(await keys(emulator.admin)).to.deep.equal(["USERS"]);
    });

    it("applies removals and downgrades at once and holds additions until the owner confirms them all", async () => {
      const installed = await installWithToken(emulator, {
        clientSecret: SECRET,
        scopes: ["read-write:project", "read:user"],
      });
      const client = as(installed.accessToken);
      const changed = await emulator.admin.api(
        "PUT",
        `/_emulator/integrations/${installed.clientId}/scopes`,
        {
          scopes: ["read:project", "read:domain", "read:team"],
        },
      );
      expect(changed.status).to.equal(200);
      // Downgrade (project) and removal (user) now; domain and team wait.
      expect(
        (await client.api<ErrorBody>("POST", "/v11/projects", { name: "web" })).body.error.missingScope,
      ).to.equal("project");
      expect((await client.api<ErrorBody>("GET", "/v2/user")).body.error.missingScope).to.equal("user");
      expect((await client.api<ErrorBody>("GET", "/v5/domains")).body.error.missingScope).to.equal("domain");
      const pending = await emulator.admin.api<{ scopes: string[]; pendingScopes: string[] }>(
        "GET",
        `/_emulator/integrations/configurations/${installed.configurationId}`,
      );
      expect(pending.body.scopes).to.deep.equal(["read:project"]);
      expect(pending.body.pendingScopes).to.have.members(["read:project", "read:domain", "read:team"]);

      const confirm = `/_emulator/integrations/configurations/${installed.configurationId}/confirm-scopes`;
      expect((await emulator.admin.api("POST", confirm)).status).to.equal(200);
      expect((await client.api("GET", "/v5/domains")).status).to.equal(200);
      expect((await emulator.admin.api<ErrorBody>("POST", confirm)).status).to.equal(409);
    });

    it("keeps the admin API from integrations' tokens, and an integration's scopes to its console", async () => {
      const installed = await installWithToken(emulator, {
        clientId: "oac_console",
        clientSecret: SECRET,
        scopes: ["read:project"],
      });
      const own = await as(installed.accessToken).api<ErrorBody>(
        "POST",
        `/_emulator/integrations/configurations/${installed.configurationId}/confirm-scopes`,
      );
      expect(own.status).to.equal(403);
      const other = await emulator.admin.api<ErrorBody>("POST", "/_emulator/integrations/installations", {
        clientId: "oac_console",
        clientSecret: SECRET,
        scopes: ["read-write:project"],
      });
      expect(other.status).to.equal(400);
      expect(other.body.error.message).to.include("PUT /_emulator/integrations/oac_console/scopes");
    });

    it("refuses a scope the emulator does not know, naming it", async () => {
      const { status, body } = await emulator.admin.api<ErrorBody>(
        "POST",
        "/_emulator/integrations/installations",
        {
          scopes: ["write:project"],
        },
      );
      expect(status).to.equal(400);
      expect(body.error.message).to.include('"write:project" is not a scope');
    });
  });

  it("keeps installations out of the state listing and drops them on reset", async () => {
    const installed: InstallResponse = await install(emulator, { scopes: ["read:user"] });
    expect((await emulator.admin.state()).total).to.equal(0);
    await emulator.admin.reset();
    expect(
      (await emulator.admin.api("GET", `/_emulator/integrations/configurations/${installed.configurationId}`))
        .status,
    ).to.equal(404);
  });
});
