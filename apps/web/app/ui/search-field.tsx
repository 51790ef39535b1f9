import type { ComponentProps } from 'react';
import { TextField } from './field.tsx';

/** What a list's search box shows and reports to: `useSearchParam`'s answer. */
type ListSearch = { text: string; onChange: (text: string) => void; error?: string };

/** A list's search box (issue 18): the text typed so far, each key reported to `search`, its error under it. */
export function SearchField({
  search,
  ...fieldProps
}: Omit<ComponentProps<typeof TextField>, 'type' | 'value' | 'onChange' | 'error'> & { search: ListSearch }) {
  return (
    <TextField
      type="search"
      value={search.text}
      onChange={(event) => search.onChange(event.target.value)}
      error={search.error}
      {...fieldProps}
    />
  );
}
