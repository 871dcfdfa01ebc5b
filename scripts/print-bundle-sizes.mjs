// Prints the size of each JavaScript file of the web build and what the landing page loads, gzipped.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const gzipKb = (file) => gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const landing = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
const all = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => `assets/${file}`);

console.log('\nJavaScript of the web app (gzipped):');
for (const file of all.sort())
  console.log(`  ${gzipKb(file).toFixed(1).padStart(7)} KB  ${file}${landing.includes(file) ? '  (landing)' : ''}`);
const landingTotal = landing.reduce((sum, file) => sum + gzipKb(file), 0);
console.log(`Landing page loads ${landingTotal.toFixed(1)} KB of JavaScript gzipped (budget 150 KB).`);
if (landingTotal > 150) {
  console.error('The landing page JavaScript is over its 150 KB budget.');
  process.exit(1);
}
