// The identity area (user and teams) through @vercel/sdk.
import { createHash } from "node:crypto";
import { expect } from "chai";
import { DEFAULT_USER_ID } from "../../emulator";
import { useContract } from "./support/contract";

describe("contract: identity", () => {
  const contract = useContract("identity");

  it("getAuthUser", async () => {
    await contract.check("getAuthUser", (sdk) => sdk.user.getAuthUser());
  });

  it("getTeam", async () => {
    await contract.check("getTeam", (sdk) => sdk.teams.getTeam({ teamId: contract.teamId }));
  });

  // The team's settings (the Terraform provider's vercel_team_config): kept, answered by getTeam,
  // and refused with the platform's rules (slug format and uniqueness, domain names, enums, owners).
  it("patchTeam: settings kept and read back; bad values and non-owners refused", async () => {
    const teamId = contract.teamId;
    const patched = (await contract.check("patchTeam", (sdk) =>
      sdk.teams.patchTeam({
        teamId,
        requestBody: {
          description: "The platform team",
          emailDomain: "example.com",
          previewDeploymentSuffix: "previews.example.com",
          enablePreviewFeedback: "off",
          enableProductionFeedback: "on",
          sensitiveEnvironmentVariablePolicy: "on",
          hideIpAddresses: true,
          hideIpAddressesInLogDrains: true,
          remoteCaching: { enabled: false },
          saml: { enforced: false },
        },
      }),
    )) as Record<string, unknown>;
    expect(patched).to.include({ description: "The platform team", emailDomain: "example.com" });
    expect(patched["inviteCode"]).to.be.a("string");
    const read = await contract.sdk.teams.getTeam({ teamId });
    expect(read).to.include({
      previewDeploymentSuffix: "previews.example.com",
      enablePreviewFeedback: "off",
      enableProductionFeedback: "on",
      sensitiveEnvironmentVariablePolicy: "on",
      hideIpAddresses: true,
    });
    expect(read.remoteCaching).to.deep.equal({ enabled: false });
    const regenerated = await contract.sdk.teams.patchTeam({
      teamId,
      requestBody: { regenerateInviteCode: true },
    });
    expect(regenerated.inviteCode).to.be.a("string").and.not.equal(patched["inviteCode"]);

    const patch = (body: unknown, token?: string) =>
      fetch(`${contract.emulator.url}/v2/teams/${teamId}`, {
        method: "PATCH",
        headers: {
          Authorization: `Bearer ${token ?? contract.emulator.token}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify(body),
      });
    expect((await patch({ slug: "Not A Slug" })).status).to.equal(400);
    expect((await patch({ emailDomain: "not a domain" })).status).to.equal(400);
    expect((await patch({ sensitiveEnvironmentVariablePolicy: "sometimes" })).status).to.equal(400);
    expect((await patch({ description: "x".repeat(141) })).status).to.equal(400);
    expect((await patch({ avatar: "a".repeat(40) })).status, "an avatar never uploaded").to.equal(400);
    expect((await patch({ saml: { roles: { admins: "OVERLORD" } } })).status).to.equal(400);
    const avatar = Buffer.from("a team's avatar");
    const sha = createHash("sha1").update(avatar).digest("hex");
    const uploaded = await fetch(`${contract.emulator.url}/v2/files?teamId=${teamId}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${contract.emulator.token}`, "x-vercel-digest": sha },
      body: avatar,
    });
    expect(uploaded.status).to.equal(200);
    expect((await contract.sdk.teams.getTeam({ teamId })).inviteCode, "a code from the start").to.be.a(
      "string",
    );
    const withAvatar = await contract.sdk.teams.patchTeam({
      teamId,
      requestBody: { avatar: sha, saml: { roles: { admins: "OWNER", web: { accessGroupId: "ag_1" } } } },
    });
    expect(withAvatar.avatar).to.equal(sha);
    expect(withAvatar.saml?.roles).to.deep.equal({ admins: "OWNER", web: { accessGroupId: "ag_1" } });
    // Another team holds the slug (the admin API seeds it, with the default user as its member).
    const other = await contract.emulator.admin.api("POST", "/_emulator/teams", {
      slug: "other-team",
      members: [DEFAULT_USER_ID],
    });
    expect(other.status, JSON.stringify(other.body)).to.equal(201);
    const taken = await patch({ slug: "other-team" });
    expect(taken.status).to.equal(409);
    expect(await taken.json()).to.have.nested.property("error.code", "slug_taken");

    const member = await contract.emulator.admin.api<{ user: { id: string }; token: string }>(
      "POST",
      "/_emulator/users",
      { username: "viewer-of-settings" },
    );
    const joined = await contract.emulator.admin.api("PUT", `/_emulator/teams/${teamId}/members`, {
      members: [DEFAULT_USER_ID, member.body.user.id],
      roles: { [member.body.user.id]: "VIEWER" },
    });
    expect(joined.status).to.be.lessThan(300);
    expect((await patch({ description: "mine now" }, member.body.token)).status).to.equal(403);
    // "Code that can be used to join this Team. Only visible to Team owners." (the SDK's Team).
    const seenByViewer = await contract.sdkAs(member.body.token).teams.getTeam({ teamId });
    expect(seenByViewer.id).to.equal(teamId);
    expect(seenByViewer, "a viewer's getTeam").to.not.have.property("inviteCode");
    const listed = await contract.sdkAs(member.body.token).teams.getTeams({ limit: 20 });
    expect(
      listed.teams.find((t) => t.id === teamId),
      "a viewer's getTeams",
    ).to.not.have.property("inviteCode");
    expect((await contract.sdk.teams.getTeam({ teamId })).inviteCode, "the owner's getTeam").to.be.a(
      "string",
    );
  });

  it("getTeams", async () => {
    await contract.check("getTeams", (sdk) => sdk.teams.getTeams({ limit: 20 }));
  });

  it("requestDelete: refused while the user owns a team others are in, then started (202)", async () => {
    const made = await contract.emulator.admin.api<{ user: { id: string }; token: string }>(
      "POST",
      "/_emulator/users",
      { username: "leaving", email: "leaving@example.com" },
    );
    const { user, token } = made.body;
    const other = await contract.emulator.admin.api<{ user: { id: string } }>("POST", "/_emulator/users", {
      username: "staying",
    });
    await contract.emulator.admin.api("POST", "/_emulator/teams", {
      slug: "shared",
      members: [user.id, other.body.user.id],
    });
    const asLeaver = { fetchOptions: { headers: { Authorization: `Bearer ${token}` } } };
    const refused = await fetch(`${contract.emulator.url}/v1/user`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status).to.equal(400);
    expect(await refused.json()).to.have.nested.property("error.code", "user_owns_teams");

    await contract.emulator.admin.api("PUT", "/_emulator/teams/shared/members", { members: [user.id] });
    const body = await contract.check("requestDelete", (sdk) =>
      sdk.user.requestDelete({ reasons: [{ slug: "other", description: "testing" }] }, asLeaver),
    );
    expect(body).to.deep.include({ id: user.id, email: "leaving@example.com" });
  });
});
