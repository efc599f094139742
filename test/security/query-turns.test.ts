// The search endpoint shares its turns between clients: one client's flood of one-query requests
// (each within the limits, each a few hundred ms) made every other visitor's search wait for all of
// them (50 of them: 11.8 s). Now each client waiting gets a turn in its round.
import { describe, expect, it } from 'vitest';
import { createQueryTurns } from '../../cli/serve/query-turns.ts';

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
});
