import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
// @ts-expect-error: a plain ES module script without types.
import { bundleServer } from '../bundle.mjs';

/** What esbuild's metafile says of each output: the files and packages it imports, and how. */
export type BundleMetafile = {
  outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>;
};

/** A new folder for a test's bundle, inside the workspace so that the bundle finds the installed packages. */
export function makeTestBundleDir(prefix: string): string {
  const bundlesDir = path.join(import.meta.dirname, '..', '.test-bundles');
  fs.mkdirSync(bundlesDir, { recursive: true });
  return fs.mkdtempSync(path.join(bundlesDir, prefix));
}

/** The server bundled as `npm run build` does (in makeTestBundleDir). */
export async function bundleServerForTest(): Promise<{ dir: string; metafile: BundleMetafile; remove: () => void }> {
  const dir = makeTestBundleDir('bundle-');
  const metafile = await (bundleServer as (outdir: string) => Promise<BundleMetafile>)(dir);
  return { dir, metafile, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The npm packages an entry of the bundle loads before its first line runs: those it imports with an
 * import statement, and those its chunks so imported do, in turn. What it imports with import() is
 * loaded later, when that runs.
 */
export function packagesLoadedAtStart(metafile: BundleMetafile, entry: 'main.js' | 'admin.js'): Set<string> {
  const entryOutput = Object.keys(metafile.outputs).find((output) => path.basename(output) === entry);
  if (!entryOutput) throw new Error(`No ${entry} in the bundle`);
  const packages = new Set<string>();
  const visited = new Set<string>();
  const visit = (output: string) => {
    if (visited.has(output)) return;
    visited.add(output);
    for (const imported of metafile.outputs[output]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path);
      else visit(imported.path);
    }
  };
  visit(entryOutput);
  return packages;
}

export type AppProcess = { child: ChildProcess; port: number; output: () => string };

/** Starts the bundled server as a process with this environment; resolves once it listens (PORT 0: any port). */
export function startAppProcess(bundleDir: string, env: NodeJS.ProcessEnv): Promise<AppProcess> {
  const child = spawn(process.execPath, [path.join(bundleDir, 'main.js')], { env });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /ready in \d+ ms on port (\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ child, port: Number(port), output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** Stops a server with SIGTERM, as a container runtime does; resolves with its exit code. */
export function stopAppProcess(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** A JSON call to the server on this port, with a cookie. */
export function apiOf(port: number) {
  return (method: string, url: string, body?: unknown, cookie?: string) =>
    fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

/** The `name=value` of the cookie a response set. */
export const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0]!;
