import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { i18n, type Messages } from '@lingui/core';
import { toast } from 'sonner';
import { afterAll, afterEach, vi } from 'vitest';

// Screens speak English in their tests, from the catalog the build uses (compiled by ./compile-catalogs.ts).
const english = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../locales/en.json'), 'utf8')) as {
  messages: Messages;
};
i18n.loadAndActivate({ locale: 'en', messages: english.messages });

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

// Sonner removes a closed toast 200 ms later on a timer that unmounting does not clear. Let that timer
// run while the file's window still exists, or it fires after jsdom is gone and fails the whole run.
const sonnerUnmountDelayMs = 200;
afterAll(async () => {
  if (toast.getHistory().length === 0) return;
  await new Promise((resolve) => setTimeout(resolve, sonnerUnmountDelayMs + 50));
});
