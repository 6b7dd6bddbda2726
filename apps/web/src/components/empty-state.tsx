import { Card } from '@foundly/ui';
import type { ReactNode } from 'react';

/** A page title over a card saying there is nothing to show yet. */
export function EmptyPage({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-4xl">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <Card className="mt-6 text-center">
        <p className="text-ink-muted">{message}</p>
        {children}
      </Card>
    </section>
  );
}
