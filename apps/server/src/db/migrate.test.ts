import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrate.ts';

describe('migrations', () => {
  it('lists every migration file', () => {
    const files = readdirSync(new URL('./migrations', import.meta.url))
      .filter((file) => /^\d{4}-\d{2}-\d{2}-/.test(file))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(Object.keys(migrations).sort()).toEqual(files.sort());
  });

  it('are named so that Kysely runs them in the order they were written', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
  });
});
