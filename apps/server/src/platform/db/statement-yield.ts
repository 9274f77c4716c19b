/**
 * Fair turns for the embedded database under load (issue 9). PGlite runs a statement synchronously on the event
 * loop and passes its lock to the next waiting statement in a microtask, so without help one turn of the loop runs
 * every queued statement back to back: Node reads no sockets and accepts no connections until the queue is empty.
 * Under 100 connections that starved whole clients (connections left unaccepted in the listen backlog for the
 * whole run, their requests timing out) while the connections accepted first were served.
 *
 * Waiting for the next turn of the loop (setImmediate) before every statement lets sockets be read and connections
 * be accepted between statements. A transaction's own statements run inside PGlite's transaction lock and are
 * not delayed; a transaction is short and holds the database for itself anyway.
 */
import type { PGlite } from '@electric-sql/pglite';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function yieldBeforeStatements(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await nextTurn();
    return query(...args);
  }) as PGlite['query'];
  client.exec = async (...args: Parameters<PGlite['exec']>) => {
    await nextTurn();
    return exec(...args);
  };
}
