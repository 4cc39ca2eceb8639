import * as vercel from "vercel-pulumi";

const frontend = new vercel.AccessGroup("frontend", { name: "Frontend" });

export const accessGroupId = frontend.accessGroupId;
