import { bundleServer } from './bundle.mjs';

await bundleServer(new URL('./dist', import.meta.url).pathname);
