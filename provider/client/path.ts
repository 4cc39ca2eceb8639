// Path templates: `/v9/projects/{idOrName}` + `{ idOrName: "a/b" }` -> `/v9/projects/a%2Fb`.
// Every parameter is encoded, so an id can never change which route a request hits.

export type PathParams = Record<string, string>;

export function expandPath(template: string, params: PathParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") {
      throw new Error(`path ${template} needs a value for {${name}}`);
    }
    return encodeURIComponent(value);
  });
}
