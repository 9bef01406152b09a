import { Badge } from '@mantine/core';
import type { ListColumn } from './list-page';

type Texts = { yes: string; no: string };

/**
 * A yes/no flag of a row. The filled teal and the outlined gray both keep a 4.5:1 contrast for
 * their text in light and dark themes (the light variant's pale teal did not).
 */
export function YesNoBadge({ value, yes, no }: { value: boolean } & Texts) {
  return value ? (
    <Badge color="teal.9" variant="filled">
      {yes}
    </Badge>
  ) : (
    <Badge color="gray" variant="outline" c="var(--mantine-color-text)">
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
