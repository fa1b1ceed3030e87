/**
 * A runtime plugin of the production host: it puts the host's copy of Module Federation's bundler
 * runtime where production remotes find it (hostBundlerRuntime.ts), so that each remote's
 * `remoteEntry.js` does not carry a copy of its own (with the runtime and SDK it imports, 12 KB
 * gzip of every area's first screen). The modules are the very ones the host's federation start-up
 * already runs: importing them here adds no code to the host. Set when the module is evaluated,
 * before the host's federation starts and long before any remote's entry loads.
 */
import federation from '@nyaya/federation-bundler-runtime';
import { initContainerEntry } from '@nyaya/federation-bundler-runtime/initContainerEntry';
import { BUNDLER_RUNTIME_GLOBAL, type ProvidedBundlerRuntime } from './bundlerRuntimeGlobal';

const provided: ProvidedBundlerRuntime = { federation, initContainerEntry };
(globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] = provided;

export default function provideBundlerRuntime() {
  return { name: 'nyaya-provide-bundler-runtime' };
}
