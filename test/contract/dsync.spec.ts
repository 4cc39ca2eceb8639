// Directory sync's groups: neither the catalogue nor @vercel/sdk has the list the Terraform
// provider's vercel_dsync_groups reads (`GET /teams/{teamId}/dsync/groups`), so its answer is held to
// the wire type (schema/dsync.ts, strict: no field beyond the provider's) after an identity
// provider's sync through the admin API.
import { expect } from "chai";
import { DsyncGroup } from "../../schema/dsync";
import { useContract } from "./support/contract";

describe("contract: dsync", () => {
  const contract = useContract("dsync");

  it("lists the team's groups as the Terraform provider reads them", async () => {
    const synced = await contract.emulator.admin.api(
      "PUT",
      `/_emulator/teams/${contract.teamId}/dsync/groups`,
      {
        groups: [{ name: "admin" }, { name: "finance" }],
      },
    );
    expect(synced.status).to.equal(200);
    const listed = await contract.setup<{ groups: unknown[]; pagination: unknown }>(
      "GET",
      `/teams/${contract.teamId}/dsync/groups`,
    );
    expect(Object.keys(listed).sort()).to.deep.equal(["groups", "pagination"]);
    expect(listed.groups.map((group) => DsyncGroup.strict().parse(group).name)).to.deep.equal([
      "admin",
      "finance",
    ]);
    expect(listed.pagination).to.deep.equal({ before: null, after: null });
  });
});
