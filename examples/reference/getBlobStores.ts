import * as vercel from "vercel-pulumi";

const blob = vercel.getBlobStoresOutput({});

export const storeIdsByName = blob.stores.apply((stores) =>
  Object.fromEntries(stores.map((store) => [store.name, store.id])),
);
