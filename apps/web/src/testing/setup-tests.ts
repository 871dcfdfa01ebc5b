import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The test machines are shared and slow at times: wait up to 5 s for what a screen shows next.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out, so it has no ResizeObserver; Radix's switch and menus measure with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
