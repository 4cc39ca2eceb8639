// The aliases area (a hostname pointed at a deployment) through @vercel/sdk.
import { expect } from "chai";
import { useContract } from "./support/contract";

type Bypass = Record<string, { scope: string; expires?: number; access?: string }>;

describe("contract: aliases", () => {
  const contract = useContract("aliases");
  const teamId = () => contract.teamId;
  const seed = async () => {
    await contract.setup("POST", "/v11/projects", { name: "site" });
    const deployment = await contract.setup<{ id: string }>("POST", "/v13/deployments", {
      name: "site",
      files: [{ file: "index.html", data: "<h1>hi</h1>" }],
    });
    return deployment.id;
  };
  const seedAlias = async () => {
    const id = await seed();
    await contract.setup("POST", `/v2/deployments/${id}/aliases`, { alias: "my-site.vercel.app" });
    return id;
  };

  it("assignAlias", async () => {
    const id = await seed();
    await contract.check("assignAlias", (sdk) =>
      sdk.aliases.assignAlias({ teamId: teamId(), id, requestBody: { alias: "my-site.vercel.app" } }),
    );
  });

  it("listDeploymentAliases", async () => {
    const id = await seedAlias();
    await contract.check("listDeploymentAliases", (sdk) =>
      sdk.aliases.listDeploymentAliases({ teamId: teamId(), id }),
    );
  });

  it("listAliases", async () => {
    await seedAlias();
    await contract.check("listAliases", (sdk) => sdk.aliases.listAliases({ teamId: teamId() }));
  });

  it("getAlias", async () => {
    await seedAlias();
    await contract.check("getAlias", (sdk) =>
      sdk.aliases.getAlias({ teamId: teamId(), idOrAlias: "my-site.vercel.app" }),
    );
  });

  it("deleteAlias", async () => {
    await seedAlias();
    const { uid } = await contract.setup<{ uid: string }>("GET", "/v4/aliases/my-site.vercel.app");
    await contract.check("deleteAlias", (sdk) => sdk.aliases.deleteAlias({ teamId: teamId(), aliasId: uid }));
  });

  it("patchUrlProtectionBypass: a shareable link made and revoked, a user granted and denied, the override", async () => {
    await seedAlias();
    const { uid } = await contract.setup<{ uid: string }>("GET", "/v4/aliases/my-site.vercel.app");
    const bypass = async () =>
      (await contract.setup<{ protectionBypass?: Bypass }>("GET", `/v4/aliases/${uid}`)).protectionBypass ??
      {};
    const patch = (body: unknown) =>
      contract.setup<{ protectionBypass: Bypass }>("PATCH", `/aliases/${uid}/protection-bypass`, body);

    const made = (await contract.check("patchUrlProtectionBypass", (sdk) =>
      sdk.aliases.patchUrlProtectionBypass({ teamId: teamId(), id: uid, requestBody: { ttl: 3600 } }),
    )) as { protectionBypass: Bypass };
    const [secret, link] = Object.entries(made.protectionBypass)[0] ?? [];
    expect(link?.scope).to.equal("shareable-link");
    expect(link?.expires).to.be.a("number");
    expect(await bypass()).to.deep.equal(made.protectionBypass);

    // Revoked and made again: the old secret is gone, a new one stands.
    const again = await patch({ revoke: { secret, regenerate: true } });
    expect(Object.keys(again.protectionBypass)).to.have.length(1).and.not.include(secret);
    await patch({ revoke: { secret, regenerate: false } })
      .then(() => expect.fail("revoked a secret twice"))
      .catch((error: Error) => expect(error.message).to.match(/404/));

    // A user by email: a grant, then a denial removes it; an unknown user id is refused.
    const ada = await contract.emulator.admin.createUser("ada");
    const granted = await patch({ scope: { email: ada.user.email, access: "granted" } });
    expect(granted.protectionBypass[ada.user.id]).to.include({ scope: "user", access: "granted" });
    const denied = await patch({ scope: { userId: ada.user.id, access: "denied" } });
    expect(denied.protectionBypass[ada.user.id]).to.equal(undefined);
    await patch({ scope: { userId: "nobody", access: "granted" } })
      .then(() => expect.fail("granted a user who does not exist"))
      .catch((error: Error) => expect(error.message).to.match(/404/));

    const overridden = await patch({ override: { scope: "alias-protection-override", action: "create" } });
    expect(overridden.protectionBypass["*"]?.scope).to.equal("alias-protection-override");
    const revoked = await patch({ override: { scope: "alias-protection-override", action: "revoke" } });
    expect(Object.values(revoked.protectionBypass).map((entry) => entry.scope)).to.deep.equal([
      "shareable-link",
    ]);
  });
});
