// The marketplace installation routes (the integration author's side) through @vercel/sdk, called
// with the installation's own access token over loopback HTTP, and the rules behind them: a revoked
// credential is refused on the next call, another installation's token is refused, a resource's
// secrets become env vars of the projects it is connected to, the global config reads back exactly
// what was put (ETag, 304, HEAD, 412), a deleted resource's experimentation config is gone, a
// finalized installation takes no more invoices, a refund needs a paid invoice.
import { expect } from "chai";
import type { Vercel } from "@vercel/sdk";
import { DEFAULT_USER_ID } from "../../emulator";
import { installWithToken } from "../support/integrations";
import { useContract } from "./support/contract";

const CLIENT_SECRET = "client-secret-of-acme-db";
const PRODUCT = {
  slug: "acme-db",
  name: "Acme DB",
  primaryProtocol: "storage",
  secrets: [{ name: "DATABASE_URL", length: 24 }],
  plans: [
    { id: "free", name: "Free", description: "Hobby databases" },
    { id: "pro", name: "Pro", paymentMethodRequired: true, cost: "$20/month", description: "More" },
  ],
};

describe("contract: marketplace", () => {
  const contract = useContract("marketplace-resources");
  let installation: { configurationId: string; access_token: string; clientId: string };
  let sdk: Vercel;

  /** A raw call with a given token (for the rules the SDK's types can not express: headers, refusals). */
  const raw = async (
    token: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${contract.emulator.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: text ? (JSON.parse(text) as unknown) : null,
    };
  };
  const id = () => installation.configurationId;
  const base = () => `/v1/installations/${id()}`;
  const dashboard = async () =>
    (
      await contract.emulator.admin.api<{
        resources: { resourceId: string; items: { itemId: string; name?: string }[] }[];
        invoices: unknown[];
      }>("GET", `/_emulator/marketplace/installations/${id()}`)
    ).body;

  beforeEach(async () => {
    const installed = await installWithToken(contract.emulator, {
      clientSecret: CLIENT_SECRET,
      slug: "acme",
      scopes: ["read-write:integration-configuration"],
      userId: DEFAULT_USER_ID,
      teamId: contract.teamId,
    });
    installation = {
      configurationId: installed.configurationId,
      access_token: installed.accessToken,
      clientId: installed.clientId,
    };
    const declared = await contract.emulator.admin.api(
      "PUT",
      `/_emulator/integrations/${installed.clientId}/products`,
      {
        products: [PRODUCT],
      },
    );
    expect(declared.status).to.equal(200);
    sdk = contract.sdkAs(installation.access_token);
  });

  const importDb = (resourceId = "db-1", secrets = [{ name: "DATABASE_URL", value: "postgres://one" }]) =>
    raw(installation.access_token, "PUT", `${base()}/resources/${resourceId}`, {
      productId: "acme-db",
      name: `database ${resourceId}`,
      status: "ready",
      secrets,
    });

  describe("installation", () => {
    it("updateInstallation: status, external id and notification show on the configuration", async () => {
      await contract.check("update-installation", () =>
        sdk.marketplace.updateInstallation({
          integrationConfigurationId: id(),
          requestBody: {
            status: "ready",
            externalId: "acct-42",
            notification: { level: "warn", title: "Card expiring" },
          },
        }),
      );
      const configuration = await contract.setup<{
        status: string;
        externalId: string;
        notification: { title: string };
      }>("GET", `/v1/integrations/configuration/${id()}`);
      expect(configuration).to.include({ status: "ready", externalId: "acct-42" });
      expect(configuration.notification.title).to.equal("Card expiring");
    });

    it("getAccountInfo: the team and the installing owner as contact", async () => {
      const body = (await contract.check("get-account-info", () =>
        sdk.marketplace.getAccountInfo({ integrationConfigurationId: id() }),
      )) as { contact: { email: string }; url: string };
      expect(body.contact.email).to.be.a("string").and.contain("@");
      expect(body.url).to.contain(id());
    });

    it("getMember: a real member's role; a stranger is not found", async () => {
      const body = (await contract.check("get-member", () =>
        sdk.marketplace.getMember({ integrationConfigurationId: id(), memberId: DEFAULT_USER_ID }),
      )) as { id: string; role: string };
      expect(body).to.include({ id: DEFAULT_USER_ID, role: "ADMIN" });
      const stranger = await contract.emulator.admin.createUser("stranger");
      const refused = await raw(installation.access_token, "GET", `${base()}/member/${stranger.user.id}`);
      expect(refused.status).to.equal(404);
    });

    it("a user's own token and another installation's token are refused", async () => {
      const asUser = await raw(contract.emulator.token, "GET", `${base()}/account`);
      expect(asUser.status).to.equal(403);
      const other = await installWithToken(contract.emulator, {
        clientSecret: CLIENT_SECRET,
        clientId: installation.clientId,
        scopes: ["read-write:integration-configuration"],
        userId: DEFAULT_USER_ID,
        teamId: contract.teamId,
      });
      const crossed = await raw(other.accessToken, "GET", `${base()}/account`);
      expect(crossed.status).to.equal(403);
    });

    it("rotateInstallationCredential: a new token that works next to the current one", async () => {
      const body = (await contract.check("rotate-installation-credential", () =>
        sdk.marketplace.rotateInstallationCredential({
          integrationConfigurationId: id(),
          requestBody: { clientSecret: CLIENT_SECRET },
        }),
      )) as { access_token: string; expires_in: number };
      expect(body.expires_in).to.be.above(0);
      expect((await raw(body.access_token, "GET", `${base()}/account`)).status).to.equal(200);
      expect((await raw(installation.access_token, "GET", `${base()}/account`)).status).to.equal(200);
      const wrongSecret = await raw(installation.access_token, "POST", `${base()}/credentials/rotate`, {
        client_secret: "nope",
      });
      expect(wrongSecret.status).to.equal(401);
    });

    it("revokeInstallationCredential: the revoked token is refused on the next call; twice says so", async () => {
      const rotated = (
        await raw(installation.access_token, "POST", `${base()}/credentials/rotate`, {
          client_secret: CLIENT_SECRET,
        })
      ).json as { access_token: string };
      const body = (await contract.check("revoke-installation-credential", () =>
        sdk.marketplace.revokeInstallationCredential({
          integrationConfigurationId: id(),
          requestBody: { token: installation.access_token, clientSecret: CLIENT_SECRET },
        }),
      )) as { revoked: boolean; already_revoked: boolean };
      expect(body).to.deep.equal({ revoked: true, already_revoked: false });
      expect((await raw(installation.access_token, "GET", `${base()}/account`)).status).to.equal(403);
      const again = await raw(rotated.access_token, "POST", `${base()}/credentials/revoke`, {
        token: installation.access_token,
        client_secret: CLIENT_SECRET,
      });
      expect(again.json).to.deep.equal({ revoked: false, already_revoked: true });
    });

    it("createEvent: a resource.updated names a resource of the installation", async () => {
      await importDb();
      await contract.check("create-event", () =>
        sdk.marketplace.createEvent({
          integrationConfigurationId: id(),
          requestBody: { event: { type: "resource.updated", resourceId: "db-1" } },
        }),
      );
      const unknown = await raw(installation.access_token, "POST", `${base()}/events`, {
        event: { type: "resource.updated", resourceId: "nope" },
      });
      expect(unknown.status).to.equal(404);
    });
  });

  describe("resources", () => {
    it("importResource: creates, then replaces; the product must be the integration's", async () => {
      await contract.check("import-resource", () =>
        sdk.marketplace.importResource({
          integrationConfigurationId: id(),
          resourceId: "db-1",
          requestBody: { productId: "acme-db", name: "main", status: "ready", metadata: { region: "iad1" } },
        }),
      );
      const unknownProduct = await raw(installation.access_token, "PUT", `${base()}/resources/db-2`, {
        productId: "nope",
        name: "x",
        status: "ready",
      });
      expect(unknownProduct.status).to.equal(400);
    });

    it("getIntegrationResources and getIntegrationResource", async () => {
      await importDb("db-1");
      await importDb("db-2");
      const listed = (await contract.check("get-integration-resources", () =>
        sdk.marketplace.getIntegrationResources({ integrationConfigurationId: id() }),
      )) as { resources: { partnerId: string }[] };
      expect(listed.resources.map((r) => r.partnerId).sort()).to.deep.equal(["db-1", "db-2"]);
      const one = (await contract.check("get-integration-resource", () =>
        sdk.marketplace.getIntegrationResource({ integrationConfigurationId: id(), resourceId: "db-2" }),
      )) as { id: string; name: string; productId: string };
      expect(one).to.include({ id: "db-2", name: "database db-2" });
      expect(JSON.stringify(one)).not.to.contain("postgres://");
    });

    it("updateResource: name and status change; the answer names it", async () => {
      await importDb();
      const body = (await contract.check("update-resource", () =>
        sdk.marketplace.updateResource({
          integrationConfigurationId: id(),
          resourceId: "db-1",
          requestBody: { name: "renamed", status: "suspended" },
        }),
      )) as { name: string };
      expect(body.name).to.equal("renamed");
      const read = await raw(installation.access_token, "GET", `${base()}/resources/db-1`);
      expect(read.json).to.include({ name: "renamed", status: "suspended" });
    });

    it("updateResourceSecretsById: the secrets become env vars of a connected project", async () => {
      const project = await contract.setup<{ id: string }>("POST", "/v11/projects", { name: "web" });
      await importDb();
      await contract.check("connectIntegrationResourceToProject", (userSdk) =>
        userSdk.integrations.connectIntegrationResourceToProject({
          integrationConfigurationId: id(),
          resourceId: "db-1",
          teamId: contract.teamId,
          requestBody: { projectId: project.id, envVarEnvironments: ["production", "preview"] },
        }),
      );
      const envOf = async () =>
        (
          await contract.setup<{ envs: { key: string; target: string[]; id: string }[] }>(
            "GET",
            `/v10/projects/${project.id}/env`,
          )
        ).envs;
      expect((await envOf()).map((e) => [e.key, e.target])).to.deep.equal([
        ["DATABASE_URL", ["production", "preview"]],
      ]);
      await contract.check("update-resource-secrets-by-id", () =>
        sdk.marketplace.updateResourceSecretsById({
          integrationConfigurationId: id(),
          resourceId: "db-1",
          requestBody: {
            secrets: [
              {
                name: "DATABASE_URL",
                value: "postgres://two",
                environmentOverrides: { preview: "postgres://preview" },
              },
              { name: "TOKEN", value: "t0k", prefix: "ACME_" },
            ],
          },
        }),
      );
      const envs = await envOf();
      expect(envs.map((e) => e.key).sort()).to.deep.equal(["ACME_TOKEN", "DATABASE_URL", "DATABASE_URL"]);
      const preview = envs.find((e) => e.key === "DATABASE_URL" && e.target.includes("preview"));
      const decrypted = await contract.setup<{ value: string }>(
        "GET",
        `/v1/projects/${project.id}/env/${preview?.id}`,
      );
      expect(decrypted.value).to.equal("postgres://preview");
    });

    it("deleteIntegrationResource: gone, with its env vars and its experimentation config", async () => {
      const project = await contract.setup<{ id: string }>("POST", "/v11/projects", { name: "web" });
      await importDb();
      await contract.setup("POST", `/v1/integrations/installations/${id()}/resources/db-1/connections`, {
        projectId: project.id,
      });
      await raw(installation.access_token, "PUT", `${base()}/resources/db-1/experimentation/global-config`, {
        data: { a: 1 },
      });
      await contract.check("delete-integration-resource", () =>
        sdk.marketplace.deleteIntegrationResource({ integrationConfigurationId: id(), resourceId: "db-1" }),
      );
      expect((await raw(installation.access_token, "GET", `${base()}/resources/db-1`)).status).to.equal(404);
      const config = await raw(
        installation.access_token,
        "GET",
        `${base()}/resources/db-1/experimentation/global-config`,
      );
      expect(config.status).to.equal(404);
      const envs = await contract.setup<{ envs: unknown[] }>("GET", `/v10/projects/${project.id}/env`);
      expect(envs.envs).to.deep.equal([]);
    });
  });

  describe("billing", () => {
    const period = { start: new Date("2026-10-01T00:00:00Z"), end: new Date("2026-11-01T00:00:00Z") };
    const line = {
      billingPlanId: "pro",
      name: "Storage",
      price: "0.50",
      quantity: 10,
      units: "GB",
      total: "5.00",
    };

    it("submitBillingData: kept; a wrong total is refused", async () => {
      await contract.check("submit-billing-data", () =>
        sdk.marketplace.submitBillingData({
          integrationConfigurationId: id(),
          requestBody: {
            timestamp: new Date(),
            eod: new Date(),
            period,
            billing: { items: [line] },
            usage: [{ name: "Storage", type: "total", units: "GB", dayValue: 10, periodValue: 10 }],
          },
        }),
      );
      const wrong = await raw(installation.access_token, "POST", `${base()}/billing`, {
        timestamp: new Date().toISOString(),
        eod: new Date().toISOString(),
        period: { start: period.start.toISOString(), end: period.end.toISOString() },
        billing: [{ ...line, total: "6.00" }],
        usage: [],
      });
      expect(wrong.status).to.equal(400);
    });

    it("submitPrepaymentBalances", async () => {
      await contract.check("submit-prepayment-balances", () =>
        sdk.marketplace.submitPrepaymentBalances({
          integrationConfigurationId: id(),
          requestBody: {
            timestamp: new Date(),
            balances: [{ currencyValueInCents: 1500, nameLabel: "Credits" }],
          },
        }),
      );
    });

    it("submitInvoice, getInvoice, updateInvoice (refund), finalizeInstallation", async () => {
      const submitted = (await contract.check("submit-invoice", () =>
        sdk.marketplace.submitInvoice({
          integrationConfigurationId: id(),
          requestBody: {
            invoiceDate: new Date(),
            period,
            items: [line],
            discounts: [{ billingPlanId: "pro", name: "Welcome", amount: "1.00" }],
          },
        }),
      )) as { invoiceId: string };
      const invoice = (await contract.check("get-invoice", () =>
        sdk.marketplace.getInvoice({ integrationConfigurationId: id(), invoiceId: submitted.invoiceId }),
      )) as { total: string; state: string };
      expect(invoice).to.include({ total: "4.00", state: "paid" });
      const tooMuch = await raw(
        installation.access_token,
        "POST",
        `${base()}/billing/invoices/${submitted.invoiceId}/actions`,
        {
          action: "refund",
          reason: "outage",
          total: "9.00",
        },
      );
      expect(tooMuch.status).to.equal(400);
      await contract.check("update-invoice", () =>
        sdk.marketplace.updateInvoice({
          integrationConfigurationId: id(),
          invoiceId: submitted.invoiceId,
          requestBody: { action: "refund", reason: "outage", total: "2.00" },
        }),
      );
      const refunded = await raw(
        installation.access_token,
        "GET",
        `${base()}/billing/invoices/${submitted.invoiceId}`,
      );
      expect(refunded.json).to.include({ state: "refund_requested", refundTotal: "2.00" });
      await contract.check("finalize-installation", () =>
        sdk.marketplace.finalizeInstallation({ integrationConfigurationId: id() }),
      );
      const late = await raw(installation.access_token, "POST", `${base()}/billing/invoices`, {
        invoiceDate: new Date().toISOString(),
        period: { start: period.start.toISOString(), end: period.end.toISOString() },
        items: [line],
      });
      expect(late.status).to.equal(409);
    });

    it("a test invoice with validate answers the validation errors only", async () => {
      const answer = await raw(installation.access_token, "POST", `${base()}/billing/invoices`, {
        invoiceDate: new Date().toISOString(),
        period: { start: period.start.toISOString(), end: period.end.toISOString() },
        items: [{ ...line, total: "7.00" }],
        test: { validate: true },
      });
      expect(answer.status).to.equal(200);
      expect((answer.json as { validationErrors: string[] }).validationErrors).to.have.length(1);
      expect((await dashboard()).invoices).to.deep.equal([]);
    });
  });

  describe("experimentation", () => {
    beforeEach(() => importDb());

    it("items: create, patch, delete", async () => {
      await contract.check(
        "createInstallationsByIntegrationConfigurationIdResourcesByResourceIdExperimentationItems",
        () =>
          sdk.marketplace.createInstallationIntegrationConfiguration({
            integrationConfigurationId: id(),
            resourceId: "db-1",
            requestBody: {
              items: [
                {
                  id: "exp-1",
                  slug: "new-checkout",
                  origin: "https://acme.example/exp-1",
                  category: "experiment",
                },
              ],
            },
          }),
      );
      await contract.check(
        "updateInstallationsByIntegrationConfigurationIdResourcesByResourceIdExperimentationItemsByItemId",
        () =>
          sdk.marketplace.updateInstallationIntegrationConfiguration({
            integrationConfigurationId: id(),
            resourceId: "db-1",
            itemId: "exp-1",
            requestBody: { slug: "new-checkout", origin: "https://acme.example/exp-1", name: "New checkout" },
          }),
      );
      expect((await dashboard()).resources[0]?.items.map((i) => i.name)).to.deep.equal(["New checkout"]);
      await contract.check(
        "deleteInstallationsByIntegrationConfigurationIdResourcesByResourceIdExperimentationItemsByItemId",
        () =>
          sdk.marketplace.deleteInstallationIntegrationConfiguration({
            integrationConfigurationId: id(),
            resourceId: "db-1",
            itemId: "exp-1",
          }),
      );
      const gone = await raw(
        installation.access_token,
        "DELETE",
        `${base()}/resources/db-1/experimentation/items/exp-1`,
      );
      expect(gone.status).to.equal(404);
    });

    it("global config: PUT then GET reads back exactly what was put, with ETag, 304 and HEAD", async () => {
      const data = { flags: { checkout: { variants: [true, false], weight: 0.25 } }, list: [1, "two", null] };
      const put = (await contract.check(
        "replaceInstallationsByIntegrationConfigurationIdResourcesByResourceIdExperimentationGlobalConfig",
        () =>
          sdk.marketplace.replaceInstallationsByIntegrationConfigurationIdResourcesByResourceIdExperimentationGlobalConfig(
            {
              integrationConfigurationId: id(),
              resourceId: "db-1",
              requestBody: { data },
            },
          ),
      )) as { digest: string; items: unknown };
      expect(put.items).to.deep.equal(data);
      const got = (await contract.check(
        "getInstallationsByIntegrationConfigurationIdResourcesByResourceIdExperimentationGlobalConfig",
        () =>
          sdk.marketplace.getInstallationsByIntegrationConfigurationIdResourcesByResourceIdExperimentationGlobalConfig(
            {
              integrationConfigurationId: id(),
              resourceId: "db-1",
            },
          ),
      )) as { digest: string; items: unknown };
      expect(got.items).to.deep.equal(data);
      expect(got.digest).to.equal(put.digest);
      const path = `${base()}/resources/db-1/experimentation/global-config`;
      const plain = await raw(installation.access_token, "GET", path);
      expect(plain.headers.get("etag")).to.equal(`"${put.digest}"`);
      const notModified = await raw(installation.access_token, "GET", path, undefined, {
        "if-none-match": `"${put.digest}"`,
      });
      expect(notModified.status).to.equal(304);
      await contract.check(
        "headInstallationsByIntegrationConfigurationIdResourcesByResourceIdExperimentationGlobalConfig",
        () =>
          sdk.marketplace.headInstallationsByIntegrationConfigurationIdResourcesByResourceIdExperimentationGlobalConfig(
            {
              integrationConfigurationId: id(),
              resourceId: "db-1",
            },
          ),
      );
      const head = await raw(installation.access_token, "HEAD", path);
      expect([head.status, head.text, head.headers.get("etag")]).to.deep.equal([200, "", `"${put.digest}"`]);
      const stale = await raw(
        installation.access_token,
        "PUT",
        path,
        { data: { x: 1 } },
        { "if-match": '"stale"' },
      );
      expect(stale.status).to.equal(412);
      const fresh = await raw(
        installation.access_token,
        "PUT",
        path,
        { data: { x: 1 } },
        { "if-match": `"${put.digest}"` },
      );
      expect(fresh.status).to.equal(200);
    });
  });

  describe("deployment actions", () => {
    it("updateIntegrationDeploymentAction: running, then succeeded; a finished action does not change", async () => {
      await contract.setup("POST", "/v11/projects", { name: "site" });
      const deployment = await contract.setup<{ id: string }>("POST", "/v13/deployments", {
        name: "site",
        files: [{ file: "index.html", data: "<h1>hi</h1>" }],
      });
      await importDb();
      const path = `/v1/deployments/${deployment.id}/integrations/${id()}/resources/db-1/actions/branch`;
      expect((await raw(installation.access_token, "PATCH", path, { status: "running" })).status).to.equal(
        202,
      );
      await contract.check("update-integration-deployment-action", () =>
        sdk.deployments.updateIntegrationDeploymentAction({
          deploymentId: deployment.id,
          integrationConfigurationId: id(),
          resourceId: "db-1",
          action: "branch",
          requestBody: {
            status: "succeeded",
            outcomes: [
              { kind: "resource-secrets", secrets: [{ name: "DATABASE_URL", value: "postgres://branch" }] },
            ],
          },
        }),
      );
      const again = await raw(installation.access_token, "PATCH", path, { status: "failed" });
      expect(again.status).to.equal(409);
      const unknownResource = await raw(
        installation.access_token,
        "PATCH",
        `/v1/deployments/${deployment.id}/integrations/${id()}/resources/nope/actions/branch`,
        { status: "running" },
      );
      expect(unknownResource.status).to.equal(404);
    });
  });
});
