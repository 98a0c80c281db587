// The list's search box: what is typed reaches the URL (and the server) once
// typing pauses for SEARCH_DEBOUNCE_MS, or at once on Enter.
import { Input } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchInputProps {
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
  label: string;
}

export function SearchInput({ value, onSearch, label }: SearchInputProps) {
  const [text, setText] = useState(value);
  // The search last sent to the URL, trimmed as the URL keeps it.
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed elsewhere (Clear filters, Back): show its search.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    clearTimeout(timer.current);
    setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() === sent.current) return;
    sent.current = next.trim();
    onSearch(next);
  };

  return (
    <Input
      type="search"
      size="sm"
      maxW="280px"
      aria-label={label}
      placeholder={label}
      value={text}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        clearTimeout(timer.current);
        // A row opened meanwhile keeps this list on screen while its page loads: the
        // pending search must not take the user back to the list.
        const typedAt = window.location.pathname;
        timer.current = setTimeout(() => window.location.pathname === typedAt && send(next), SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter") send(e.currentTarget.value);
      }}
    />
  );
}
