// Three project settings with their own endpoints, through @vercel/sdk where it has the function
// (the rolling release configuration) and through the SDK's getProject model where it does not
// (crons and deployment retention show in the project): state and the platform's rules.
import { expect } from "chai";
import { useContract } from "./support/contract";

type Stage = { targetPercentage: number; duration?: number; requireApproval?: boolean };
type Config = { rollingRelease: { target: string; advancementType?: string; stages: Stage[] } | null };

describe("contract: project settings (crons, deployment retention, rolling release)", () => {
  const contract = useContract("projects");
  const teamId = () => contract.teamId;
  const project = async (name: string) =>
    (await contract.setup<{ id: string }>("POST", "/v11/projects", { name })).id;
  const refusal = async (method: string, path: string, body: unknown) => {
    const answer = await contract.emulator.admin.api(method, `${path}?teamId=${teamId()}`, body);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(400);
    return JSON.stringify(answer.body);
  };

  it("crons switch off and on, and getProject answers when, as the SDK models it", async () => {
    const id = await project("cron-site");
    const before = (await contract.check("getProject", (sdk) =>
      sdk.projects.getProject({ teamId: teamId(), idOrName: id }),
    )) as { crons?: unknown };
    expect(before.crons, "a project never switched has no crons: they run").to.equal(undefined);
    const off = await contract.setup<{ crons: { disabledAt: number | null } }>(
      "PATCH",
      `/v1/projects/${id}/crons`,
      { enabled: false },
    );
    expect(off.crons.disabledAt).to.be.a("number");
    const again = await contract.setup<{ crons: { disabledAt: number } }>(
      "PATCH",
      `/v1/projects/${id}/crons`,
      {
        enabled: false,
      },
    );
    expect(again.crons.disabledAt, "a second off keeps the first time").to.equal(off.crons.disabledAt);
    await contract.setup("PATCH", `/v1/projects/${id}/crons`, { enabled: true });
    const on = (await contract.check("getProject", (sdk) =>
      sdk.projects.getProject({ teamId: teamId(), idOrName: id }),
    )) as { crons: { disabledAt: number | null; enabledAt: number } };
    expect(on.crons.disabledAt).to.equal(null);
    expect(await refusal("PATCH", `/v1/projects/${id}/crons`, { enabled: "yes" })).to.include("enabled");
  });

  it("deployment retention takes the platform's periods, keeps what a PATCH leaves out, and getProject answers days", async () => {
    const id = await project("kept-site");
    const set = await contract.setup<{ deploymentExpiration: Record<string, string> }>(
      "PATCH",
      `/v9/projects/${id}/deployment-expiration`,
      { expiration: "3m", expirationProduction: "1y" },
    );
    expect(set.deploymentExpiration).to.deep.equal({
      expiration: "3m",
      expirationProduction: "1y",
      expirationCanceled: "unlimited",
      expirationErrored: "unlimited",
    });
    await contract.setup("PATCH", `/v9/projects/${id}/deployment-expiration`, { expirationCanceled: "1w" });
    const read = (await contract.check("getProject", (sdk) =>
      sdk.projects.getProject({ teamId: teamId(), idOrName: id }),
    )) as { deploymentExpiration: Record<string, number> };
    expect(read.deploymentExpiration).to.deep.equal({
      expirationDays: 90,
      expirationDaysProduction: 365,
      expirationDaysCanceled: 7,
    });
    const refused = await refusal("PATCH", `/v9/projects/${id}/deployment-expiration`, {
      expirationErrored: "5d",
    });
    expect(refused).to.include("expirationErrored");
  });

  it("getRollingReleaseConfig answers null until it is configured", async () => {
    await project("rolling");
    const config = (await contract.check("getRollingReleaseConfig", (sdk) =>
      sdk.rollingRelease.getRollingReleaseConfig({ teamId: teamId(), idOrName: "rolling" }),
    )) as Config;
    expect(config).to.deep.equal({ rollingRelease: null });
  });

  it("updateRollingReleaseConfig stores increasing stages ending at 100, and getRollingReleaseConfig answers them", async () => {
    const id = await project("rolling");
    const body = {
      enabled: true,
      advancementType: "automatic",
      stages: [
        { targetPercentage: 10, duration: 5 },
        { targetPercentage: 50, duration: 30 },
        { targetPercentage: 100 },
      ],
    };
    const updated = (await contract.check(
      "updateRollingReleaseConfig",
      (sdk) => sdk.rollingRelease.updateRollingReleaseConfig({ teamId: teamId(), idOrName: id }),
      { body },
    )) as Config;
    const stored = {
      target: "production",
      advancementType: "automatic",
      stages: [
        { targetPercentage: 10, duration: 5, requireApproval: false },
        { targetPercentage: 50, duration: 30, requireApproval: false },
        { targetPercentage: 100, requireApproval: false },
      ],
    };
    expect(updated.rollingRelease).to.deep.equal(stored);
    const read = (await contract.check("getRollingReleaseConfig", (sdk) =>
      sdk.rollingRelease.getRollingReleaseConfig({ teamId: teamId(), idOrName: "rolling" }),
    )) as Config;
    expect(read.rollingRelease).to.deep.equal(stored);
    // getProject shows it too, as the SDK models the project's rollingRelease.
    await contract.check("getProject", (sdk) => sdk.projects.getProject({ teamId: teamId(), idOrName: id }));
  });

  it("refuses stages against the platform's rules, naming the field", async () => {
    const id = await project("rolling");
    const path = `/v1/projects/${id}/rolling-release/config`;
    const manual = (stages: Stage[]) => ({ enabled: true, advancementType: "manual-approval", stages });
    expect(
      await refusal(
        "PATCH",
        path,
        manual([{ targetPercentage: 50 }, { targetPercentage: 20 }, { targetPercentage: 100 }]),
      ),
    )
      .to.include("stages[1].targetPercentage")
      .and.include("increase");
    expect(
      await refusal("PATCH", path, manual([{ targetPercentage: 20 }, { targetPercentage: 50 }])),
    ).to.include("stages[1].targetPercentage");
    expect(await refusal("PATCH", path, manual([{ targetPercentage: 100 }]))).to.include("2 to 10");
    expect(
      await refusal("PATCH", path, {
        enabled: true,
        advancementType: "automatic",
        stages: [{ targetPercentage: 10 }, { targetPercentage: 100 }],
      }),
    ).to.include("stages[0].duration");
    expect(
      await refusal(
        "PATCH",
        path,
        manual([{ targetPercentage: 10, duration: 5 }, { targetPercentage: 100 }]),
      ),
    ).to.include("stages[0].duration");
    expect(
      await refusal("PATCH", path, { enabled: true, advancementType: "sometimes", stages: [] }),
    ).to.include("advancementType");
    const untouched = await contract.setup<Config>("GET", path);
    expect(untouched.rollingRelease).to.equal(null);
  });

  it("deleteRollingReleaseConfig turns it off, as a PATCH with enabled false does", async () => {
    const id = await project("rolling");
    const path = `/v1/projects/${id}/rolling-release/config`;
    const on = {
      enabled: true,
      advancementType: "manual-approval",
      stages: [{ targetPercentage: 20 }, { targetPercentage: 100 }],
    };
    await contract.setup("PATCH", path, on);
    const deleted = (await contract.check("deleteRollingReleaseConfig", (sdk) =>
      sdk.rollingRelease.deleteRollingReleaseConfig({ teamId: teamId(), idOrName: id }),
    )) as Config;
    expect(deleted).to.deep.equal({ rollingRelease: null });
    expect((await contract.setup<Config>("GET", path)).rollingRelease).to.equal(null);
    await contract.setup("PATCH", path, on);
    expect(await contract.setup<Config>("PATCH", path, { enabled: false })).to.deep.equal({
      rollingRelease: null,
    });
  });
});
