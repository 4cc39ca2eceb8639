// The domains area of the client: a PATCH that answers only what it changed is followed by a
// read, and an add whose answer was lost finds the domain instead of failing on a conflict.
import { expect } from "chai";
import { type VercelClient } from "../../provider/families/client";
import { collect } from "../../provider/client/paginate";
import { emulatorClient } from "../support/client";
import { useEmulator } from "../support/emulator";

describe("client domains area", () => {
  const emulator = useEmulator();
  let client: VercelClient;

  beforeEach(() => {
    client = emulatorClient(emulator);
  });

  it("answers the whole domain after an update", async () => {
    await client.domains.create({ name: "example.com" });
    const updated = await client.domains.update("example.com", { echMode: "enabled", zone: false });
    expect(updated).to.include({ name: "example.com", echMode: "enabled", zone: false, verified: true });
  });

  it("finds the domain instead of adding it twice when the add's answer is lost", async () => {
    await emulator.admin.addFault({ method: "POST", route: "/v7/domains", dropResponse: true });
    const domain = await client.domains.create({ name: "lost.example" });
    expect(domain.name).to.equal("lost.example");
    expect((await collect(client.domains.list())).map((d) => d.name)).to.deep.equal(["lost.example"]);
    expect((await emulator.admin.requestCounts()).counts["POST /v7/domains"]).to.equal(1);
  });

  it("reads a domain's configuration, and undefined for a domain the account does not have", async () => {
    const config = await client.domains.config("nowhere.example");
    expect(config).to.include({ misconfigured: true, configuredBy: null });
    expect(await client.domains.find("nowhere.example")).to.equal(undefined);
  });
});
