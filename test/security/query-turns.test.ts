// The search endpoint shares its turns between clients: one client's flood of one-query requests
// (each within the limits, each a few hundred ms) made every other visitor's search wait for all of
// them (50 of them: 11.8 s). Now each client waiting gets a turn in its round.
import { describe, expect, it } from 'vitest';
import { clientOf, createQueryTurns } from '../../cli/serve/query-turns.ts';

describe('query turns', () => {
  it('go round the clients that wait: another client waits for one of a flooding client\'s queries, not all of them', async () => {
    const waitForTurn = createQueryTurns();
    const order: string[] = [];
    const ask = (client: string, name: string) => waitForTurn(client).then(() => order.push(name));
    const flood = Array.from({ length: 5 }, (_, i) => ask('10.0.0.1', `flood ${i}`));
    const reader = ask('10.0.0.2', 'reader');
    await Promise.all([...flood, reader]);
    expect(order.indexOf('reader')).toBe(1);
    // One client's own queries keep the order they came in.
    expect(order.filter((name) => name.startsWith('flood'))).toEqual(['flood 0', 'flood 1', 'flood 2', 'flood 3', 'flood 4']);
  });

  it('give one turn per turn of the event loop, so other requests get in between', async () => {
    const waitForTurn = createQueryTurns();
    const order: string[] = [];
    const queries = [waitForTurn('a').then(() => order.push('query 1')), waitForTurn('a').then(() => order.push('query 2'))];
    setImmediate(() => order.push('a page request'));
    await Promise.all(queries);
    expect(order.indexOf('a page request')).toBeLessThan(order.indexOf('query 2'));
  });

  it('rest after each query as long as it took, so queries take at most about half of the server\'s time', async () => {
    const waitForTurn = createQueryTurns();
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const ends: number[] = [];
    const starts: number[] = [];
    const query = () =>
      waitForTurn('a').then(() => {
        starts.push(performance.now());
        busy(40);
        ends.push(performance.now());
      });
    await Promise.all([query(), query(), query()]);
    for (let i = 1; i < starts.length; i++) expect(starts[i] - ends[i - 1]).toBeGreaterThanOrEqual(35);
  });

  it('count an IPv4 address written as IPv6 as itself, and IPv6 addresses by their /64', () => {
    expect(clientOf('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientOf('127.0.0.1')).toBe('127.0.0.1');
    expect(clientOf('2001:db8:1:2:aaaa::1')).toBe(clientOf('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(clientOf('2001:db8:1:2::1')).not.toBe(clientOf('2001:db8:1:3::1'));
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
  });
});
