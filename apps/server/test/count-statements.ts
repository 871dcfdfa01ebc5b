import type { Kysely, KyselyPlugin, RootOperationNode } from 'kysely';

/**
 * The database as a test's code under test uses it, counting the statements of one kind it runs
 * (`InsertQueryNode`, `UpdateQueryNode`…): how a test holds that work is done in few statements.
 */
export function countingStatements<Database>(db: Kysely<Database>, kind: RootOperationNode['kind']) {
  const counted = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      if (args.node.kind === kind) counted.statements += 1;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  return { db: db.withPlugin(plugin), counted };
}
