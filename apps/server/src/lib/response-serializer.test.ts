import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdminUserSchema, InducteeProgressSchema } from '@crane/contract';
import { createTestApp } from '../../test/test-app.ts';
import { compileResponseWriter, responseSerializerCompiler } from './response-serializer.ts';

const serializerOf = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('the response serializer', () => {
  it('writes only the fields the contract declares, so a secret in the data never goes out', () => {
    const write = serializerOf(z.object({ id: z.number(), email: z.string() }));
    const body = JSON.parse(write({ id: 1, email: 'a@b.example', password_hash: 'scrypt$secret' }));
    expect(body).toEqual({ id: 1, email: 'a@b.example' });
  });

  it('keeps nulls, leaves out absent optional fields and writes nested lists', () => {
    const write = serializerOf(InducteeProgressSchema);
    const progress = {
      id: 5,
      email: 'worker@site.example',
      inductionId: 2,
      currentPage: 1,
      status: 'in_progress',
      startedAt: '2026-11-23T10:00:00.000Z',
      lastAccessedAt: null,
      completedAt: null,
      pages: [{ pageId: 9, firstShownAt: '2026-11-23T10:00:00.000Z', satisfiedAt: null, isSigned: false, extra: 1 }],
    };
    const body = JSON.parse(write(progress));
    expect(body).toEqual({
      ...progress,
      pages: [{ pageId: 9, firstShownAt: '2026-11-23T10:00:00.000Z', satisfiedAt: null, isSigned: false }],
    });
    expect(body).not.toHaveProperty('serverTime');
  });

  it('writes a list of a contract type', () => {
    const write = serializerOf(z.array(AdminUserSchema));
    const admin = AdminUserSchema.parse({
      id: 1,
      email: 'admin@crane.example',
      name: 'Site Administrator',
      role: 'super_admin',
      createdAt: '2026-11-23T10:00:00.000Z',
      deactivatedAt: null,
    });
    expect(JSON.parse(write([{ ...admin, passwordHash: 'x' }]))).toEqual([admin]);
  });

  it('compiles a writer when its route first answers, not when the route is added', () => {
    // Not a zod schema: compiling it throws, so a compiler that compiled at once would throw here.
    const write = serializerOf({ notAZodSchema: true } as unknown as z.ZodType);
    expect(() => write({ id: 1 })).toThrow();
  });

  it("compiles every route's answers, as they will be when first sent", async () => {
    const test = await createTestApp('sqlite');
    try {
      const answers = test.app.routeTable.flatMap(({ method, url, responses }) =>
        Object.entries(responses ?? {}).map(([status, schema]) => ({ route: `${method} ${url} ${status}`, schema })),
      );
      expect(answers.length).toBeGreaterThan(100);
      for (const { route, schema } of answers) {
        expect(() => compileResponseWriter(schema as z.ZodType), route).not.toThrow();
      }
    } finally {
      await test.close();
    }
  });
});
