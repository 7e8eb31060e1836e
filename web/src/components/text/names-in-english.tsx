/**
 * Spanish text built from the record that keeps names as the record prints them (a person, a firm, a board, an
 * address): each name is marked `lang="en"`, so a screen reader says it in English inside the Spanish sentence
 * (issue 48). The names come with the text from the server (an item's `plain.es_names`), never guessed here.
 */
import type { ReactNode } from 'react';

/** `text` split at every occurrence of `names` (longest first), the names wrapped in `<span lang="en">`. */
export function withNamesInEnglish(text: string, names: readonly string[] | undefined): ReactNode[] {
  const wanted = [...new Set((names ?? []).filter((n) => n.trim().length > 0))].sort((a, b) => b.length - a.length);
  if (wanted.length === 0) return [text];
  const pattern = new RegExp(`(${wanted.map(escapeRegExp).join('|')})`, 'g');
  return text.split(pattern).flatMap((part, i): ReactNode[] =>
    part === '' ? [] : i % 2 === 1 ? [<span key={i} lang="en">{part}</span>] : [part],
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function NamesInEnglish({ text, names }: { text: string; names: readonly string[] | undefined }) {
  return <>{withNamesInEnglish(text, names)}</>;
}
