// Directory sync's groups: the identity provider's full sync (admin) and the platform's list,
// `GET /teams/{teamId}/dsync/groups`, paged by `after` as the Terraform provider follows it.
import { expect } from "chai";
import { DsyncGroupList } from "../../schema/dsync";
import { useEmulator } from "../support/emulator";

describe("emulator directory sync groups", () => {
  const emulator = useEmulator();
  const sync = (names: string[]) =>
    emulator.admin.api<{ groups: { id: string; name: string }[] }>(
      "PUT",
      `/_emulator/teams/${emulator.teamId}/dsync/groups`,
      { groups: names.map((name) => ({ name })) },
    );
  const page = async (query = "") => {
    const answer = await emulator.admin.api("GET", `/teams/${emulator.teamId}/dsync/groups${query}`);
    expect(answer.status).to.equal(200);
    return DsyncGroupList.parse(answer.body);
  };

  it("lists the synchronised groups by name, keeping ids across syncs and dropping removed groups", async () => {
    expect((await page()).groups).to.deep.equal([]);
    const first = await sync(["finance", "admin", "contractor"]);
    expect(first.status).to.equal(200);
    const listed = await page();
    expect(listed.groups.map((g) => g.name)).to.deep.equal(["admin", "contractor", "finance"]);
    expect(listed.pagination).to.deep.equal({ before: null, after: null });
    const adminId = listed.groups[0]!.id;

    await sync(["admin", "engineering"]);
    const again = await page();
    expect(again.groups.map((g) => g.name)).to.deep.equal(["admin", "engineering"]);
    expect(again.groups[0]!.id).to.equal(adminId);
  });

  it("pages with `after` until the cursor is null", async () => {
    await sync(["a", "b", "c", "d", "e"]);
    const names: string[] = [];
    let after: string | null = null;
    do {
      const got: DsyncGroupList = await page(`?limit=2${after === null ? "" : `&after=${after}`}`);
      names.push(...got.groups.map((g) => g.name));
      after = got.pagination.after;
    } while (after !== null);
    expect(names).to.deep.equal(["a", "b", "c", "d", "e"]);
    expect(
      (await emulator.admin.api("GET", `/teams/${emulator.teamId}/dsync/groups?after=nope`)).status,
    ).to.equal(400);
  });

  it("refuses a sync naming a group twice, and the list of a team the caller is not in", async () => {
    expect((await sync(["ops", "ops"])).status).to.equal(400);
    const outsider = await emulator.admin.createUser("outsider-dsync");
    const refused = await emulator.as(outsider.token).api("GET", `/teams/${emulator.teamId}/dsync/groups`);
    expect(refused.status).to.equal(403);
  });
});
