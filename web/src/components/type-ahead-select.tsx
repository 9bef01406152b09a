import { Select, type ComboboxData, type SelectProps } from '@mantine/core';
import { useState } from 'react';

/** The label of the chosen option, for plain, labelled and grouped data alike. */
function labelOf(data: ComboboxData | undefined, value: string | null | undefined): string | undefined {
  if (!data || value === null || value === undefined) return undefined;
  for (const item of data) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('group' in item) {
      const found = labelOf(item.items, value);
      if (found !== undefined) return found;
    } else if (item.value === value) {
      return item.label;
    }
  }
  return undefined;
}

/**
 * A searchable choice whose search starts afresh. A plain searchable Select keeps the chosen
 * option's label in its box, so what a person types is added to that label and matches nothing;
 * here the box empties when it takes the focus (the current choice stays in view as its
 * placeholder), and typing right after a choice starts a new search too.
 */
export function TypeAheadSelect({ data, value, placeholder, onFocus, onBlur, ...props }: Omit<SelectProps, 'searchable' | 'searchValue' | 'onSearchChange'>) {
  const chosen = labelOf(data, value);
  const [search, setSearch] = useState(chosen ?? '');
  const [focused, setFocused] = useState(false);
  return (
    <Select
      {...props}
      data={data}
      value={value}
      searchable
      searchValue={search}
      onSearchChange={(next) => {
        const typedAfterChoice = focused && chosen !== undefined && search === chosen && next.length > chosen.length && next.startsWith(chosen);
        setSearch(typedAfterChoice ? next.slice(chosen.length) : next);
      }}
      placeholder={focused && chosen ? chosen : placeholder}
      onFocus={(event) => {
        setFocused(true);
        setSearch('');
        onFocus?.(event);
      }}
      onBlur={(event) => {
        // The Select itself puts the chosen label back in the box.
        setFocused(false);
        onBlur?.(event);
      }}
    />
  );
}
