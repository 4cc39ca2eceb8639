// A TypeScript expression in the generated program (a reference, a config lookup), as opposed to
// a literal value: the renderer prints it as is.
export class Code {
  constructor(readonly text: string) {}
}
