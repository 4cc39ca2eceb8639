// The account's activity log through @vercel/sdk: GET /v3/events lists what really happened on
// the emulator (a project, an env variable, a domain created and deleted), newest first, filtered.
import { expect } from "chai";
import { useContract } from "./support/contract";

interface Listed {
  events: Array<{
    type: string;
    text: string;
    principalId: string;
    entities: Array<{ start: number; end: number }>;
  }>;
}

describe("contract: user-events", () => {
  const contract = useContract("user-events");
  const teamId = () => contract.teamId;

  it("listUserEvents: the team's creations and deletions, newest first, by type", async () => {
    const project = await contract.setup<{ id: string }>("POST", "/v11/projects", { name: "web" });
    await contract.setup("POST", `/v10/projects/${project.id}/env`, {
      key: "API_URL",
      value: "https://api.example.com",
      type: "plain",
      target: ["production"],
    });
    await contract.setup("POST", "/v7/domains", { method: "add", name: "example.com" });
    await contract.setup("DELETE", "/v6/domains/example.com");
    const body = (await contract.check("listUserEvents", (sdk) =>
      sdk.user.listUserEvents({ teamId: teamId(), limit: 10 }),
    )) as Listed;
    expect(body.events.map((e) => e.type)).to.deep.equal([
      "domain-delete",
      "domain",
      "env-variable-add",
      "project-created",
    ]);
    const created = body.events[3];
    expect(created?.text.slice(created.entities[0]?.start, created.entities[0]?.end)).to.equal("web");

    const filtered = await contract.setup<Listed>(
      "GET",
      `/v3/events?types=project-created,domain-delete&projectIds=${project.id}`,
    );
    expect(filtered.events.map((e) => e.type)).to.deep.equal(["project-created"]);
  });

  it("keeps each team's events apart", async () => {
    await contract.setup("POST", "/v11/projects", { name: "elsewhere" });
    const personal = await contract.setup<Listed>("GET", "/v3/events", undefined, "personal");
    expect(personal.events).to.deep.equal([]);
  });
});
