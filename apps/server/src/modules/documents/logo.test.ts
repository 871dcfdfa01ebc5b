import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { logoShapes, logoViewBoxSize } from './logo-shapes.ts';

const logoSvgPath = path.resolve(import.meta.dirname, '../../../../web/public/logo.svg');

describe('the logo drawn in documents', () => {
  it("is the web app's logo.svg, shape for shape", () => {
    const svg = fs.readFileSync(logoSvgPath, 'utf8');
    const shapes = [...svg.matchAll(/<(rect|path|circle)\s([^>]*?)\/>/g)].map(([, tag, attributes = '']) => ({
      tag,
      attributes: Object.fromEntries(
        [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
      ),
    }));

    expect(svg).toContain(`viewBox="0 0 ${logoViewBoxSize} ${logoViewBoxSize}"`);
    expect(logoShapes).toEqual(shapes);
  });
});
