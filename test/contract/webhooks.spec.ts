// The webhooks area through @vercel/sdk.
import { useContract } from "./support/contract";

describe("contract: webhooks", () => {
  const contract = useContract("webhooks");
  const teamId = () => contract.teamId;
  const body = { url: "https://hooks.example/v", events: ["project.created" as const] };
  const seed = async () => (await contract.setup<{ id: string }>("POST", "/v1/webhooks", body)).id;

  it("createWebhook", async () => {
    await contract.check("createWebhook", (sdk) =>
      sdk.webhooks.createWebhook({ teamId: teamId(), requestBody: body }),
    );
  });

  it("getWebhooks", async () => {
    await seed();
    await contract.check("getWebhooks", (sdk) => sdk.webhooks.getWebhooks({ teamId: teamId() }));
  });

  it("getWebhook", async () => {
    const id = await seed();
    await contract.check("getWebhook", (sdk) => sdk.webhooks.getWebhook({ teamId: teamId(), id }));
  });

  it("deleteWebhook", async () => {
    const id = await seed();
    await contract.check("deleteWebhook", (sdk) => sdk.webhooks.deleteWebhook({ teamId: teamId(), id }));
  });

  it("listEventTypes", async () => {
    await contract.check("listEventTypes", (sdk) => sdk.user.listEventTypes({ teamId: teamId() }));
  });
});
