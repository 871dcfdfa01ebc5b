import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './utils';

/** Every Tailwind class written in the app's components: the strings of its .tsx files, word by word. */
function classesWrittenInTheApp(): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.tsx') && !entry.name.includes('.test.')) files.push(full);
    }
  };
  walk(path.resolve(import.meta.dirname, '..'));
  const words = new Set<string>();
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      for (const word of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) {
        if (/^!?([a-z0-9-]+:|\[[^\]]+\]:)*-?[a-z][a-z0-9]*(-[a-z0-9./%[\]()_&:>*=#-]+)*$/.test(word)) words.add(word);
      }
    }
  }
  // What the complete tailwind-merge takes for a Tailwind class (it keeps one of two copies).
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word);
}

describe('cn, the class merge of the app', () => {
  const classes = classesWrittenInTheApp();

  it('finds the classes of the app to check', () => {
    expect(classes.length).toBeGreaterThan(300);
    expect(classes).toEqual(expect.arrayContaining(['px-4', 'hover:bg-slate-200/70', 'text-slate-950', 'size-11']));
  });

  it('merges every pair of them as the complete tailwind-merge does', () => {
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const expected = twMerge(`${first} ${second}`);
        if (cn(first, second) !== expected) differences.push(`${first} ${second} -> ${expected}`);
      }
    }
    expect(differences.slice(0, 60)).toEqual([]);
  });

  it('lets a later class override an earlier one of the same kind, and keeps the others', () => {
    expect(cn('px-4 py-3 text-sm', 'px-3 text-lg')).toBe('py-3 px-3 text-lg');
    expect(cn('size-11 px-0', 'size-9')).toBe('px-0 size-9');
    expect(cn('p-5 sm:p-6', 'sm:p-2')).toBe('p-5 sm:p-2');
    expect(cn('text-slate-700', false, undefined, 'text-red-800')).toBe('text-red-800');
  });
});
