import { Link } from '@tanstack/react-router';
import { AlertTriangle, ArrowRight } from 'lucide-react';

/** Something to do before sending, with a link to the step where it is done. */
export interface StepToFix {
  key: string;
  /** What to do, in the interface language. */
  text: string;
  to: string;
  /** The link's accessible name. */
  linkLabel: string;
}

export interface StepsToFixListProps {
  /** The id of the list's heading. */
  id: string;
  title: string;
  items: readonly StepToFix[];
  /** The text of every link. */
  linkText: string;
}

/** What keeps the questionnaire from being sent, each with a link to the step that fixes it. */
export function StepsToFixList({ id, title, items, linkText }: StepsToFixListProps) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-danger/40 bg-danger/5 p-4">
      <h2 id={id} className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-5 shrink-0 text-danger" aria-hidden="true" />
        {title}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {items.map((item) => (
          <li
            key={item.key}
            className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
            <span>{item.text}</span>
            <Link
              to={item.to}
              className="inline-flex min-h-11 shrink-0 items-center gap-1 font-semibold text-brand-700 underline dark:text-brand-100"
              aria-label={item.linkLabel}
            >
              {linkText}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
