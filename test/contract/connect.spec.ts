// Connect through @vercel/sdk: a team's connectors, their project connections and trigger
// destinations, with the platform's rules (type and its data, unique name and UID, colors, project
// and environments, destinations); then tokens and authorization requests, which the SDK has no
// function for, over raw HTTP with the body the vercel CLI's `connect token` sends.
import { expect } from "chai";
import { useContract } from "./support/contract";

const SLACK = {
  type: "slack",
  name: "Support bot",
  data: {
    appId: "A01",
    appName: "Support",
    clientId: "123.456",
    clientSecret: "s3cr3t-slack",
    botScopes: ["chat:write"],
  },
};

describe("contract: connect", () => {
  const contract = useContract("connect");
  const teamId = () => contract.teamId;
  const seedProject = (name = "web") =>
    contract.setup<{ id: string; name: string }>("POST", "/v11/projects", { name });
  const seedConnector = (body: Record<string, unknown> = SLACK) =>
    contract.setup<{ id: string; uid: string }>("POST", "/v1/connect/connectors", body);
  const connectProject = (connector: string, projectId: string, environments = ["production"]) =>
    contract.setup("POST", `/v1/connect/connectors/${connector}/projects/${projectId}`, { environments });
  /** A raw call in the team: status and body (for the refusals, which the SDK throws on). */
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await contract.emulator.admin.api<
      { error?: { code: string; message: string } } & Record<string, unknown>
    >(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${teamId()}`, body);
    return { status: response.status, body: response.body };
  };
  const status = async (method: string, path: string, body?: unknown) =>
    (await call(method, path, body)).status;

  it("createConnector: a Slack connector connected to a project, with a trigger destination", async () => {
    const project = await seedProject();
    const body = (await contract.check("createConnector", (sdk) =>
      sdk.connect.createConnector({
        teamId: teamId(),
        connectCreateConnectorRequest: {
          ...SLACK,
          projectId: project.id,
          backgroundColor: "#112233",
          triggers: true,
          triggerDestination: { branch: "main", path: "/api/slack" },
        },
      }),
    )) as Record<string, unknown>;
    expect(body).to.include({
      type: "slack",
      typeName: "Slack",
      uid: "slack/support-bot",
      supportsTriggers: true,
    });
    expect(body.id).to.match(/^scl_/);
    expect(body.triggerDestinations).to.deep.equal([
      { projectId: project.id, branch: "main", path: "/api/slack" },
    ]);
    expect(JSON.stringify(body)).not.to.include("s3cr3t-slack");
    const connection = await call("GET", `/v1/connect/connectors/${String(body.id)}/projects/${project.id}`);
    expect(connection.body.enabledEnvironments).to.deep.equal(["development", "preview", "production"]);
  });

  it("listConnectors, filtered by type, search and project", async () => {
    const project = await seedProject();
    const slack = await seedConnector();
    await seedConnector({ type: "linq", name: "Texts", data: { apiToken: "linq-token" } });
    await connectProject(slack.id, project.id);
    const all = (await contract.check("listConnectors", (sdk) =>
      sdk.connect.listConnectors({ teamId: teamId(), sort: "name" }),
    )) as { connectors: Array<{ name: string }>; pagination: { next: string | null } };
    expect(all.connectors.map((c) => c.name)).to.deep.equal(["Support bot", "Texts"]);
    expect(all.pagination.next).to.equal(null);
    const byType = (await contract.check("listConnectors", (sdk) =>
      sdk.connect.listConnectors({ teamId: teamId(), type: "linq" }),
    )) as { connectors: Array<{ name: string }> };
    expect(byType.connectors.map((c) => c.name)).to.deep.equal(["Texts"]);
    const byProject = (await contract.check("listConnectors", (sdk) =>
      sdk.connect.listConnectors({ teamId: teamId(), projectId: project.id }),
    )) as { connectors: Array<{ id: string }> };
    expect(byProject.connectors.map((c) => c.id)).to.deep.equal([slack.id]);
    const paged = (await contract.check("listConnectors", (sdk) =>
      sdk.connect.listConnectors({ teamId: teamId(), limit: 1 }),
    )) as { connectors: unknown[]; pagination: { next: string | null } };
    expect(paged.connectors).to.have.length(1);
    expect(paged.pagination.next).to.be.a("string");
  });

  it("getConnector by id and by URL-encoded UID", async () => {
    const { id, uid } = await seedConnector();
    await contract.check("getConnector", (sdk) =>
      sdk.connect.getConnector({ teamId: teamId(), connector: id }),
    );
    const byUid = (await contract.check("getConnector", (sdk) =>
      sdk.connect.getConnector({ teamId: teamId(), connector: uid }),
    )) as { id: string };
    expect(byUid.id).to.equal(id);
    expect(await status("GET", "/v1/connect/connectors/scl_missing")).to.equal(404);
  });

  it("updateConnector: renames, and a user-scope change asks users to authorize again", async () => {
    const { id } = await seedConnector();
    await call("POST", `/v1/connect/authorize/${id}`, { subject: { type: "user" } });
    expect((await call("POST", `/v1/connect/token/${id}`, { subject: { type: "user" } })).status).to.equal(
      200,
    );
    const body = (await contract.check("updateConnector", (sdk) =>
      sdk.connect.updateConnector({
        teamId: teamId(),
        connector: id,
        connectUpdateConnectorRequest: {
          name: "Helpdesk",
          accentColor: "#abcdef",
          data: { userScopes: ["users:read"] },
        },
      }),
    )) as {
      connector: { name: string; uid: string; accentColor: string };
      reconsentNeeded?: { scope: string };
    };
    expect(body.connector).to.include({ name: "Helpdesk", accentColor: "#abcdef", uid: "slack/support-bot" });
    expect(body.reconsentNeeded).to.deep.equal({ scope: "user" });
    const token = await call("POST", `/v1/connect/token/${id}`, { subject: { type: "user" } });
    expect(token.status).to.equal(409);
    expect(token.body.error?.code).to.equal("user_authorization_required");
  });

  it("deleteConnector disconnects its projects", async () => {
    const project = await seedProject();
    const { id } = await seedConnector();
    await connectProject(id, project.id);
    await contract.check("deleteConnector", (sdk) =>
      sdk.connect.deleteConnector({ teamId: teamId(), connector: id }),
    );
    expect(await status("GET", `/v1/connect/connectors/${id}`)).to.equal(404);
    const left = await call("GET", `/v2/connect/projects/${project.id}/connectors`);
    expect(left.body.connectors).to.deep.equal([]);
  });

  it("replaceConnectorTriggerDestinations: the complete set, on connected projects only", async () => {
    const project = await seedProject();
    const other = await seedProject("docs");
    const { id } = await seedConnector({ ...SLACK, triggers: true });
    await connectProject(id, project.id);
    const body = (await contract.check("replaceConnectorTriggerDestinations", (sdk) =>
      sdk.connect.replaceConnectorTriggerDestinations({
        teamId: teamId(),
        connector: id,
        connectReplaceTriggerDestinationsRequest: {
          destinations: [
            { projectId: project.id },
            { projectId: project.id, branch: "next", path: "/hooks" },
          ],
        },
      }),
    )) as { triggerDestinations: unknown[]; triggers: { enabled: boolean } };
    expect(body.triggerDestinations).to.have.length(2);
    expect(body.triggers).to.deep.equal({ enabled: true });
    const replace = (destinations: unknown[]) =>
      status("PATCH", `/v1/connect/connectors/${id}/trigger-destinations`, { destinations });
    expect(await replace([{ projectId: other.id }])).to.equal(400);
    expect(await replace([{ projectId: "prj_missing" }])).to.equal(404);
    expect(await replace([{ projectId: project.id, branch: "a", customEnvironmentId: "env_x" }])).to.equal(
      400,
    );
    expect(await replace([{ projectId: project.id, customEnvironmentId: "env_unknown" }])).to.equal(400);
    expect(await replace([{ projectId: project.id, path: "no-slash" }])).to.equal(400);
    const four = ["a", "b", "c", "d"].map((branch) => ({ projectId: project.id, branch }));
    expect(await replace(four)).to.equal(400);
    expect(await replace([])).to.equal(200);
    const linq = await seedConnector({ type: "linq", name: "Texts", data: { apiToken: "t" } });
    await connectProject(linq.id, project.id);
    expect(
      await status("PATCH", `/v1/connect/connectors/${linq.id}/trigger-destinations`, {
        destinations: [{ projectId: project.id }],
      }),
    ).to.equal(400);
  });

  it("upsertConnectorProjectConnection: built-in and the project's custom environments", async () => {
    const project = await seedProject();
    const { id } = await seedConnector();
    const staging = await contract.setup<{ id: string }>(
      "POST",
      `/v9/projects/${project.id}/custom-environments`,
      {
        slug: "staging",
      },
    );
    const body = (await contract.check("upsertConnectorProjectConnection", (sdk) =>
      sdk.connect.upsertConnectorProjectConnection({
        teamId: teamId(),
        connector: id,
        projectId: project.id,
        connectUpsertProjectConnectionRequest: { environments: ["preview", staging.id, "preview"] },
      }),
    )) as { enabledEnvironments: string[]; project: { name: string; customEnvironments: unknown[] } };
    expect(body.enabledEnvironments).to.deep.equal(["preview", staging.id]);
    expect(body.project.customEnvironments).to.deep.equal([{ id: staging.id, slug: "staging" }]);
    const upsert = (projectId: string, environments: string[]) =>
      status("POST", `/v1/connect/connectors/${id}/projects/${projectId}`, { environments });
    expect(await upsert(project.id, ["env_unknown"])).to.equal(400);
    expect(await upsert(project.id, [])).to.equal(400);
    const missing = await call("POST", `/v1/connect/connectors/${id}/projects/prj_missing`, {
      environments: ["production"],
    });
    expect(missing.status).to.equal(404);
    expect(missing.body.error?.message).to.equal("Project not found");
  });

  it("getConnectorProjectConnection, 404 when not connected", async () => {
    const project = await seedProject();
    const { id } = await seedConnector();
    expect(await status("GET", `/v1/connect/connectors/${id}/projects/${project.id}`)).to.equal(404);
    await connectProject(id, project.id);
    await contract.check("getConnectorProjectConnection", (sdk) =>
      sdk.connect.getConnectorProjectConnection({ teamId: teamId(), connector: id, projectId: project.id }),
    );
  });

  it("deleteConnectorProjectConnection drops the project's trigger destinations", async () => {
    const project = await seedProject();
    const { id } = await seedConnector({
      ...SLACK,
      triggers: true,
      projectId: project.id,
      triggerDestination: {},
    });
    await contract.check("deleteConnectorProjectConnection", (sdk) =>
      sdk.connect.deleteConnectorProjectConnection({
        teamId: teamId(),
        connector: id,
        projectId: project.id,
      }),
    );
    expect((await call("GET", `/v1/connect/connectors/${id}`)).body.triggerDestinations).to.deep.equal([]);
    expect(await status("DELETE", `/v1/connect/connectors/${id}/projects/${project.id}`)).to.equal(404);
  });

  it("listConnectorProjectConnections and listProjectConnectorConnections", async () => {
    const project = await seedProject();
    const { id } = await seedConnector();
    await connectProject(id, project.id);
    const projects = (await contract.check("listConnectorProjectConnections", (sdk) =>
      sdk.connect.listConnectorProjectConnections({ teamId: teamId(), connector: id }),
    )) as { projects: Array<{ project: { id: string } }> };
    expect(projects.projects.map((p) => p.project.id)).to.deep.equal([project.id]);
    const connectors = (await contract.check("listProjectConnectorConnections", (sdk) =>
      sdk.connect.listProjectConnectorConnections({ teamId: teamId(), projectId: project.id }),
    )) as { connectors: Array<{ connectorId: string }> };
    expect(connectors.connectors.map((c) => c.connectorId)).to.deep.equal([id]);
    expect(await status("GET", "/v2/connect/projects/prj_missing/connectors")).to.equal(404);
  });

  it("refuses an unknown type, missing data, a taken name or UID, a Vercel UID, bad colors and icons", async () => {
    const create = (body: Record<string, unknown>) => call("POST", "/v1/connect/connectors", body);
    expect((await create({ ...SLACK, type: "fax" })).status).to.equal(400);
    const missing = await create({ ...SLACK, data: { appId: "A01", appName: "S", clientId: "c" } });
    expect(missing.status).to.equal(400);
    expect(missing.body.error?.message).to.include("data.clientSecret");
    expect((await create({ type: "linq", data: { apiToken: "t" } })).status).to.equal(400);
    expect((await create({ type: "api-key", projectId: "prj_x", data: {} })).status).to.equal(404);
    expect((await create({ ...SLACK, name: "  " })).status).to.equal(400);
    expect((await create({ ...SLACK, uid: "vercel/bot" })).status).to.equal(400);
    expect((await create({ ...SLACK, uid: "has space" })).status).to.equal(400);
    expect((await create({ ...SLACK, backgroundColor: "red" })).status).to.equal(400);
    expect((await create({ ...SLACK, icon: "https://example.com/i.png" })).status).to.equal(400);
    expect((await create({ ...SLACK, environments: ["production"] })).status).to.equal(400);
    expect(
      (await create({ type: "linq", name: "T", data: { apiToken: "t" }, triggers: true })).status,
    ).to.equal(400);
    expect((await create({ ...SLACK, triggerDestination: { projectId: "prj_x" } })).status).to.equal(400);
    expect((await create(SLACK)).status).to.equal(201);
    expect((await create(SLACK)).status).to.equal(409);
    expect((await create({ ...SLACK, name: "Other", uid: "slack/support-bot" })).status).to.equal(409);
    // A preset: the service names the type.
    const preset = await create({
      service: "linear",
      connectionMethod: "oauth-app",
      name: "Issues",
      data: { clientId: "c", clientSecret: "s" },
    });
    expect(preset.status).to.equal(201);
    expect(preset.body).to.include({ type: "linear", service: "linear", connectionMethod: "oauth-app" });
  });

  it("connect tokens: only in a state that allows them, never echoing credentials", async () => {
    const { id, uid } = await seedConnector();
    const token = (body: unknown, connector = id) =>
      call("POST", `/v1/connect/token/${encodeURIComponent(connector)}`, body);
    // An installing type's app token needs an installation first.
    const notInstalled = await token({ subject: { type: "app" }, scopes: ["*"] });
    expect(notInstalled.status).to.equal(409);
    expect(notInstalled.body.error?.code).to.equal("client_installation_required");
    const install = await call("POST", `/v1/connect/authorize/${id}`, {
      subject: { type: "app" },
      scopes: ["chat:write"],
    });
    expect(install.status).to.equal(201);
    expect(install.body.installationId).to.match(/^inst_/);
    expect((await call("GET", `/v1/connect/connectors/${id}`)).body.defaultInstallationId).to.equal(
      install.body.installationId,
    );
    const app = await token({ subject: { type: "app" } }, uid);
    expect(app.status).to.equal(200);
    expect(app.body).to.include({ installationId: install.body.installationId });
    expect(app.body.token).to.match(/^vct_/);
    expect((await token({ subject: { type: "app" }, installationId: "inst_unknown" })).status).to.equal(404);
    // A user token needs the user's grant for the scopes asked.
    expect((await token({ subject: { type: "user" } })).body.error?.code).to.equal(
      "user_authorization_required",
    );
    await call("POST", `/v1/connect/authorize/${id}`, { subject: { type: "user" }, scopes: ["users:read"] });
    expect((await token({ subject: { type: "user" }, scopes: ["users:read"] })).status).to.equal(200);
    expect((await token({ subject: { type: "user" }, scopes: ["admin"] })).body.error?.code).to.equal(
      "user_authorization_required",
    );
    // A subject the type does not issue.
    const linq = await seedConnector({ type: "linq", name: "Texts", data: { apiToken: "linq-token" } });
    const unresolved = await token({ subject: { type: "user" } }, linq.id);
    expect(unresolved.status).to.equal(400);
    expect(unresolved.body.error?.code).to.equal("unresolved_token");
    expect(
      (await call("POST", `/v1/connect/authorize/${linq.id}`, { subject: { type: "app" } })).status,
    ).to.equal(400);
    expect((await token({}, "scl_missing")).body.error?.code).to.equal("not_found");
    // An api-key connector's token is its unexpired key.
    const keys = await seedConnector({
      type: "api-key",
      name: "Partner",
      data: { values: [{ value: "pk_live_1", scope: "read" }] },
    });
    const key = await token({ scopes: ["read"] }, keys.id);
    expect(key.body.token).to.equal("pk_live_1");
    expect((await token({ scopes: ["write"] }, keys.id)).body.error?.code).to.equal("unresolved_token");
    expect(JSON.stringify((await call("GET", `/v1/connect/connectors/${keys.id}`)).body)).not.to.include(
      "pk_live_1",
    );
  });

  it("a bot-scope change voids installations: reinstall needed", async () => {
    const { id } = await seedConnector();
    await call("POST", `/v1/connect/authorize/${id}`, { subject: { type: "app" } });
    const update = await call("PATCH", `/v2/connect/connectors/${id}`, {
      data: { botScopes: ["chat:write", "channels:read"] },
    });
    expect(update.body.reinstallNeeded).to.equal(true);
    expect((update.body.connector as Record<string, unknown>).reinstallAt).to.be.a("number");
    expect(
      (await call("POST", `/v1/connect/token/${id}`, { subject: { type: "app" } })).body.error?.code,
    ).to.equal("client_installation_required");
  });
});
