// Web Analytics and Speed Insights switches through @vercel/sdk (createWebInsightsToggle,
// createSpeedInsightsToggle): the answer is the switch, the project read says when it changed, a
// switch to the state it is in changes nothing, and an unknown project is refused. The SDK sends
// neither a token nor a team for these two (docs/findings/sdk-contract.md): the tests pass the token in
// `fetchOptions` and switch projects of the personal account. The provider's ProjectAnalytics
// sends the team in the query and reads the switches back through the
// project: the last test does that and reads them through the SDK's getProject, strictly.
import { expect } from "chai";
import { useContract } from "./support/contract";

type Insights = { id: string; enabledAt?: number; disabledAt?: number };
type Project = { id: string; webAnalytics?: Insights; speedInsights?: Insights };

describe("contract: insights", () => {
  const contract = useContract("insights");
  const project = async (name: string) =>
    (await contract.setup<{ id: string }>("POST", "/v11/projects", { name }, "personal")).id;
  const read = (id: string) => contract.setup<Project>("GET", `/v9/projects/${id}`, undefined, "personal");
  const toggle = (path: string, projectId: string, value: boolean) =>
    contract.setup("POST", `${path}?projectId=${projectId}`, { value }, "personal");
  const withToken = () => ({
    fetchOptions: { headers: { Authorization: `Bearer ${contract.emulator.token}` } },
  });

  it("createWebInsightsToggle: on, on again (unchanged), then off keeping the id", async () => {
    const projectId = await project("analysed");
    expect((await read(projectId)).webAnalytics).to.equal(undefined);
    const on = await contract.check("createWebInsightsToggle", (sdk) =>
      sdk.createWebInsightsToggle({ projectId, requestBody: { value: true } }, withToken()),
    );
    expect(on).to.deep.equal({ value: true });
    const enabled = (await read(projectId)).webAnalytics;
    expect(enabled?.id).to.be.a("string");
    expect(enabled?.enabledAt).to.be.a("number");
    expect(enabled?.disabledAt).to.equal(undefined);
    await toggle("/web/insights/toggle", projectId, true);
    expect((await read(projectId)).webAnalytics).to.deep.equal(enabled);
    await toggle("/web/insights/toggle", projectId, false);
    const disabled = (await read(projectId)).webAnalytics;
    expect(disabled).to.include({ id: enabled?.id, enabledAt: enabled?.enabledAt });
    expect(disabled?.disabledAt).to.be.a("number");
    // Speed Insights is its own switch.
    expect((await read(projectId)).speedInsights).to.equal(undefined);
  });

  it("createSpeedInsightsToggle: on by project name; an unknown project is refused", async () => {
    const projectId = await project("measured");
    const on = await contract.check("createSpeedInsightsToggle", (sdk) =>
      sdk.createSpeedInsightsToggle({ projectId: "measured", requestBody: { value: true } }, withToken()),
    );
    expect(on).to.deep.equal({ value: true });
    expect((await read(projectId)).speedInsights?.enabledAt).to.be.a("number");
    await toggle("/speed-insights/toggle", "nowhere", true)
      .then(() => expect.fail("toggled a project that does not exist"))
      .catch((error: Error) => expect(error.message).to.match(/404/));
  });

  it("a team's project switched with teamId reads back through getProject's webAnalytics and speedInsights; a non-boolean is refused", async () => {
    const projectId = (await contract.setup<{ id: string }>("POST", "/v11/projects", { name: "team-site" }))
      .id;
    const get = async () =>
      (await contract.check("getProject", (sdk) =>
        sdk.projects.getProject({ teamId: contract.teamId, idOrName: projectId }),
      )) as Project;
    expect(await get()).to.not.have.any.keys("webAnalytics", "speedInsights");
    await contract.setup("POST", `/web/insights/toggle?projectId=${projectId}`, { value: true });
    await contract.setup("POST", `/speed-insights/toggle?projectId=team-site`, { value: true });
    const on = await get();
    expect(on.webAnalytics?.enabledAt).to.be.a("number");
    expect(on.speedInsights?.enabledAt).to.be.a("number");
    expect(on.webAnalytics?.id).to.not.equal(on.speedInsights?.id);
    await contract.setup("POST", `/speed-insights/toggle?projectId=${projectId}`, { value: false });
    const off = await get();
    expect(off.speedInsights?.disabledAt).to.be.a("number");
    expect(off.webAnalytics, "one switch leaves the other").to.deep.equal(on.webAnalytics);
    const refused = await contract.emulator.admin.api(
      "POST",
      `/web/insights/toggle?projectId=${projectId}&teamId=${contract.teamId}`,
      { value: "yes" },
    );
    expect(refused.status).to.equal(400);
    expect(JSON.stringify(refused.body)).to.include("value");
    // The team's project is not the personal account's: without the team it is not found.
    const personal = await contract.emulator.admin.api(
      "POST",
      `/web/insights/toggle?projectId=${projectId}`,
      {
        value: true,
      },
    );
    expect(personal.status).to.equal(404);
  });
});
