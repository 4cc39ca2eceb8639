// What a refresh of many siblings must do (sibling-reads.ts), checked the same way for every child
// resource that reads its parent's list: read together in a new run, the children answer exactly
// what each read alone answered, with the parent's list and no other request; after an edit made
// outside the program, the next run's reads differ in that child only, by that edit.
import { expect } from "chai";
import { isDeepStrictEqual } from "node:util";
import { host } from "../../provider/dynamic/host";
import type { EmulatorHandle } from "./emulator";

type Props = Record<string, unknown>;

export interface Created {
  readonly id: string;
  readonly outs: Props;
}

export interface RefreshTogether {
  readonly emulator: EmulatorHandle;
  readonly type: string;
  readonly created: readonly Created[];
  /** Starts a new run: the provider configured afresh, as the engine does in a new process. */
  newRun(): void;
  /** Every request the reads together make, by the emulator's count key: the parent's list. */
  readonly listCalls: Readonly<Record<string, number>>;
  /** Which child is edited outside the program, how, and the fields the edit changes. */
  readonly edit: { readonly index: number; apply(child: Created): Promise<void>; readonly changes: Props };
}

export async function expectRefreshTogether(options: RefreshTogether): Promise<void> {
  const { emulator, type, created, newRun, listCalls, edit } = options;
  newRun();
  const alone: Props[] = [];
  for (const { id, outs } of created) alone.push((await host.read(type, id, outs)).props);

  newRun();
  await emulator.admin.clearRequestCounts();
  const readTogether = async () =>
    (await Promise.all(created.map(({ id, outs }) => host.read(type, id, outs)))).map((read) => read.props);
  expect(await readTogether()).to.deep.equal(alone);
  expect((await emulator.admin.requestCounts()).counts).to.deep.equal(listCalls);

  await edit.apply(created[edit.index]!);
  newRun();
  const after = await readTogether();
  expect(after.filter((props, i) => !isDeepStrictEqual(props, alone[i]))).to.deep.equal([
    { ...alone[edit.index], ...edit.changes },
  ]);
}
