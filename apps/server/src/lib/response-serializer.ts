import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Writes each answer through the JSON Schema of its contract (zod) schema, compiled once per route
 * by fast-json-stringify: only the fields the contract declares go out, as the zod serializer of
 * fastify-type-provider-zod did, but at a fraction of its cost; checking every answer against zod
 * took a fifth of a progress save (scripts/bench.mjs). Requests are still validated by zod.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  fastJsonStringify(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as object);
