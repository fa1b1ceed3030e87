// @ts-check
/**
 * rspack loader for message catalogues (`locales/<locale>.json`): compiles every ICU message to
 * Lingui's compiled form at build time, so the browser gets no message parser and no compile
 * step at start-up. A message that does not parse fails the build, naming its id.
 *
 * Plain CommonJS because rspack runs loaders with Node's `require`, outside the TypeScript
 * loader that reads the config (jiti); the one function it calls is Lingui's.
 */
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/** @param {string} source the catalogue's JSON text */
module.exports = function catalogLoader(source) {
  /** @type {Record<string, unknown>} */
  const messages = JSON.parse(source);
  /** @type {Record<string, unknown>} */
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: message "${id}" is not text`);
    try {
      const tokens = compileMessageOrThrow(message);
      // Always a token list: Lingui takes a plain string for an uncompiled message and warns.
      compiled[id] = Array.isArray(tokens) ? tokens : [tokens];
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
};
