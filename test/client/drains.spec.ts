// The drains and webhooks areas of the client: a create whose answer was lost finds the object
// it made instead of making a second one, and never mistakes an older twin for it.
import { expect } from "chai";
import { type VercelClient } from "../../provider/families/client";
import type { DrainCreateRequest } from "../../schema/drains";
import { emulatorClient } from "../support/client";
import { useEmulator } from "../support/emulator";

describe("client drains and webhooks areas", () => {
  const emulator = useEmulator();
  let client: VercelClient;

  beforeEach(() => {
    client = emulatorClient(emulator);
  });

  const drain: DrainCreateRequest = {
    name: "traces",
    projects: "all",
    schemas: { trace: { version: "v1" } },
    delivery: {
      type: "otlphttp",
      endpoint: { traces: "https://otel.example/v1/traces" },
      encoding: "json",
      headers: {},
    },
  };

  it("finds the drain it created when the answer is lost, not an older one with the same key", async () => {
    const older = await client.drains.create(drain);
    await emulator.admin.addFault({ method: "POST", route: "/v1/drains", dropResponse: true });
    const created = await client.drains.create(drain);
    expect(created.id).to.not.equal(older.id);
    expect((await client.drains.list()).map((d) => d.id)).to.have.members([older.id, created.id]);
    expect((await emulator.admin.requestCounts()).counts["POST /v1/drains"]).to.equal(2);
  });

  it("finds the webhook by endpoint and events when the create's answer is lost", async () => {
    await emulator.admin.addFault({ method: "POST", route: "/v1/webhooks", dropResponse: true });
    const body = { url: "https://hooks.example/v", events: ["project.created", "project.removed"] };
    const created = await client.webhooks.create(body);
    expect(created).to.include({ url: body.url });
    // The lost answer was the only one with the secret: the found webhook has none.
    expect(created.secret).to.equal(undefined);
    expect(await client.webhooks.list()).to.have.length(1);
  });
});
