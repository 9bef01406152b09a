/**
 * The simulator's time: real time plus what a test moved it forward (`POST /__simulator/clock`), so
 * that a test sees registrations expire without waiting for them. Only the registrar reads it: tokens
 * keep to real time, so that a test which moves the clock by hours can still read with its token.
 */
export class Clock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
