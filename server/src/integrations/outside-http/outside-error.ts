/**
 * What every outside client's error tells, whichever system failed: `status`, the system's HTTP
 * status; `url`, the address asked with its secrets withheld; `reason`, the system's own words
 * (cleaned of secrets) or the network error's code; `timeoutMs`, the wait that ran out.
 */
export type OutsideErrorDetail = { status?: number; url?: string; reason?: string; timeoutMs?: number };

/**
 * The one error of the outside clients (weather, portability providers, the dealer CRM): the system
 * that failed, why (`failure`, in words an operator can act on, each client its own list), and a
 * message that says both. Its message and fields never hold a secret: addresses are shown with them
 * withheld and the system's words are cleaned of them (outside-request.ts). A client names it after
 * itself (`WeatherError`) and adds what only it knows (which provider, which request).
 */
export class OutsideSystemError<Failure extends string = string, Detail extends OutsideErrorDetail = OutsideErrorDetail> extends Error {
  constructor(
    /** The system's own fields for a log line (`{ provider: 'inteliquent' }`). */
    private readonly identity: Record<string, string>,
    readonly failure: Failure,
    readonly detail: Detail,
    message: string,
  ) {
    super(message);
  }

  /** What a log line should carry about it. */
  logFields(): Record<string, unknown> {
    return { ...this.identity, failure: this.failure, status: this.detail.status, url: this.detail.url };
  }
}
