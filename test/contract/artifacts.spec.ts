// The remote build cache (artifacts area) through @vercel/sdk: each operation's answer against the
// SDK's model, and the bytes, duration and signature tag as uploaded coming back from a download.
import { expect } from "chai";
import { randomBytes } from "node:crypto";
import { useContract } from "./support/contract";

describe("contract: artifacts", () => {
  const contract = useContract("artifacts");
  const teamId = () => contract.teamId;
  const bytes = randomBytes(4096);
  const upload = (hash: string) =>
    contract.sdk.artifacts.uploadArtifact({
      teamId: teamId(),
      hash,
      contentLength: bytes.length,
      xArtifactDuration: 1234,
      xArtifactTag: "c2lnbmF0dXJl",
      requestBody: bytes,
    });

  it("uploadArtifact", async () => {
    const body = await contract.check("uploadArtifact", () => upload("a1b2c3d4e5f60718"));
    expect(body).to.have.property("urls").that.has.length(1);
  });

  it("downloadArtifact: the bytes as uploaded, with their duration and tag", async () => {
    await upload("0011223344556677");
    // The SDK throws on the 200's content type (exceptions.ts CONTENT_TYPE_EXCEPTIONS); check() holds
    // it to the status, and the body is checked below from the wire.
    await contract.check("downloadArtifact", (sdk) =>
      sdk.artifacts.downloadArtifact({ teamId: teamId(), hash: "0011223344556677" }),
    );
    const raw = await fetch(`${contract.emulator.url}/v8/artifacts/0011223344556677?teamId=${teamId()}`, {
      headers: { Authorization: `Bearer ${contract.emulator.token}` },
    });
    expect(raw.headers.get("x-artifact-duration")).to.equal("1234");
    expect(raw.headers.get("x-artifact-tag")).to.equal("c2lnbmF0dXJl");
    expect(raw.headers.get("content-type")).to.equal("application/octet-stream");
    expect(Buffer.from(await raw.arrayBuffer()).equals(bytes)).to.equal(true);
  });

  it("artifactExists", async () => {
    await upload("8899aabbccddeeff");
    await contract.check("artifactExists", (sdk) =>
      sdk.artifacts.artifactExists({ teamId: teamId(), hash: "8899aabbccddeeff" }),
    );
  });

  it("artifactQuery: what is held, null for what is not", async () => {
    await upload("feedfacefeedface");
    const body = await contract.check("artifactQuery", (sdk) =>
      sdk.artifacts.artifactQuery({
        teamId: teamId(),
        requestBody: { hashes: ["feedfacefeedface", "deadbeefdeadbeef"] },
      }),
    );
    expect(body).to.deep.equal({
      feedfacefeedface: { size: bytes.length, taskDurationMs: 1234, tag: "c2lnbmF0dXJl" },
      deadbeefdeadbeef: null,
    });
  });

  it("recordEvents", async () => {
    await contract.check("recordEvents", (sdk) =>
      sdk.artifacts.recordEvents({
        teamId: teamId(),
        requestBody: [
          { sessionId: "s1", source: "REMOTE", event: "HIT", hash: "feedfacefeedface", duration: 40 },
          { sessionId: "s1", source: "LOCAL", event: "MISS", hash: "0123456789abcdef" },
        ],
      }),
    );
  });

  it("status", async () => {
    const body = await contract.check("status", (sdk) => sdk.artifacts.status({ teamId: teamId() }));
    expect(body).to.deep.equal({ status: "enabled" });
  });

  it("deleteAllArtifacts", async () => {
    await upload("1111111111111111");
    await upload("2222222222222222");
    const body = await contract.check("deleteAllArtifacts", (sdk) =>
      sdk.artifacts.deleteAllArtifacts({ teamId: teamId() }),
    );
    expect(body).to.deep.equal({ deletedCount: 2 });
  });
});
