// The firewall area through @vercel/sdk.
import { expect } from "chai";
import { useContract } from "./support/contract";

describe("contract: firewall", () => {
  const contract = useContract("firewall");
  const teamId = () => contract.teamId;
  const project = async () =>
    (await contract.setup<{ id: string }>("POST", "/v11/projects", { name: "web" })).id;
  const rule = {
    name: "Block admin",
    active: true,
    conditionGroup: [{ conditions: [{ type: "path" as const, op: "pre" as const, value: "/admin" }] }],
    action: { mitigate: { action: "deny" as const, actionDuration: "1h" } },
  };

  it("getFirewallConfig of a project that never had a config: the 404 the SDK declares", async () => {
    // api-contract.md §9.1: "A project that never had a config may return 404 on GET. [OBS]", and
    // 404 is among the operation's declared errors; the emulator answers it, not an empty config.
    const projectId = await project();
    const failure = await contract.sdk.security
      .getFirewallConfig({ teamId: teamId(), projectId, configVersion: "active" })
      .then(
        () => undefined,
        (error: unknown) => error as { statusCode?: number },
      );
    expect(failure?.statusCode).to.equal(404);
  });

  it("getFirewallConfig", async () => {
    // A config exists once a write made it (the platform answers 404 before: see above).
    const projectId = await project();
    await contract.setup("PATCH", `/v1/security/firewall/config?projectId=${projectId}`, {
      action: "firewallEnabled",
      value: true,
    });
    await contract.check("getFirewallConfig", (sdk) =>
      sdk.security.getFirewallConfig({ teamId: teamId(), projectId, configVersion: "active" }),
    );
  });

  it("putFirewallConfig", async () => {
    const projectId = await project();
    await contract.check("putFirewallConfig", (sdk) =>
      sdk.security.putFirewallConfig({
        teamId: teamId(),
        projectId,
        requestBody: {
          firewallEnabled: true,
          rules: [rule],
          ips: [{ hostname: "example.com", ip: "10.0.0.0/8", action: "deny" }],
        },
      }),
    );
  });

  it("updateFirewallConfig", async () => {
    const projectId = await project();
    await contract.check("updateFirewallConfig", (sdk) =>
      sdk.security.updateFirewallConfig({
        teamId: teamId(),
        projectId,
        requestBody: { action: "firewallEnabled", value: true },
      }),
    );
  });
});
