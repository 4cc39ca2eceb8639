// Observability's project configuration through @vercel/sdk: the switch per project and the list
// of projects whose extended tier is off, checked against the SDK's models.
import { expect } from "chai";
import { useContract } from "./support/contract";

type Disabled = { disabledProjects: { id: string; name?: string; disabledAt: number }[] };

describe("contract: observability", () => {
  const contract = useContract("observability");
  const teamId = () => contract.teamId;
  const project = async (name: string) =>
    (await contract.setup<{ id: string }>("POST", "/v11/projects", { name })).id;

  it("updateObservabilityConfigurationProject: off keeps its first time, on clears it", async () => {
    const projectId = await project("quiet");
    const off = (await contract.check("updateObservabilityConfigurationProject", (sdk) =>
      sdk.observability.updateObservabilityConfigurationProject({
        teamId: teamId(),
        projectIdOrName: "quiet",
        requestBody: { disabled: true },
      }),
    )) as { id: string; disabledAt: number };
    expect(off.id).to.equal(projectId);
    const again = (
      await contract.setup<{ disabledAt: number }>(
        "PUT",
        `/v1/observability/manage/configuration/projects/${projectId}`,
        { disabled: true },
      )
    ).disabledAt;
    expect(again).to.equal(off.disabledAt);
    const on = await contract.setup("PUT", `/v1/observability/manage/configuration/projects/${projectId}`, {
      disabled: false,
    });
    expect(on).to.deep.equal({ id: projectId });
  });

  it("getObservabilityConfigurationProjects lists the projects with the tier off, by name", async () => {
    const quiet = await project("quiet-one");
    await project("loud");
    await contract.setup("PUT", `/v1/observability/manage/configuration/projects/${quiet}`, {
      disabled: true,
    });
    const listed = (await contract.check("getObservabilityConfigurationProjects", (sdk) =>
      sdk.observability.getObservabilityConfigurationProjects({ teamId: teamId() }),
    )) as Disabled;
    expect(listed.disabledProjects.map(({ id, name }) => ({ id, name }))).to.deep.equal([
      { id: quiet, name: "quiet-one" },
    ]);
    await contract.setup("DELETE", `/v9/projects/${quiet}`);
    expect(
      (await contract.setup<Disabled>("GET", "/v1/observability/manage/configuration/projects"))
        .disabledProjects,
    ).to.deep.equal([]);
  });
});
