import { Tooltip } from '@mantine/core';
import classes from './data-table.module.css';

/** Past this many characters a value may not fit its column; shorter ones need no tooltip. */
const MAY_OVERFLOW = 24;

/**
 * A value on one line, cut with an ellipsis when too long for its column; the whole value shows
 * on hover and on keyboard focus, so it can be read without widening the table.
 */
export function TruncatedText({ text }: { text: string }) {
  // dir="auto": an e-mail or phone number keeps its own order and ellipsis side in a right-to-left layout.
  if (text.length <= MAY_OVERFLOW)
    return (
      <span className={classes.truncate} dir="auto">
        {text}
      </span>
    );
  return (
    <Tooltip label={text} multiline maw={360} style={{ overflowWrap: 'anywhere' }} events={{ hover: true, focus: true, touch: true }}>
      <span className={classes.truncate} tabIndex={0} dir="auto">
        {text}
      </span>
    </Tooltip>
  );
}
