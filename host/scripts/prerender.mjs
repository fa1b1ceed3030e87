#!/usr/bin/env node
/**
 * After `rspack build`: puts the prerendered screens (prerender/renderShells.tsx, bundled for Node
 * into dist-prerender/) into the host's HTML.
 * - dist/index.html: home, served for `/` only; it paints before any JavaScript runs, and its
 *   entry script is started after that paint by public/boot.js.
 * - dist/app.html: the loading skeleton, served for every other path (deep links, 404s), with
 *   preload tags for the host's chunks that every deep link needs (scripts/preloadLinks.mjs).
 * - dist/screen.html: for a path whose area renders its screen on the server (scripts/serve.mjs);
 *   the screen paints first, then public/boot.js starts the scripts and the preloads.
 * Both link the host's stylesheet from <head>, so the markup is styled on first paint; the chunk
 * loader then finds that <link> and does not fetch the stylesheet again.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootPreloads, preloadOf, preloadTag, SCREEN_MARKER } from './preloadLinks.mjs';

const hostDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const dist = join(hostDir, 'dist');
const { renderHome, renderSkeleton } = createRequire(import.meta.url)(join(hostDir, 'dist-prerender/prerender.cjs'));

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const stylesheets = readdirSync(dist).filter((file) => /^\d+\.[0-9a-f]{8}\.css$/.test(file));
if (stylesheets.length !== 1) throw new Error(`expected the host's one stylesheet in dist, found: ${stylesheets.join(', ') || 'none'}`);
const rootTag = '<div id="root"></div>';
if (!template.includes(rootTag)) throw new Error(`dist/index.html has no empty ${rootTag}: prerender runs once, after rspack build (pnpm build)`);

function page(root) {
  return template.replace('</head>', `<link rel="stylesheet" href="/${stylesheets[0]}"></head>`).replace(rootTag, root);
}

const entryTag = /<script defer(?:="")? src="(\/main\.[0-9a-f]{8}\.js)"><\/script>/;
const entry = template.match(entryTag);
if (!entry) throw new Error('dist/index.html has no deferred main script');

// Every deep link needs the app (src/index.ts imports './bootstrap') and the shared modules it
// consumes (the router) at once, not after the entry has run; the server adds an area's files for
// the route asked for (preloadLinks.mjs).
const hostHints = JSON.parse(readFileSync(join(dist, 'preload-deep-link.json'), 'utf8'));
const app = hostHints.entryImports['./bootstrap'];
if (!app?.files.length) throw new Error("dist/preload-deep-link.json lists no chunks for src/index.ts's import('./bootstrap')");
const appFiles = [...app.files, ...app.shared.flatMap((key) => hostHints.shared[key] ?? [])];
const appUrls = [...new Set(appFiles)].filter((file) => file !== stylesheets[0]).map((file) => `/${file}`);
const hostPreloads = appUrls.map((url) => preloadTag(url)).join('');
writeFileSync(join(dist, 'app.html'), page(`<div id="root">${renderSkeleton()}</div>`).replace('</head>', `${hostPreloads}</head>`));
// A deep link whose area rendered its screen: the server puts the screen at the marker. It paints
// before any script, so public/boot.js starts the scripts (and the preloads) after that paint.
const boot = (extra = '') => `<script defer src="/boot.js" data-entry="${entry[1]}"${extra}></script>`;
writeFileSync(join(dist, 'screen.html'), page(`<div id="root" data-prerendered>${SCREEN_MARKER}</div>`).replace(entryTag, boot(` ${bootPreloads(appUrls.map((url) => preloadOf(url)))}`)));
// Home starts its scripts after its first paint too; the skeleton page needs them at once.
// `data-prerendered`: the markup is not the app yet; src/bootstrap.tsx removes it on taking over.
writeFileSync(join(dist, 'index.html'), page(`<div id="root" data-prerendered>${await renderHome()}</div>`).replace(entryTag, boot()));
console.log('prerendered dist/index.html (home), dist/app.html (every other path) and dist/screen.html (an area\'s screen)');
