import { json, type Answer } from './answer.js';
import type { FaultBoard, Faults } from './faults.js';

export type ControlBody = Record<string, unknown>;

/** A control that acts on one part of the system, or on all of them when the body names none. */
export type PartControl<Part extends string> = (body: ControlBody, part: Part | undefined) => Answer;

export const refused = (message: string): Answer => json(400, { error: message });

const wholeNumberIn = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * The four fault controls, the same in every simulator of a system in parts: `latency` `{ms}`,
 * `hang`, `fail` `{status}` and `recover`. Each answers what it set and on which part (`all` for
 * every part), under the body field that names a part in that simulator (`partField`).
 */
export function faultControls<Part extends string>(partField: string, faults: FaultBoard<Part>): Record<string, PartControl<Part>> {
  const set = (added: Faults, part: Part | undefined) => (faults.set(added, part), json(200, { ...added, [partField]: part ?? 'all' }));
  return {
    latency: ({ ms }, part) => (wholeNumberIn(ms, 0, 600_000) ? set({ latencyMs: ms }, part) : refused('ms must be a whole number of milliseconds, 0 to 600000')),
    hang: (_body, part) => set({ hang: true }, part),
    fail: ({ status }, part) => (wholeNumberIn(status, 400, 599) ? set({ failStatus: status }, part) : refused('status must be an HTTP error status, 400 to 599')),
    recover: (_body, part) => (faults.clear(part), json(200, { recovered: part ?? 'all' })),
  };
}
