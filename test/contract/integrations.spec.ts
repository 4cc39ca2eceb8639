// The integrations area (integration configurations of the account) through @vercel/sdk. An
// installation is made through the emulator's admin API, as the dashboard would make it.
import { expect } from "chai";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { DEFAULT_USER_ID } from "../../emulator";
import { install } from "../support/integrations";
import { useContract } from "./support/contract";

describe("contract: integrations", () => {
  const contract = useContract("integrations");
  const teamId = () => contract.teamId;
  const installed = async () =>
    (
      await install(contract.emulator, {
        scopes: ["read:project"],
        userId: DEFAULT_USER_ID,
        teamId: teamId(),
      })
    ).configurationId;

  it("getConfigurations", async () => {
    await installed();
    await contract.check("getConfigurations", (sdk) =>
      sdk.integrations.getConfigurations({ teamId: teamId(), view: "account" }),
    );
  });

  it("getConfiguration", async () => {
    const id = await installed();
    await contract.check("getConfiguration", (sdk) =>
      sdk.integrations.getConfiguration({ teamId: teamId(), id }),
    );
  });

  // An installation limited to selected projects, one granted as the Terraform provider grants it
  // (POST /v1/integrations/configuration/{id}/project/{projectId}, which the SDK does not have):
  // the SDK's model of the configuration carries the selection.
  it("getConfiguration of an installation limited to selected projects", async () => {
    const [project] = await contract.emulator.admin.seedProjects([
      { name: "selected-one", teamId: teamId() },
    ]);
    const { configurationId } = await install(contract.emulator, {
      scopes: ["read:project"],
      userId: DEFAULT_USER_ID,
      teamId: teamId(),
      projectSelection: "selected",
    });
    await contract.setup("POST", `/v1/integrations/configuration/${configurationId}/project/${project!.id}`, {
      allowed: true,
    });
    const shown = (await contract.check("getConfiguration", (sdk) =>
      sdk.integrations.getConfiguration({ teamId: teamId(), id: configurationId }),
    )) as { projectSelection: string; projects: string[] };
    expect(shown).to.deep.include({ projectSelection: "selected", projects: [project!.id] });
  });

  it("deleteConfiguration", async () => {
    const id = await installed();
    await contract.check("deleteConfiguration", (sdk) =>
      sdk.integrations.deleteConfiguration({ teamId: teamId(), id }),
    );
  });

  // Products and plans as the integration's author declares them in the console (admin API).
  const withProducts = async () => {
    const installed = await install(contract.emulator, {
      clientSecret: "client-secret",
      slug: "acme",
      scopes: ["read:project"],
      userId: DEFAULT_USER_ID,
      teamId: teamId(),
    });
    const declared = await contract.emulator.admin.api(
      "PUT",
      `/_emulator/integrations/${installed.clientId}/products`,
      {
        products: [
          {
            slug: "acme-db",
            name: "Acme DB",
            secrets: [{ name: "DATABASE_URL", length: 24 }],
            plans: [
              { id: "free", name: "Free" },
              { id: "pro", name: "Pro", paymentMethodRequired: true },
              {
                id: "credits",
                name: "Credits",
                type: "prepayment",
                minimumAmount: "10",
                maximumAmount: "100",
              },
            ],
          },
        ],
      },
    );
    expect(declared.status).to.equal(200);
    return installed;
  };

  it("getConfigurationProducts", async () => {
    const { configurationId } = await withProducts();
    const body = (await contract.check("getConfigurationProducts", (sdk) =>
      sdk.integrations.getConfigurationProducts({ teamId: teamId(), id: configurationId }),
    )) as { products: { slug: string }[] };
    expect(body.products.map((p) => p.slug)).to.deep.equal(["acme-db"]);
  });

  it("getBillingPlans", async () => {
    const { clientId } = await withProducts();
    const body = (await contract.check("getBillingPlans", (sdk) =>
      sdk.integrations.getBillingPlans({
        teamId: teamId(),
        integrationIdOrSlug: "acme",
        productIdOrSlug: "acme-db",
      }),
    )) as { plans: { id: string }[] };
    expect(body.plans.map((p) => p.id)).to.deep.equal(["free", "pro", "credits"]);
    const unknown = await contract.emulator.admin.api(
      "GET",
      `/v1/integrations/integration/${clientId}/products/nope/plans?teamId=${teamId()}`,
    );
    expect(unknown.status).to.equal(404);
  });

  it("createIntegrationStoreDirect: on the free plan by default; a prepayment needs its amount", async () => {
    const { configurationId } = await withProducts();
    const body = (await contract.check("createIntegrationStoreDirect", (sdk) =>
      sdk.integrations.createIntegrationStoreDirect({
        teamId: teamId(),
        requestBody: { name: "main-db", integrationConfigurationId: configurationId },
      }),
    )) as { store: { externalResourceId: string; secrets: { name: string }[] } };
    expect(body.store.secrets.map((s) => s.name)).to.deep.equal(["DATABASE_URL"]);
    const create = (extra: Record<string, unknown>) =>
      contract.emulator.admin.api("POST", `/v1/storage/stores/integration/direct?teamId=${teamId()}`, {
        name: "other-db",
        integrationConfigurationId: configurationId,
        ...extra,
      });
    expect((await create({ billingPlanId: "credits" })).status).to.equal(400);
    expect((await create({ billingPlanId: "credits", prepaymentAmountCents: 2500 })).status).to.equal(200);
    expect((await create({ billingPlanId: "pro" })).status).to.equal(200); // a Pro team has a payment method
    expect((await create({ billingPlanId: "nope" })).status).to.equal(400);
  });

  // The team's connected git accounts, declared as the dashboard would connect them.
  const connectGit = (team?: string) =>
    contract.emulator.admin.api("PUT", "/_emulator/git", {
      ...(team === undefined ? {} : { teamId: team }),
      namespaces: [
        {
          id: 101,
          slug: "acme",
          installationId: 7,
          repos: [{ name: "web" }, { name: "api", private: true }],
        },
        { id: "gl-1", provider: "gitlab", slug: "acme-gl", repos: [{ name: "infra" }] },
      ],
    });

  // The SDK's gitNamespaces takes no team: it reads the caller's own account.
  it("gitNamespaces: the provider's connected accounts", async () => {
    expect((await connectGit()).status).to.equal(200);
    const body = (await contract.check("gitNamespaces", (sdk) =>
      sdk.integrations.gitNamespaces({ provider: "gitlab" }),
    )) as { slug: string }[];
    expect(body.map((n) => n.slug)).to.deep.equal(["acme-gl"]);
  });

  it("searchRepo: the repositories of a namespace matching the query", async () => {
    await connectGit(teamId());
    const body = (await contract.check("searchRepo", (sdk) =>
      sdk.integrations.searchRepo({ teamId: teamId(), provider: "github", namespaceId: "101", query: "ap" }),
    )) as { repos: { name: string; private: boolean }[] };
    expect(body.repos).to.have.length(1);
    expect(body.repos[0]).to.include({ name: "api", private: true });
    const unknown = await contract.emulator.admin.api(
      "GET",
      `/v1/integrations/search-repo?teamId=${teamId()}&namespaceId=999`,
    );
    expect(unknown.status).to.equal(404);
  });

  // SSO into the integration: the dashboard's link (admin API) carries a one-time code; the
  // integration trades it through the SDK for an id_token that `jose` verifies against the
  // emulator's published key set, an installation token, and a refresh token used once.
  it("exchangeSsoToken: code and refresh token for an id_token signed by the emulator's issuer", async () => {
    const installed = await install(contract.emulator, {
      clientSecret: "client-secret",
      scopes: ["read:project"],
      userId: DEFAULT_USER_ID,
      teamId: teamId(),
    });
    const link = await contract.emulator.admin.api<{ code: string; state: string }>(
      "POST",
      `/_emulator/integrations/configurations/${installed.configurationId}/sso`,
      { state: "xyz" },
    );
    expect(link.status).to.equal(201);
    const client = { clientId: installed.clientId, clientSecret: "client-secret" };
    const exchange = (request: Record<string, unknown>) =>
      contract.emulator.admin.api("POST", "/v1/integrations/sso/token", request);
    // Refused before it is spent: a wrong secret, a missing state.
    const wrongSecret = await exchange({
      grant_type: "authorization_code",
      code: link.body.code,
      state: "xyz",
      client_id: installed.clientId,
      client_secret: "nope",
    });
    expect(wrongSecret.status).to.equal(401);
    const noState = await exchange({
      grant_type: "authorization_code",
      code: link.body.code,
      client_id: installed.clientId,
      client_secret: "client-secret",
    });
    expect(noState.status).to.equal(400);

    const answer = (await contract.check("exchange-sso-token", (sdk) =>
      sdk.marketplace.exchangeSsoToken({
        code: link.body.code,
        state: "xyz",
        ...client,
        grantType: "authorization_code",
      }),
    )) as { id_token: string; access_token: string; refresh_token: string; expires_in: number };
    const jwks = createRemoteJWKSet(new URL(`${contract.emulator.url}/.well-known/jwks`));
    const { payload } = await jwtVerify(answer.id_token, jwks, {
      issuer: contract.emulator.url,
      audience: installed.clientId,
    });
    expect(payload).to.include({
      installation_id: installed.configurationId,
      account_id: teamId(),
      user_id: DEFAULT_USER_ID,
      user_role: "ADMIN",
      sub: `account:${teamId()}:user:${DEFAULT_USER_ID}`,
    });
    expect(answer.expires_in).to.equal(3600);
    // The access token is the installation's, with its scopes: it reads projects, and no more.
    const projects = await contract.sdkAs(answer.access_token).projects.getProjects({ teamId: teamId() });
    expect(projects).to.have.property("projects");
    const configuration = await contract
      .sdkAs(answer.access_token)
      .integrations.getConfiguration({ teamId: teamId(), id: installed.configurationId })
      .catch((error: { statusCode?: number }) => error);
    expect(configuration).to.have.property("statusCode", 403);
    // A code works once.
    const again = await exchange({
      grant_type: "authorization_code",
      code: link.body.code,
      state: "xyz",
      client_id: installed.clientId,
      client_secret: "client-secret",
    });
    expect(again.status).to.equal(400);

    const refreshed = (await contract.check("exchange-sso-token", (sdk) =>
      sdk.marketplace.exchangeSsoToken({
        refreshToken: answer.refresh_token,
        ...client,
        grantType: "refresh_token",
      }),
    )) as { id_token: string; refresh_token: string };
    await jwtVerify(refreshed.id_token, jwks, {
      issuer: contract.emulator.url,
      audience: installed.clientId,
    });
    expect(refreshed.refresh_token).not.to.equal(answer.refresh_token);
    const reused = await exchange({
      grant_type: "refresh_token",
      refresh_token: answer.refresh_token,
      client_id: installed.clientId,
      client_secret: "client-secret",
    });
    expect(reused.status).to.equal(400);
  });
});
