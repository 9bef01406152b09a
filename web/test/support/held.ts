/**
 * An answer held back until `release()`, as a slow network holds it: a fake answer awaits `held`,
 * so a test can look at the screen while the request is under way.
 */
export function holdAnswer() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release: () => release() };
}
