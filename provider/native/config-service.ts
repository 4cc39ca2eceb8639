// The configuration half of the ResourceProvider service: CheckConfig, DiffConfig and Configure.
// Configure is answered by hand rather than through the SDK's provider.main(), which drops
// `variables` (stack config would never arrive) and forces acceptSecrets.
import {
  CheckFailure,
  CheckResponse,
  ConfigureResponse,
  DiffResponse,
  PropertyDiff,
  type CheckRequest,
  type ConfigureRequest,
  type DiffRequest,
} from "@pulumi/pulumi/proto/provider_pb";
import { changedConfig, checkConfig as checkSettings, configureFrom, SECRET_CONFIG_KEYS } from "./config";
import { fromStruct, toStruct } from "./properties";

export async function checkConfig(request: CheckRequest): Promise<CheckResponse> {
  const news = fromStruct(request.getNews());
  const response = new CheckResponse();
  // The token is stored as a secret in the provider's state, however the user set it.
  response.setInputs(toStruct(news.values, [...SECRET_CONFIG_KEYS, ...news.secretKeys]));
  response.setFailuresList(
    checkSettings(news.values).map((failure) => {
      const wire = new CheckFailure();
      wire.setProperty(failure.property);
      wire.setReason(failure.reason);
      return wire;
    }),
  );
  return response;
}

export async function diffConfig(request: DiffRequest): Promise<DiffResponse> {
  const olds = fromStruct(request.getOldInputs() ?? request.getOlds()).values;
  const news = fromStruct(request.getNews()).values;
  const changed = changedConfig(olds, news);
  const response = new DiffResponse();
  response.setChanges(
    changed.length > 0 ? DiffResponse.DiffChanges.DIFF_SOME : DiffResponse.DiffChanges.DIFF_NONE,
  );
  response.setDiffsList(changed);
  // Never a replace: replacing the provider would replace every resource it manages.
  response.setReplacesList([]);
  const detailed = response.getDetaileddiffMap();
  for (const key of changed) {
    const entry = new PropertyDiff();
    entry.setKind(PropertyDiff.Kind.UPDATE);
    entry.setInputdiff(true);
    detailed.set(key, entry);
  }
  response.setHasdetaileddiff(true);
  return response;
}

export async function configure(request: ConfigureRequest): Promise<ConfigureResponse> {
  const variables = new Map(request.getVariablesMap().toArray());
  configureFrom(variables, fromStruct(request.getArgs()).values);
  const response = new ConfigureResponse();
  // Secrets arrive wrapped and are unwrapped here (properties.ts), so the plugin can mark secret
  // outputs itself; resources and output values are not used by any definition.
  response.setAcceptsecrets(true);
  response.setSupportspreview(true);
  response.setAcceptresources(false);
  response.setAcceptoutputs(false);
  return response;
}
