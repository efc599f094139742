// Shares the server between the queries of many search requests. A request's first query runs at once
// (a reader's search is one query); each further query waits for a turn, and one turn is given per turn
// of the event loop, however many requests wait. Pages and small searches, which need a few turns of
// the loop for their own I/O, then wait behind one query at most each time, not one per open request.
import { setImmediate } from 'node:timers';

export type WaitForTurn = () => Promise<void>;

export function createQueryTurns(): WaitForTurn {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const giveTurn = () => {
    scheduled = false;
    waiting.shift()?.();
    // Set from inside the check phase, the next turn comes on the next turn of the loop.
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(giveTurn);
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedule();
    });
}
