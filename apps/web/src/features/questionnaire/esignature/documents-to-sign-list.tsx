import { FileSignature } from 'lucide-react';

/** What the founder signs, one document a line: the country says which. */
export function DocumentsToSignList({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-3 rounded-xl bg-surface-muted p-3">
          <FileSignature
            className="size-5 shrink-0 text-brand-700 dark:text-brand-100"
            aria-hidden="true"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
