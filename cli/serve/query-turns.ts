// Shares the server between the queries of many search requests, and between the clients sending
// them. Every query waits for a turn, one turn per turn of the event loop, and after each turn the
// next waits as long as that query took: queries take at most about half of the server's time, and
// pages and other requests, which need several turns of the loop for their own I/O, get the rest (a
// client's flood of 500 ms queries held a page load back 3 to 5 s). The turns go round the clients
// that wait, each client's queries in the order they came: a client that sends fifty heavy queries
// makes another client's search wait for one of them, not for all fifty.
import { setImmediate, setTimeout } from 'node:timers';

export type WaitForTurn = (client: string) => Promise<void>;

export function createQueryTurns(): WaitForTurn {
  /** Per client with queries waiting, those queries, oldest first; a Map keeps clients in the order they came. */
  const waiting = new Map<string, (() => void)[]>();
  let scheduled = false;
  /** After a query, as long as it took: no turn is given. */
  let resting = false;
  const giveTurn = () => {
    scheduled = false;
    if (resting) return; // the rest's end schedules the next turn
    const next = waiting.entries().next();
    if (next.done) return;
    const [client, queue] = next.value;
    const start = queue.shift()!;
    // The client goes to the back of the round, if it still waits.
    waiting.delete(client);
    if (queue.length > 0) waiting.set(client, queue);
    const began = performance.now();
    start();
    // The query runs as this callback returns (its promise's continuation); by the next turn of the
    // loop it is done, and what it took is known.
    setImmediate(() => {
      resting = true;
      setTimeout(() => {
        resting = false;
        if (waiting.size > 0) schedule();
      }, performance.now() - began);
    });
  };
  const schedule = () => {
    if (scheduled || resting) return;
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

/**
 * The client a request counts for: its address, an IPv4 address written as IPv6 (::ffff:1.2.3.4) as
 * itself, and an IPv6 address by its /64 (one household or one host's whole block: an attacker's
 * addresses in one block are one client).
 */
export function clientOf(address: string | undefined): string {
  if (!address) return '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
