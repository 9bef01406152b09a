/**
 * What every outside client's error tells, whichever system failed: `status`, the system's HTTP
 * status; `url`, the address asked with its secrets withheld; `reason`, the system's own words
 * (cleaned of secrets) or the network error's code; `timeoutMs`, the wait that ran out.
 */
export type OutsideErrorDetail = { status?: number; url?: string; reason?: string; timeoutMs?: number };

/** The failures of a request that got no answer, worded alike for every system. */
type NoAnswer = 'timeout' | 'unreachable';

/**
 * The system that failed, as its client's error tells it: `name`, the error's name (`WeatherError`);
 * `identity`, the system's own fields for a log line (`{ provider: 'inteliquent' }`); `service`, its
 * name in messages (`Inteliquent`); `timeoutSetting`, the setting of its wait, named when the wait
 * ran out; `says`, what each of the client's other failures says after the service's name, from the
 * detail and `why` (`: ` and the reason when there is one, else nothing).
 */
export type OutsideSystem<Failure extends string, Detail extends OutsideErrorDetail> = {
  name: string;
  identity: Record<string, string>;
  service: string;
  timeoutSetting?: string;
  says: Record<Exclude<Failure, NoAnswer>, (detail: Detail, why: string) => string>;
};

function messageOf<Failure extends string, Detail extends OutsideErrorDetail>(system: OutsideSystem<Failure, Detail>, failure: Failure, detail: Detail): string {
  const why = detail.reason ? `: ${detail.reason}` : '';
  if (failure === 'timeout') {
    const setting = system.timeoutSetting ? ` (${system.timeoutSetting})` : '';
    return `${system.service} did not answer within ${(detail.timeoutMs ?? 0) / 1000} s${setting}`;
  }
  if (failure === 'unreachable') return `${system.service} could not be reached${why}`;
  return `${system.service} ${system.says[failure as Exclude<Failure, NoAnswer>](detail, why)}`;
}

/**
 * The one error of the outside clients (weather, portability providers, the dealer CRM): the system
 * that failed, why (`failure`, in words an operator can act on, each client its own list), and a
 * message that says both. Its message and fields never hold a secret: addresses are shown with them
 * withheld and the system's words are cleaned of them (outside-request.ts). A client names it after
 * itself (`WeatherError`) and adds what only it knows (which provider, which request).
 */
export class OutsideSystemError<Failure extends string = string, Detail extends OutsideErrorDetail = OutsideErrorDetail> extends Error {
  override readonly name: string;
  /** The system's own fields for a log line. */
  private readonly identity: Record<string, string>;

  constructor(
    system: OutsideSystem<Failure, Detail>,
    readonly failure: Failure,
    readonly detail: Detail,
  ) {
    super(messageOf(system, failure, detail));
    this.name = system.name;
    this.identity = system.identity;
  }

  /** What a log line should carry about it. */
  logFields(): Record<string, unknown> {
    return { ...this.identity, failure: this.failure, status: this.detail.status, url: this.detail.url };
  }
}
