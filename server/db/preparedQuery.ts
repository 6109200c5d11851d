import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './connection';

// Building and compiling a Kysely query costs more than SQLite takes to run a small one (about 20 µs
// against 5–20 µs). A prepared query is built and compiled once per database, then run with new values.

/** Stands for one named value while the query is compiled; the compiled parameters keep it. */
class Placeholder {
  constructor(readonly name: string) {}
}

/** Values by name: each stands for one SQL value (never a list, never a choice of the query's shape). */
type NamedValues = Record<string, unknown>;

export type PreparedQuery<Values extends NamedValues, Row> = (db: Db, values: Values) => Promise<QueryResult<Row>>;

/**
 * A query whose text never changes, only its values. `build` is called once per database (without
 * plugins) with placeholders for the values, so it must pass each value straight to Kysely: a value
 * read, compared or computed on in `build` would be a placeholder's, not the caller's.
 */
export function preparedQuery<Values extends NamedValues, Row>(build: (db: Db, values: Values) => Compilable<Row>): PreparedQuery<Values, Row> {
  // Keyed by the database's adapter, which a database and its transactions share (and which fixes the SQL dialect).
  const compiledByDatabase = new WeakMap<object, CompiledQuery<Row>>();
  const placeholders = new Proxy({}, { get: (_target, name) => new Placeholder(String(name)) }) as Values;
  return (db, values) => {
    const executor = db.getExecutor();
    // Plugins transform each query as it is compiled (tests record statements so): they get it built anew.
    if (executor.plugins.length > 0) return db.executeQuery(build(db, values));
    const adapter = executor.adapter;
    let compiled = compiledByDatabase.get(adapter);
    if (!compiled) {
      compiled = build(db, placeholders).compile();
      compiledByDatabase.set(adapter, compiled);
    }
    const parameters = compiled.parameters.map((parameter) => (parameter instanceof Placeholder ? values[parameter.name] : parameter));
    return db.executeQuery<Row>({ ...compiled, parameters });
  };
}
