import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/** The JSON writer of one answer's contract (zod) schema, through its JSON Schema. */
export const compileResponseWriter = (schema: z.ZodType): ((data: unknown) => string) =>
  fastJsonStringify(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as object);

/**
 * Writes each answer through the JSON Schema of its contract (zod) schema, compiled by
 * fast-json-stringify: only the fields the contract declares go out, as the zod serializer of
 * fastify-type-provider-zod did, but at a fraction of its cost; checking every answer against zod
 * took a fifth of a progress save (scripts/bench.mjs). Requests are still validated by zod.
 *
 * Each is compiled when its route first answers with that status, not when the route is added:
 * compiling every route's answers made up 450 ms of a server's 1.6 s start (issue 2's target is 2 s
 * from `npm start`; decision 55's addendum).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => (serialize ??= compileResponseWriter(schema))(data);
};
