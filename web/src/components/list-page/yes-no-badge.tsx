import { Badge } from '@mantine/core';

/**
 * A yes/no flag of a row. The filled teal and the outlined gray both keep a 4.5:1 contrast for
 * their text in light and dark themes (the light variant's pale teal did not).
 */
export function YesNoBadge({ value, yes, no }: { value: boolean; yes: string; no: string }) {
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
