import { expect } from "chai";
import { apiClient, configure } from "../../provider/operations/session";

const config = (values: Record<string, string>) => ({ get: (key: string) => values[key] });
const settings = {
  "vercel:apiToken": "token-a",
  "vercel:apiUrl": "http://127.0.0.1:9",
  "vercel:team": "team_a",
};

// Pulumi's dynamic-provider host configures each resource type's `__provider` once: a run with
// seven types configures the same settings seven times. What the client keeps for the run (sibling
// lists, shared GETs) must outlive that, or a refresh lists a parent again after every new type.
describe("the provider session", () => {
  after(() => configure(undefined));

  it("keeps its client, and what it keeps for the run, across a configure with the same settings", () => {
    configure(config(settings));
    const client = apiClient();
    const kept = client.http.perScope("session spec", () => ({ listed: true }));
    configure(config({ ...settings }));
    expect(apiClient()).to.equal(client);
    expect(apiClient().http.perScope("session spec", () => ({ listed: false }))).to.equal(kept);
  });

  it("makes a new client when a setting changed, acting with the new one", () => {
    configure(config(settings));
    const client = apiClient();
    for (const changed of [
      { "vercel:apiToken": "token-b" },
      { "vercel:team": "team_b" },
      { "vercel:apiUrl": "http://127.0.0.1:10" },
      { "vercel:blobApiUrl": "http://127.0.0.1:11" },
    ]) {
      configure(config({ ...settings, ...changed }));
      const next = apiClient();
      expect(next, JSON.stringify(changed)).to.not.equal(client);
      expect(next.http.perScope("session spec", () => "fresh")).to.equal("fresh");
      configure(config(settings));
    }
    expect(apiClient().http.team).to.equal("team_a");
  });
});
