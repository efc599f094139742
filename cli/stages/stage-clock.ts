// How long each stage of a run took, in milliseconds, by stage name.
export class StageClock {
  readonly timings: Record<string, number> = {};

  /** Runs `work` and records how long it took under `stage`. */
  async stage<T>(stage: string, work: () => Promise<T> | T): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.timings[stage] = Math.round(performance.now() - start);
    }
  }
}
