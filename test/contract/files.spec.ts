// The files area (`POST /v2/files`, a deployment's uploads) through @vercel/sdk.
import { createHash } from "node:crypto";
import { useContract } from "./support/contract";

describe("contract: files", () => {
  const contract = useContract("files");

  it("uploadFile", async () => {
    const page = Buffer.from("<h1>hello</h1>\n");
    await contract.check("uploadFile", (sdk) =>
      sdk.deployments.uploadFile({
        teamId: contract.teamId,
        xVercelDigest: createHash("sha1").update(page).digest("hex"),
        requestBody: new Uint8Array(page),
      }),
    );
  });
});
