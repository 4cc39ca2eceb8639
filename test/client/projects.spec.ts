// The projects area of the client: pagination over the emulator's real cursor.
import { expect } from "chai";
import { createClient } from "../../provider/families/client";
import { collect } from "../../provider/client/paginate";
import { useEmulator } from "../support/emulator";

describe("client projects area", () => {
  const emulator = useEmulator();

  it("lists every project across pages, newest first, without duplicates", async () => {
    const names = Array.from({ length: 130 }, (_, i) => `paged-${String(i).padStart(3, "0")}`);
    await emulator.admin.seedProjects(names.map((name) => ({ teamId: emulator.teamId, name })));
    const client = createClient({ baseUrl: emulator.url, token: emulator.token, team: emulator.teamId });

    const listed = await collect(client.projects.list());
    expect(listed.map((project) => project.name)).to.deep.equal([...names].reverse());
    const { counts } = await emulator.admin.requestCounts();
    expect(counts["GET /v10/projects"]).to.equal(2); // pages of 100
  });

  it("filters by search", async () => {
    await emulator.admin.seedProjects([
      { teamId: emulator.teamId, name: "alpha-web" },
      { teamId: emulator.teamId, name: "beta-api" },
    ]);
    const client = createClient({ baseUrl: emulator.url, token: emulator.token, team: emulator.teamId });
    const found = await collect(client.projects.list({ search: "beta" }));
    expect(found.map((project) => project.name)).to.deep.equal(["beta-api"]);
  });
});
