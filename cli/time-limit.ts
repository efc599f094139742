// Time limits a test may shorten. Each limit is its constant, unless the environment variable named
// beside it holds another number of milliseconds: the suite's tests of what happens at a limit (a git
// that never answers, a search answer nobody reads, a request whose headers never end) then wait a
// second or two, not the 10 to 30 s readers and authors get, which were a sixth of the suite's time.

/** The most a variable may set: a day. */
const MAX_MS = 24 * 60 * 60 * 1000;

/** `standard`, or the whole number of milliseconds (1 or more) the environment variable `variable` holds. */
export function timeLimitMs(variable: string, standard: number): number {
  const given = process.env[variable]?.trim();
  if (given === undefined || !/^\d{1,9}$/.test(given)) return standard;
  const ms = Number(given);
  return ms >= 1 && ms <= MAX_MS ? ms : standard;
}
