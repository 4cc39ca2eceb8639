// Mocha helper for a lifecycle suite whose tests share one stack and one emulator (no reset between
// tests, since the stack's objects must stay on the emulator from one test to the next):
//
//   const suite = useSharedLifecycle();
//   before(() => suite.shared().setProgram(async () => { new Project("web", { name: "web" }); }));
//   it("...", async () => { await suite.shared().stack.up(); await suite.api("GET", "/v9/projects/web"); });
import { expect } from "chai";
import { useEmulator, type EmulatorHandle } from "./emulator";
import { createSharedStack, type SharedStack } from "./pulumi-stack";

export interface SharedLifecycle {
  emulator: EmulatorHandle;
  /** The suite's stack; created in `before`. */
  shared(): SharedStack;
  /** An out-of-band call in the emulator's team that must succeed; resolves with its body. */
  api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T>;
}

export function useSharedLifecycle(): SharedLifecycle {
  let stack: SharedStack | undefined;
  // Registered before the emulator's own hooks, so the stack is destroyed before the emulator stops.
  after(async () => {
    await stack?.dispose();
  });
  const emulator = useEmulator({ resetBetweenTests: false });
  before(async () => {
    stack = await createSharedStack(emulator);
  });
  return {
    emulator,
    shared() {
      if (!stack) throw new Error("the shared stack has not been created");
      return stack;
    },
    api: teamApi(emulator),
  };
}

/** Out-of-band calls in the emulator's team that must succeed: each resolves with its body. */
export function teamApi(emulator: EmulatorHandle): SharedLifecycle["api"] {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const separator = path.includes("?") ? "&" : "?";
    const response = await emulator.admin.api<T>(
      method,
      `${path}${separator}teamId=${emulator.teamId}`,
      body,
    );
    expect(response.status, `${method} ${path}`).to.be.lessThan(300);
    return response.body;
  };
}
