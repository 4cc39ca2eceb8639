// Bad input: the catalogue (the families' `badInput` cases, over every resource and lookup) refused at
// preview on the real engine, each message naming the resource, the field and the rule, and not one
// API call reaching the emulator. The engine stops a preview at the first resource whose check
// fails, so each catalogue resource gets a preview of its own (all its mistakes reported at once),
// three at a time on three stacks; every lookup runs in one preview, its failures caught.
import { expect } from "chai";
import * as vercel from "../../provider";
import { useEmulator } from "../support/emulator";
import { createSharedStack, type SharedStack } from "../support/pulumi-stack";
import { BAD_LOOKUPS, BAD_RESOURCES } from "../support/family-cases";
import type { BadResource, Mistake } from "../support/family-cases/bad-input";
import { callCount, report } from "./figures";

const STACKS = 3;

type Constructor = new (name: string, args: object) => unknown;
type Lookup = (args: object) => Promise<unknown>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The engine's line for a check failure: `<type> resource '<name>': property <field> value {…} has a problem: <rule>`. */
/**
 * The engine's line for a failed check: `property <field> value <value> has a problem: <rule>`,
 * or, for a secret argument (whose value the engine would print), `has a problem: <field> <rule>`
 * (provider/operations/lifecycle.ts names the argument in the rule instead).
 */
function failureLine(type: string, name: string, { field, rule }: Mistake): RegExp {
  const resource = `vercel:${type} resource '${escape(name)}'`;
  return new RegExp(
    `${resource}: property ${escape(field)} value .* has a problem: .*${escape(rule)}|` +
      `${resource} has a problem: ${escape(field)} .*${escape(rule)}`,
  );
}

describe("reliability: bad input refused at preview, before any API call", function () {
  this.timeout(600_000);
  const emulator = useEmulator({ resetBetweenTests: false });
  const stacks: SharedStack[] = [];

  before(async () => {
    for (let i = 0; i < STACKS; i++) stacks.push(await createSharedStack(emulator, `bad${i}`));
    await emulator.admin.clearRequestCounts();
  });

  after(async () => {
    for (const stack of stacks) await stack.dispose();
  });

  it(`refuses every resource mistake of the catalogue, naming resource, field and rule`, async () => {
    const messages = new Map<number, string>();
    const preview = async (stack: SharedStack, index: number, bad: BadResource) => {
      const Resource = (vercel as unknown as Record<string, Constructor>)[bad.type];
      if (!Resource) throw new Error(`no resource ${bad.type}`);
      stack.setProgram(async () => {
        new Resource(`bad${index}`, bad.args);
      });
      try {
        await stack.stack.preview();
        messages.set(index, "(the preview succeeded)");
      } catch (error) {
        messages.set(index, String(error));
      }
    };
    // Three workers, each with its own stack, through the catalogue.
    let next = 0;
    await Promise.all(
      stacks.map(async (stack) => {
        for (let index = next++; index < BAD_RESOURCES.length; index = next++) {
          await preview(stack, index, BAD_RESOURCES[index] as BadResource);
        }
      }),
    );
    const missing: string[] = [];
    BAD_RESOURCES.forEach((bad, index) => {
      const message = messages.get(index) ?? "";
      for (const mistake of bad.mistakes) {
        if (!failureLine(bad.type, `bad${index}`, mistake).test(message)) {
          missing.push(`${bad.type} ${mistake.field}: ${mistake.rule} — got ${message.slice(0, 600)}`);
        }
      }
    });
    expect(missing).to.deep.equal([]);
    const cases = BAD_RESOURCES.reduce((sum, bad) => sum + bad.mistakes.length, 0);
    const types = new Set(BAD_RESOURCES.map((bad) => bad.type)).size;
    report(`bad input: ${cases} resource cases over ${types} resources in ${BAD_RESOURCES.length} previews`);
  });

  it("refuses every lookup mistake of the catalogue, naming function, field and rule", async () => {
    const messages: string[] = [];
    stacks[0]?.setProgram(async () => {
      for (const bad of BAD_LOOKUPS) {
        const lookup = (vercel as unknown as Record<string, Lookup>)[bad.fn];
        try {
          await lookup?.(bad.args);
          messages.push(`${bad.fn}: (no error)`);
        } catch (error) {
          messages.push(String(error));
        }
      }
    });
    await stacks[0]?.stack.preview();
    const missing: string[] = [];
    BAD_LOOKUPS.forEach((bad, index) => {
      for (const { field, rule } of bad.mistakes) {
        // Every failing argument, "; "-separated: `getX: key: is required; kye: unknown argument; …`.
        const line = new RegExp(`${escape(bad.fn)}: (.*; )?${escape(field)}: .*${escape(rule)}`);
        if (!line.test(messages[index] ?? ""))
          missing.push(`${bad.fn} ${field}: ${rule} — got ${messages[index]}`);
      }
    });
    expect(missing).to.deep.equal([]);
    const cases = BAD_LOOKUPS.reduce((sum, bad) => sum + bad.mistakes.length, 0);
    report(`bad input: ${cases} lookup cases over ${BAD_LOOKUPS.length} functions in 1 preview`);
  });

  it("sent no API call for any of them", async () => {
    const calls = await callCount(emulator);
    report(`bad input: ${calls} API calls counted at the emulator`);
    expect(calls).to.equal(0);
  });
});
