// getLogDrain and getTraceDrain through runFunction against the emulator.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import type { AnyFunctionDefinition } from "../../provider/families/kit/function-definition";
import { functionDefinitions } from "../../provider/families/registry";
import { runFunction } from "../../provider/functions/run";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import { configureProvider } from "./env-support";

const named = (name: string) =>
  functionDefinitions.find((definition) => definition.name === name) as AnyFunctionDefinition;

describe("drain lookup functions", () => {
  const emulator = useEmulator();
  const config = () => {
    const values: Record<string, string> = {
      "vercel:apiToken": emulator.token,
      "vercel:apiUrl": emulator.url,
      "vercel:team": emulator.teamId,
    };
    return { get: (key: string) => values[key] };
  };

  beforeEach(() => configureProvider(emulator));

  it("getTraceDrain and getLogDrain answer the resource's outputs, secret and headers marked secret", async () => {
    const trace = await host.create("TraceDrain", {
      name: "traces",
      endpoint: "https://otel.example/v1/traces",
      headers: { authorization: "Bearer t" },
      samplingRules: [{ rate: 0.5, environment: "production" }],
    });
    const found = await runFunction(named("getTraceDrain"), { id: trace.id }, config());
    expect(found).to.include({
      id: trace.id,
      name: "traces",
      deliveryFormat: "json",
      secret: trace.outs.secret,
    });
    expect(found.samplingRules).to.deep.equal([{ rate: 0.5, environment: "production" }]);
    expect(named("getTraceDrain").secretResults).to.have.members(["secret", "headers"]);

    const log = await host.create("LogDrain", {
      name: "logs",
      endpoint: "https://logs.example/in",
      environments: ["production"],
      sources: ["lambda"],
    });
    const foundLog = await runFunction(named("getLogDrain"), { id: log.id }, config());
    expect(foundLog).to.include({ id: log.id, name: "logs" });
    expect(foundLog.sources).to.deep.equal(["lambda"]);
  });

  it("refuses a drain of the other kind, and says what it looked up when missing", async () => {
    const log = await host.create("LogDrain", {
      name: "logs",
      endpoint: "https://logs.example/in",
      environments: ["production"],
      sources: ["lambda"],
    });
    const wrongKind = await rejection<Error>(runFunction(named("getTraceDrain"), { id: log.id }, config()));
    expect(wrongKind.message).to.include("is not a trace drain");
    const missing = await rejection<Error>(
      runFunction(named("getLogDrain"), { id: "drn_missing" }, config()),
    );
    expect(missing.message).to.include(`looking up LogDrain "drn_missing"`);
  });
});
