/**
 * Where the host's page keeps Module Federation's bundler runtime for the remotes
 * (provideBundlerRuntime.ts sets it, hostBundlerRuntime.ts reads it).
 */
export const BUNDLER_RUNTIME_GLOBAL = '__NYAYA_FEDERATION_BUNDLER_RUNTIME__';

/** What the host provides: its copy of the bundler runtime, and the one function a host leaves out. */
export interface ProvidedBundlerRuntime {
  federation: FederationBundlerRuntime;
  initContainerEntry: (...args: never[]) => unknown;
}

/** The parts of `@module-federation/webpack-bundler-runtime`'s default export a remote needs. */
export interface FederationBundlerRuntime {
  runtime: FederationRuntime;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: (...args: never[]) => unknown;
}

interface FederationInstance {
  options: { id?: string; name: string; version?: string };
  initOptions(options: FederationInitOptions): unknown;
}

export interface FederationInitOptions {
  id?: string;
  name: string;
  version?: string;
  [option: string]: unknown;
}

/** `@module-federation/runtime`, as the bundler runtime uses it. */
export interface FederationRuntime {
  init(options: FederationInitOptions): FederationInstance;
  createInstance(options: FederationInitOptions): FederationInstance;
  getInstance(finder: (instance: FederationInstance) => boolean): FederationInstance | null;
}
