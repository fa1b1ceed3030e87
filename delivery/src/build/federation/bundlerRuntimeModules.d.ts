// Aliases of the build (createConfig.ts, `bundlerRuntimeAliases`) for the host's own copy of
// `@module-federation/webpack-bundler-runtime`'s CommonJS build, which its federation start-up imports.
declare module '@nyaya/federation-bundler-runtime' {
  import type { FederationBundlerRuntime } from './bundlerRuntimeGlobal';
  const federation: FederationBundlerRuntime;
  export default federation;
}
declare module '@nyaya/federation-bundler-runtime/initContainerEntry' {
  export const initContainerEntry: (...args: never[]) => unknown;
}
