// The progress bar of `vercel-pulumi import`: drawn (by cli-progress) on a terminal, and nothing
// written at all to a stream that is not one.
import { expect } from "chai";
import { PassThrough } from "node:stream";
import { progressBar } from "../../cli/import/progress";

function stream(isTTY: boolean): { stream: NodeJS.WriteStream; written: () => string } {
  const chunks: Buffer[] = [];
  const pass = new PassThrough();
  pass.on("data", (chunk: Buffer) => chunks.push(chunk));
  Object.assign(pass, { isTTY, columns: 100 });
  return { stream: pass as unknown as NodeJS.WriteStream, written: () => Buffer.concat(chunks).toString() };
}

describe("import progress bar", () => {
  it("draws the bar with the count on a terminal, and clears it when done", async () => {
    const tty = stream(true);
    const bar = progressBar(tty.stream);
    bar.update({ done: 1, total: 3, label: "Project web" });
    bar.stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(tty.written()).to.include("Reading the team [").and.include("/3");
  });

  it("writes nothing when the stream is not a terminal", async () => {
    const pipe = stream(false);
    const bar = progressBar(pipe.stream);
    bar.update({ done: 1, total: 3, label: "Project web" });
    bar.stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(pipe.written()).to.equal("");
  });
});
