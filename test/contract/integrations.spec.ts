// The integrations area (integration configurations of the account) through @vercel/sdk. An
// installation is made through the emulator's admin API, as the dashboard would make it.
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

  it("deleteConfiguration", async () => {
    const id = await installed();
    await contract.check("deleteConfiguration", (sdk) =>
      sdk.integrations.deleteConfiguration({ teamId: teamId(), id }),
    );
  });
});
