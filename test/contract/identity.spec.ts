// The identity area (user and teams) through @vercel/sdk.
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
});
