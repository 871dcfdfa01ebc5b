// wouter imports the use-sync-external-store shim for React 17; React 19 has the hook itself (decision 33).
export { useSyncExternalStore } from 'react';
