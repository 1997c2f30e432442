// The request budget of a reconciliation pass. The provider states no rate limit (provider spec 8: "Rate limits …
// not shown"), so the default is gentle: at most 300 requests a pass, two a second. A team sets its own.

export interface BudgetOptions {
  /** Requests one pass may make at most; the next pass continues where it stopped. Default 300. */
  maxRequestsPerPass?: number;
  /** Requests a second at most (paced evenly). Default 2; Infinity: unpaced. */
  requestsPerSecond?: number;
}

export const DEFAULT_BUDGET: Required<BudgetOptions> = { maxRequestsPerPass: 300, requestsPerSecond: 2 };

export class ReconcileConfigError extends Error {
  readonly code = 'TRS_INVALID_CONFIG';
  constructor(
    readonly option: string,
    message: string,
  ) {
    super(message);
    this.name = 'ReconcileConfigError';
  }
}

export function checkBudget(options: BudgetOptions = {}): Required<BudgetOptions> {
  const max = options.maxRequestsPerPass ?? DEFAULT_BUDGET.maxRequestsPerPass;
  const rate = options.requestsPerSecond ?? DEFAULT_BUDGET.requestsPerSecond;
  if (!Number.isInteger(max) || max < 1)
    throw new ReconcileConfigError(
      'budget.maxRequestsPerPass',
      `budget.maxRequestsPerPass must be a whole number ≥ 1, got ${max}`,
    );
  if (typeof rate !== 'number' || Number.isNaN(rate) || rate <= 0)
    throw new ReconcileConfigError(
      'budget.requestsPerSecond',
      `budget.requestsPerSecond must be a number > 0 (Infinity: unpaced), got ${rate}`,
    );
  return { maxRequestsPerPass: max, requestsPerSecond: rate };
}

/** One pass's budget: take() before each request; false once the pass has spent it. */
export class RequestBudget {
  spent = 0;
  private nextAt = 0;
  private readonly gapMs: number;

  constructor(private readonly limits: Required<BudgetOptions>) {
    this.gapMs = Number.isFinite(limits.requestsPerSecond) ? 1000 / limits.requestsPerSecond : 0;
  }

  get exhausted(): boolean {
    return this.spent >= this.limits.maxRequestsPerPass;
  }

  async take(signal?: AbortSignal): Promise<boolean> {
    if (this.exhausted || signal?.aborted) return false;
    const wait = this.nextAt - performance.now();
    if (wait > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        signal?.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            resolve();
          },
          { once: true },
        );
      });
      if (signal?.aborted) return false;
    }
    this.nextAt = Math.max(this.nextAt, performance.now()) + this.gapMs;
    this.spent += 1;
    return true;
  }
}
