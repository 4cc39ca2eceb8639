// A user's access tokens through @vercel/sdk (`authentication`).
import { useContract } from "./support/contract";

describe("contract: user-tokens", () => {
  const contract = useContract("user-tokens");
  const seedToken = async () =>
    (await contract.setup<{ token: { id: string } }>("POST", "/v3/user/tokens", { name: "ci" }, "personal"))
      .token.id;

  it("createAuthToken", async () => {
    await contract.check("createAuthToken", (sdk) =>
      sdk.authentication.createAuthToken({
        teamId: contract.teamId,
        requestBody: { name: "deploys", expiresAt: Date.now() + 3_600_000 },
      }),
    );
  });

  it("listAuthTokens", async () => {
    await seedToken();
    await contract.check("listAuthTokens", (sdk) => sdk.authentication.listAuthTokens());
  });

  it("getAuthToken", async () => {
    const tokenId = await seedToken();
    await contract.check("getAuthToken", (sdk) => sdk.authentication.getAuthToken({ tokenId }));
  });

  it("deleteAuthToken", async () => {
    const tokenId = await seedToken();
    await contract.check("deleteAuthToken", (sdk) => sdk.authentication.deleteAuthToken({ tokenId }));
  });
});
