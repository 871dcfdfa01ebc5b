// Prints the size of each JavaScript file of the web build, gzipped, and what each worker screen loads
// on a fresh visit; fails when a screen is over its budget (issue 16, decision 33).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
/**
 * What a browser asking for gzip downloads of a file: the `.gz` copy the build wrote beside it (Zopfli,
 * apps/web/build/precompress.ts), or the file itself when it is too small to be worth compressing.
 */
function gzipKb(file) {
  const gzipped = path.join(dist, `${file}.gz`);
  return fs.statSync(fs.existsSync(gzipped) ? gzipped : path.join(dist, file)).size / 1024;
}

/** The most JavaScript, gzipped, a worker's phone downloads for a fresh load of each screen. */
const budgetKb = 100;

/**
 * Each worker screen and its address: it loads the entry and the files the build listed for the
 * address (apps/web/build/route-preloads.ts). A rich-text page of the player needs nothing more: the
 * PDF viewer, the quiz and the signature pad load only on pages that have them.
 */
const screens = {
  'landing page': '/',
  'email screen': '/inductee',
  portal: '/inductee/portal',
  'rich-text player page': '/inductee/progress/:progressId',
};
const { routes } = JSON.parse(fs.readFileSync(path.join(dist, '.vite/route-preloads.json'), 'utf8'));

/** The chunks a module loads: its own and, transitively, those it imports statically. */
function chunksOf(key, found = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no ${key}`);
  if (found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(imported, found);
  return found;
}

const all = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => `assets/${file}`);
console.log('\nJavaScript of the web app (gzipped as served):');
for (const file of all.sort()) console.log(`  ${gzipKb(file).toFixed(1).padStart(7)} KB  ${file}`);

console.log(`\nJavaScript each worker screen loads, gzipped (budget ${budgetKb} KB each):`);
const over = [];
for (const [screen, address] of Object.entries(screens)) {
  const route = routes.find((candidate) => candidate.path === address);
  if (address !== '/' && !route) throw new Error(`The route table has no ${address}: did the route move?`);
  const files = new Set([...chunksOf('index.html'), ...(route?.files ?? [])]);
  const total = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`  ${total.toFixed(1).padStart(7)} KB  ${screen} (${files.size} files)`);
  if (total > budgetKb) over.push(`${screen} ${total.toFixed(1)} KB`);
}
if (over.length > 0) {
  console.error(`Over the ${budgetKb} KB budget: ${over.join(', ')}.`);
  process.exit(1);
}
