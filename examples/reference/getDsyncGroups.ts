import * as vercel from "vercel-pulumi";

const groups = vercel.getDsyncGroupsOutput({});

export const groupNames = groups.lists.apply((lists) => lists.map((group) => group.name));
// What a SAML role mapping names: the directory group's id.
export const engineeringGroupId = groups.map.apply((byName) => byName["Engineering"]);
