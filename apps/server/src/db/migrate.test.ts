import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrate.ts';

const names = Object.keys(migrations);

/** The migrations named by date before the sequence began; applied names never change. */
const datedCount = 16;

describe('migrations', () => {
  it('lists every migration file', () => {
    const files = readdirSync(new URL('./migrations', import.meta.url))
      .filter((file) => /^(\d{4}-\d{2}-\d{2}|m\d{4})-/.test(file))
      .map((file) => file.replace(/\.ts$/, ''));
    expect([...names].sort()).toEqual(files.sort());
  });

  it('are named so that Kysely runs them in the order they were written', () => {
    expect(names).toEqual([...names].sort());
  });

  it('are named by date only up to the sequence, then m and the next number of the sequence', () => {
    const dated = names.slice(0, datedCount);
    expect(dated.every((name) => /^\d{4}-\d{2}-\d{2}-[a-z0-9-]+$/.test(name))).toBe(true);
    expect(dated.at(-1)).toBe('2026-12-03-create-staged-files');
    for (const [index, name] of names.slice(datedCount).entries()) {
      const number = String(datedCount + index + 1).padStart(4, '0');
      expect(name, 'a new migration is named m<next number>-<what it does>').toMatch(
        new RegExp(`^m${number}-[a-z0-9]+(-[a-z0-9]+)*$`),
      );
    }
  });
});
