import { Card } from '@foundly/ui';
import type { ReactNode } from 'react';

/**
 * A screen in place of a page (not found, an error): a card in the middle of
 * the space with a heading, a line and what the person can do (`children`).
 * On its own it is the page's main landmark; inside a layout whose `<main>`
 * frames it (`inLayout`), a plain block, a little shorter.
 */
export function ScreenCard({
  title,
  description,
  inLayout = false,
  children,
}: {
  title: string;
  description?: string;
  inLayout?: boolean;
  children: ReactNode;
}) {
  const Frame = inLayout ? 'div' : 'main';
  return (
    <Frame
      className={
        inLayout
          ? 'flex min-h-[50vh] items-center justify-center p-4'
          : 'flex min-h-[60vh] items-center justify-center p-6'
      }
    >
      <Card className="max-w-md text-center">
        <h1 className="text-2xl font-bold">{title}</h1>
        {description && <p className="mt-3 text-ink-muted">{description}</p>}
        {children}
      </Card>
    </Frame>
  );
}
