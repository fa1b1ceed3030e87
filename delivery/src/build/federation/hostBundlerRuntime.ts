/**
 * A production remote's stand-in for `@module-federation/webpack-bundler-runtime`: the host's copy
 * (provideBundlerRuntime.ts), with this container's own state. The package's index builds one
 * `federation` object per bundle: the bundler runtime's functions (stateless: each takes the
 * bundle's `__webpack_require__`), an empty share scope `S`, empty options, and the runtime whose
 * `init` finds or creates the bundle's instance. So the functions are the host's, and the state and
 * `init` are made here, as the package would for this bundle.
 *
 * `init` is the runtime package's own (`@module-federation/runtime`, index and utils), with this
 * bundle's build identifier: the host's copy has the host's baked in and would find the host's
 * instance for this container. It does not touch the runtime package's module-level instance
 * either, which is the host's (its `loadRemote` loads the areas).
 */
import { BUNDLER_RUNTIME_GLOBAL, type FederationInitOptions, type ProvidedBundlerRuntime } from './bundlerRuntimeGlobal';

/** Defined by the federation plugin for each bundle ("life:0.1.0"). */
declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

const provided = (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] as ProvidedBundlerRuntime | undefined;
if (!provided) throw new Error('A production remote runs in the Nyaya host, which provides the federation runtime: none found on this page');
const { federation: host, initContainerEntry } = provided;
const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';

function init(options: FederationInitOptions) {
  const { name, version } = options;
  const existing = host.runtime.getInstance(
    ({ options: registered }) =>
      (Boolean(buildId) && registered.id === buildId) ||
      (registered.name === name && !registered.version && !version) ||
      (registered.name === name && Boolean(version) && registered.version === version),
  );
  const normalized = { ...options, id: options.id || '' };
  if (!existing) return host.runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

export default {
  runtime: { ...host.runtime, init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
