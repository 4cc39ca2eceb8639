// The identity area (user and teams) through @vercel/sdk.
import { expect } from "chai";
import { useContract } from "./support/contract";

describe("contract: identity", () => {
  const contract = useContract("identity");

  it("getAuthUser", async () => {
    await contract.check("getAuthUser", (sdk) => sdk.user.getAuthUser());
  });

  it("getTeam", async () => {
    await contract.check("getTeam", (sdk) => sdk.teams.getTeam({ teamId: contract.teamId }));
  });

  it("getTeams", async () => {
    await contract.check("getTeams", (sdk) => sdk.teams.getTeams({ limit: 20 }));
  });

  it("requestDelete: refused while the user owns a team others are in, then started (202)", async () => {
    const made = await contract.emulator.admin.api<{ user: { id: string }; token: string }>(
      "POST",
      "/_emulator/users",
      { username: "leaving", email: "leaving@example.com" },
    );
    const { user, token } = made.body;
    const other = await contract.emulator.admin.api<{ user: { id: string } }>("POST", "/_emulator/users", {
      username: "staying",
    });
    await contract.emulator.admin.api("POST", "/_emulator/teams", {
      slug: "shared",
      members: [user.id, other.body.user.id],
    });
    const asLeaver = { fetchOptions: { headers: { Authorization: `Bearer ${token}` } } };
    const refused = await fetch(`${contract.emulator.url}/v1/user`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status).to.equal(400);
    expect(await refused.json()).to.have.nested.property("error.code", "user_owns_teams");

    await contract.emulator.admin.api("PUT", "/_emulator/teams/shared/members", { members: [user.id] });
    const body = await contract.check("requestDelete", (sdk) =>
      sdk.user.requestDelete({ reasons: [{ slug: "other", description: "testing" }] }, asLeaver),
    );
    expect(body).to.deep.include({ id: user.id, email: "leaving@example.com" });
  });
});
