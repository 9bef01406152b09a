import { Badge } from '@mantine/core';
import type { ListColumn } from './list-page';

type Texts = { yes: string; no: string };

/**
 * A yes/no flag of a row. The filled teal and the outlined gray both keep a 4.5:1 contrast for
 * their text in light and dark themes (the light variant's pale teal did not). The word is shown
 * as written, not in Mantine's capitals: the documents spell these values Yes/No and
 * Enabled/Disabled, and the CSV export of the same column says them so.
 */
export function YesNoBadge({ value, yes, no }: { value: boolean } & Texts) {
  return value ? (
    <Badge color="teal.9" variant="filled" tt="none">
      {yes}
    </Badge>
  ) : (
    <Badge color="gray" variant="outline" tt="none" c="var(--mantine-color-text)">
      {no}
    </Badge>
  );
}

/** A column showing a yes/no flag as a badge; it sorts, searches and exports as its text. */
export function yesNoColumn<Row>(key: string, flag: (row: Row) => boolean, texts: Texts, sortable = false): ListColumn<Row> {
  return {
    key,
    value: (row) => (flag(row) ? texts.yes : texts.no),
    cell: (row) => <YesNoBadge value={flag(row)} {...texts} />,
    sortable,
  };
}
