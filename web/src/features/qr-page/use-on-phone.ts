import { useMediaQuery } from '@mantine/hooks';

/**
 * A touch screen or a phone-sized one: the page is likely read on the phone that will run the app,
 * which cannot scan its own screen. Read at the first render, so that a phone never shows the
 * computer's order first; a screen that turns or is resized later follows.
 */
const PHONE = '(pointer: coarse), (max-width: 36em)';

export function useOnPhone(): boolean {
  return useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
}
