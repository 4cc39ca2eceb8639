// Billing over loopback: buying credits through @vercel/sdk (buyCredits, checked against its model),
// and the bill the emulator derives from what the team really did: a deployment built, its site
// served, files stored, credits bought. The SDK has no operation for the charges (FOCUS 1.3 JSON
// lines) nor the contract commitments: those are checked against schema/billing.ts, the columns
// the platform's reference and the vercel CLI's `contract` command name.
import { expect } from "chai";
import { get } from "node:http";
import { gunzipSync } from "node:zlib";
import { ContractCommitments, FocusCharge, type FocusCharge as Charge } from "../../schema/billing";
import { useContract } from "./support/contract";

const DAY = 24 * 60 * 60 * 1000;
const dayStart = (at: number) => Math.floor(at / DAY) * DAY;

describe("contract: billing", () => {
  const contract = useContract("billing");
  const teamId = () => contract.teamId;
  const url = (path: string) => `${contract.emulator.url}${path}`;
  const auth = () => ({ Authorization: `Bearer ${contract.emulator.token}` });
  const clock = async () =>
    (await contract.emulator.admin.api<{ now: number }>("GET", "/_emulator/clock")).body.now;

  /** The charges of [from, to) as the platform streams them: one FOCUS row a line. */
  const charges = async (from: number, to: number) => {
    const query = `from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}&teamId=${teamId()}`;
    const response = await fetch(url(`/v1/billing/charges?${query}`), { headers: auth() });
    expect(response.status).to.equal(200);
    expect(response.headers.get("content-type")).to.match(/^application\/jsonl/);
    const text = await response.text();
    const rows = text
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => FocusCharge.strict().parse(JSON.parse(line)) as Charge);
    return { rows, text };
  };
  const buy = (creditType: "v0" | "gateway" | "agent", amount: number) =>
    contract.check("buyCredits", (sdk) =>
      sdk.billing.buyCredits({
        teamId: teamId(),
        requestBody: { item: { type: "credits", creditType, amount } },
      }),
    ) as Promise<{ purchaseIntent: { id: string; status: string; total: string; ownerId: string } }>;

  /** A project with a public site deployed and READY; resolves with its hostname. */
  const deploySite = async () => {
    const project = await contract.setup<{ id: string }>("POST", "/v11/projects", {
      name: "billed",
      ssoProtection: null,
    });
    const { url: host } = await contract.setup<{ url: string }>("POST", "/v13/deployments", {
      name: "billed",
      files: [
        { file: "index.html", data: "<h1>billed</h1>" },
        { file: "big.txt", data: "x".repeat(10_000) },
      ],
    });
    await contract.emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 60_000 });
    return { projectId: project.id, host };
  };

  it("buyCredits: a purchase intent that succeeded, for the team, one USD a credit", async () => {
    const { purchaseIntent } = await buy("gateway", 25);
    expect(purchaseIntent).to.include({ status: "succeeded", total: "25.00", ownerId: teamId() });
    for (const bad of [{ amount: 0 }, { amount: 1.5 }, { creditType: "gold" }]) {
      const item = { type: "credits", creditType: "v0", amount: 5, ...bad };
      const refused = await contract.emulator.admin.api<{ error: { message: string } }>(
        "POST",
        `/v1/billing/buy?teamId=${teamId()}`,
        { item },
      );
      expect(refused.status, JSON.stringify(bad)).to.equal(400);
      expect(refused.body.error.message).to.match(/item\.(amount|creditType)/);
    }
  });

  it("charges: FOCUS rows derived from the builds, requests, bytes, storage and purchases", async () => {
    // Noon of the next day on the emulator's clock: nothing below crosses a midnight.
    const start = await clock();
    await contract.emulator.admin.api("POST", "/_emulator/clock", {
      advanceMs: dayStart(start) + 1.5 * DAY - start,
    });
    const { projectId, host } = await deploySite();
    const served = [await fetch(url(`/_sites/${host}/`)), await fetch(url(`/_sites/${host}/big.txt`))];
    const bytes = (await Promise.all(served.map((r) => r.arrayBuffer()))).reduce(
      (n, b) => n + b.byteLength,
      0,
    );
    expect(served.map((r) => r.status)).to.deep.equal([200, 200]);
    await buy("v0", 10);
    const now = await clock();
    const from = dayStart(now);
    const { rows, text } = await charges(from, from + DAY);
    const byService = (name: string) => rows.filter((row) => row.ServiceName === name);
    const project = { ProjectId: projectId, ProjectName: "billed" };

    expect(byService("Edge Requests").map((r) => [r.ConsumedQuantity, r.Tags])).to.deep.equal([[2, project]]);
    expect(byService("Fast Data Transfer").map((r) => r.ConsumedQuantity)).to.deep.equal([bytes]);
    const [build] = byService("Build Minutes");
    expect(build?.ConsumedQuantity).to.be.greaterThan(0);
    expect(build?.Tags).to.deep.equal(project);
    expect(byService("Deployment Storage")[0]?.ConsumedQuantity).to.be.at.least(10_000);
    const [purchase] = rows.filter((row) => row.ChargeCategory === "Purchase");
    expect(purchase).to.include({ ServiceName: "v0 Credits", BilledCost: 10, ChargeFrequency: "One-Time" });
    for (const row of rows) {
      expect(row.ChargePeriodStart).to.equal(new Date(from).toISOString());
      expect(row.BilledCost).to.equal(row.EffectiveCost);
    }
    // Derived, not random: the same history reads the same.
    expect((await charges(from, from + DAY)).text).to.equal(text);

    // The next day bills what is still stored, and nothing that happened the day before.
    await contract.emulator.admin.api("POST", "/_emulator/clock", { advanceMs: DAY });
    const next = (await charges(from + DAY, from + 2 * DAY)).rows;
    expect(next.map((r) => r.ServiceName).sort()).to.deep.equal(["Deployment Storage"]);
    // Deleting the deployment and its project refunds nothing.
    await contract.setup("DELETE", `/v9/projects/${projectId}`);
    const after = (await charges(from, from + DAY)).rows;
    expect(after.map((r) => r.ServiceName)).to.deep.equal(rows.map((r) => r.ServiceName));
    expect(after.find((r) => r.ServiceName === "Edge Requests")?.Tags).to.deep.equal({
      ProjectId: projectId,
    });
  });

  it("charges: gzipped when the request's Accept-Encoding takes it, plain otherwise", async () => {
    // node:http sends only the headers given (fetch always asks for gzip and inflates unseen).
    const raw = (path: string, acceptEncoding: string | undefined) =>
      new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
        const headers = { ...auth(), ...(acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {}) };
        get(url(path), { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
          response.on("error", reject);
        }).on("error", reject);
      });
    await buy("agent", 3);
    const from = dayStart(await clock());
    const path = `/v1/billing/charges?from=${new Date(from).toISOString()}&to=${new Date(from + DAY).toISOString()}&teamId=${teamId()}`;
    const plain = await raw(path, undefined);
    expect(plain.headers["content-encoding"]).to.equal(undefined);
    expect(plain.bytes.toString()).to.include('"ServiceName":"Vercel Agent Credits"');
    for (const accepted of ["gzip", "br;q=1.0, gzip;q=0.8, *;q=0.1", "*"]) {
      const gzipped = await raw(path, accepted);
      expect(gzipped.headers["content-encoding"], accepted).to.equal("gzip");
      expect(gzipped.headers.vary).to.equal("Accept-Encoding");
      expect(gunzipSync(gzipped.bytes).toString(), accepted).to.equal(plain.bytes.toString());
    }
    for (const refused of ["identity", "gzip;q=0, deflate", "br"]) {
      expect((await raw(path, refused)).headers["content-encoding"], refused).to.equal(undefined);
    }
  });

  it("charges: refuses a range it cannot answer, naming the parameter", async () => {
    const refusals: [string, RegExp][] = [
      ["to=2026-01-02T00:00:00Z", /"from" is required/],
      ["from=yesterday&to=2026-01-02T00:00:00Z", /"from" must be an ISO 8601/],
      ["from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z", /"to" must be after "from"/],
      ["from=2024-01-01T00:00:00Z&to=2026-01-01T00:00:00Z", /at most one year/],
    ];
    for (const [query, message] of refusals) {
      const response = await contract.emulator.admin.api<{ error: { message: string } }>(
        "GET",
        `/v1/billing/charges?${query}&teamId=${teamId()}`,
      );
      expect(response.status, query).to.equal(400);
      expect(response.body.error.message).to.match(message);
    }
  });

  it("contract commitments: none until credits are bought, then one prepaid spend per purchase", async () => {
    const path = `/v1/billing/contract-commitments?teamId=${teamId()}`;
    expect((await contract.setup("GET", "/v1/billing/contract-commitments")) as unknown[]).to.deep.equal([]);
    const first = (await buy("gateway", 100)).purchaseIntent.id;
    const second = (await buy("agent", 40)).purchaseIntent.id;
    const response = await fetch(url(path), { headers: auth() });
    const commitments = ContractCommitments.parse(await response.json());
    expect(commitments.map((c) => [c.ContractCommitmentId, c.ContractCommitmentCost])).to.deep.equal([
      [first, 100],
      [second, 40],
    ]);
    expect(new Set(commitments.map((c) => c.ContractId)).size).to.equal(1);
    expect(commitments[0]).to.include({ ContractCommitmentCategory: "Spend", ContractCommitmentUnit: "USD" });
  });

  it("lets the billing roles see the bill and refuses a viewer", async () => {
    const viewer = await contract.emulator.admin.createUser("viewer-of-bills");
    const accountant = await contract.emulator.admin.createUser("accountant");
    const owner = "user_EmulatorUser000000000000";
    await contract.emulator.admin.setMembers(teamId(), [owner, viewer.user.id, accountant.user.id], {
      [viewer.user.id]: "VIEWER",
      [accountant.user.id]: "BILLING",
    });
    const path = `/v1/billing/contract-commitments?teamId=${teamId()}`;
    const refused = await contract.emulator.as(viewer.token).api<{ error: { message: string } }>("GET", path);
    expect(refused.status).to.equal(403);
    expect(refused.body.error.message).to.match(/VIEWER/);
    expect((await contract.emulator.as(accountant.token).api("GET", path)).status).to.equal(200);
  });
});
