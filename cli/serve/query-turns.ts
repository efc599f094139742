// Shares the server between the queries of many search requests, and between the clients sending
// them. Every query waits for a turn, and one turn is given per turn of the event loop, so pages and
// other requests, which need a few turns of the loop for their own I/O, wait behind one query at most
// each time. The turns go round the clients that wait (by address), each client's queries in the
// order they came: a client that sends fifty heavy queries at once (each a one-query request, each
// within the limits) makes another client's search wait for one of them, not for all fifty.
import { setImmediate } from 'node:timers';

export type WaitForTurn = (client: string) => Promise<void>;

export function createQueryTurns(): WaitForTurn {
  /** Per client with queries waiting, those queries, oldest first; a Map keeps clients in the order they came. */
  const waiting = new Map<string, (() => void)[]>();
  let scheduled = false;
  const giveTurn = () => {
    scheduled = false;
    const next = waiting.entries().next();
    if (!next.done) {
      const [client, queue] = next.value;
      const start = queue.shift()!;
      // The client goes to the back of the round, if it still waits.
      waiting.delete(client);
      if (queue.length > 0) waiting.set(client, queue);
      start();
    }
    // Set from inside the check phase, the next turn comes on the next turn of the loop.
    if (waiting.size > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(giveTurn);
  };
  return (client) =>
    new Promise<void>((resolve) => {
      const queue = waiting.get(client);
      if (queue) queue.push(resolve);
      else waiting.set(client, [resolve]);
      schedule();
    });
}
