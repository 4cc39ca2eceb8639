// Identical GETs in flight at once share one request (provider/client/shared-gets.ts), against the
// emulator over real HTTP on loopback: the emulator counts what was sent.
import { expect } from "chai";
import { NotFoundError } from "../../provider/client";
import { createClient, type VercelClient } from "../../provider/families/client";
import { useEmulator } from "../support/emulator";
import { callsTo, emulatorClient, FAST_RETRY } from "./support/emulator-client";
import { rejection } from "../support/rejection";

const PROJECT_GET = "GET /v9/projects/:idOrName";

describe("client: identical GETs in flight share one request", () => {
  const emulator = useEmulator();
  let client: VercelClient;
  let logLines: string[];

  beforeEach(() => {
    logLines = [];
    client = emulatorClient(emulator, (line) => logLines.push(line));
  });

  const count = (key: string): Promise<number> => callsTo(emulator, key);

  it("sends one GET for reads of the same project made together, each caller getting its own copy", async () => {
    const created = await client.projects.create({ name: "shared-site", buildCommand: "make" });
    await emulator.admin.clearRequestCounts();
    const reads = await Promise.all([1, 2, 3, 4].map(() => client.projects.get(created.id)));
    expect(await count(PROJECT_GET)).to.equal(1);
    expect(reads.map((project) => project.buildCommand)).to.deep.equal(["make", "make", "make", "make"]);
    // Each caller parsed its own copy: changing one answer leaves the others as they were.
    (reads[0] as { buildCommand: string | null }).buildCommand = "mutated";
    expect(reads[1]?.buildCommand).to.equal("make");
    expect(new Set(reads).size).to.equal(4);
    expect(logLines.filter((line) => line.includes("shares an identical request"))).to.have.length(3);

    // Sharing lasts only while the request is in flight: a later read sends its own.
    await client.projects.get(created.id);
    expect(await count(PROJECT_GET)).to.equal(2);
  });

  it("never lets a GET after our write join a GET that began before it", async () => {
    const created = await client.projects.create({ name: "written-site", buildCommand: "old" });
    await emulator.admin.clearRequestCounts();
    // The first GET is held on the emulator long enough for a write and a second GET to happen.
    await emulator.admin.addFault({ method: "GET", route: "/v9/projects/:idOrName", latencyMs: 4_000 });
    let firstSettled = false;
    const first = client.projects.get(created.id).finally(() => {
      firstSettled = true;
    });
    await client.projects.update(created.id, { buildCommand: "new" });
    // The first GET is still in flight (else this test proves nothing), yet the second sends its own.
    expect(firstSettled, "the held GET answered before the write ended").to.equal(false);
    const second = await client.projects.get(created.id);
    expect(second.buildCommand).to.equal("new");
    await first;
    expect(await count(PROJECT_GET)).to.equal(2);
  });

  it("fails every sharer with the one error the request met", async () => {
    await emulator.admin.clearRequestCounts();
    const failures = await Promise.all([1, 2, 3].map(() => rejection(client.projects.get("no-such-site"))));
    for (const failure of failures)
      expect(failure).to.be.instanceOf(NotFoundError).and.include({ status: 404 });
    expect(new Set(failures).size, "each sharer gets its own error object").to.equal(3);
    expect(await count(PROJECT_GET)).to.equal(1);
  });

  it("never shares between tokens, though the URL is the same", async () => {
    const { user, token } = await emulator.admin.createUser("shared-gets-other");
    const mine = createClient({ baseUrl: emulator.url, token: emulator.token, retry: FAST_RETRY });
    const theirs = createClient({ baseUrl: emulator.url, token, retry: FAST_RETRY });
    await mine.projects.create({ name: "same-name" });
    await theirs.projects.create({ name: "same-name" });
    await emulator.admin.clearRequestCounts();
    const [a, b] = await Promise.all([mine.projects.get("same-name"), theirs.projects.get("same-name")]);
    expect(await count(PROJECT_GET)).to.equal(2);
    expect(b.accountId).to.equal(user.id);
    expect(a.accountId).to.not.equal(user.id);
  });
});
