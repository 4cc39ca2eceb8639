// The projects list: newest first, `limit` pages, `from` continuation, `next` until the last page.
import { expect } from "chai";
import type { StoredProject } from "../../emulator/areas/projects/store";
import { useEmulator } from "../support/emulator";

interface ProjectPage {
  projects: StoredProject[];
  pagination: { count: number; next: number | null; prev: number | null };
}

describe("emulator projects pagination", () => {
  const emulator = useEmulator();

  async function page(query: string): Promise<ProjectPage> {
    const { status, body } = await emulator.admin.api<ProjectPage>(
      "GET",
      `/v10/projects?teamId=${emulator.teamId}&${query}`,
    );
    expect(status, JSON.stringify(body)).to.equal(200);
    return body;
  }

  it("walks 45 projects in 3 pages of at most 20, newest first, without duplicates or gaps", async () => {
    const names = Array.from({ length: 45 }, (_, i) => `p-${String(i).padStart(2, "0")}`);
    await emulator.admin.seedProjects(names.map((name) => ({ teamId: emulator.teamId, name })));

    const pages: ProjectPage[] = [];
    let cursor: number | null | undefined;
    do {
      const current = await page(`limit=20${cursor === undefined ? "" : `&from=${cursor}`}`);
      pages.push(current);
      cursor = current.pagination.next;
    } while (cursor !== null && pages.length < 10);

    expect(pages.map((p) => p.pagination.count)).to.deep.equal([20, 20, 5]);
    expect(pages.map((p) => p.projects.length)).to.deep.equal([20, 20, 5]);
    const listed = pages.flatMap((p) => p.projects.map((project) => project.name));
    expect(listed).to.deep.equal([...names].reverse());

    // `next` is the createdAt of the page's last item; `prev` that of its first.
    const [first] = pages;
    expect(first?.pagination.next).to.equal(first?.projects[19]?.createdAt);
    expect(first?.pagination.prev).to.equal(first?.projects[0]?.createdAt);
  });

  it("answers null next when everything fits in one page", async () => {
    await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "only" }]);
    const body = await page("");
    expect(body.pagination).to.deep.equal({ count: 1, next: null, prev: body.projects[0]?.createdAt });
  });

  it("answers an empty page for an empty account", async () => {
    expect(await page("")).to.deep.equal({ projects: [], pagination: { count: 0, next: null, prev: null } });
  });

  it("pages 20 at a time by default", async () => {
    await emulator.admin.seedProjects(
      Array.from({ length: 21 }, (_, i) => ({ teamId: emulator.teamId, name: `d-${i}` })),
    );
    const body = await page("");
    expect(body.projects).to.have.length(20);
    expect(body.pagination.next).to.be.a("number");
  });

  it("filters by name with search, case-insensitively", async () => {
    await emulator.admin.seedProjects(
      ["alpha-web", "beta-api", "gamma-web"].map((name) => ({ teamId: emulator.teamId, name })),
    );
    const body = await page("search=WEB");
    expect(body.projects.map((p) => p.name)).to.deep.equal(["gamma-web", "alpha-web"]);
  });

  for (const [limit, message] of [
    ["101", '"limit" must be at most 100'],
    ["0", '"limit" must be at least 1'],
    ["ten", '"limit" must be a number'],
  ] as const) {
    it(`rejects limit=${limit}`, async () => {
      const { status, body } = await emulator.admin.api("GET", `/v10/projects?limit=${limit}`);
      expect(status).to.equal(400);
      expect(body).to.deep.equal({ error: { code: "bad_request", message: `Invalid request: ${message}` } });
    });
  }
});
