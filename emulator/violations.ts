// Violations: mistakes that must fail a test even when the client under test copes with them, e.g. a
// call to an endpoint the emulator lacks, or an answer that breaks its own wire schema. The server
// records them; `GET /_emulator/violations` lists them and `POST /_emulator/reset` clears them.
import type { Violation } from "../schema/emulator";

export class ViolationLog {
  private violations: Violation[] = [];

  record(violation: Violation): void {
    this.violations.push({ ...violation });
  }

  list(): Violation[] {
    return this.violations.map((v) => ({ ...v }));
  }

  clear(): void {
    this.violations = [];
  }
}
