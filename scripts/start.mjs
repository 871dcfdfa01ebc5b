// `npm start`: builds what is missing or out of date, then runs the server in this process.
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt();
await import('../apps/server/dist/main.js');
