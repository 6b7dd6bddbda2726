import { Button, buttonClasses } from '@foundly/ui';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ScreenCard } from './screen-card.js';

export interface ErrorScreenProps extends ErrorComponentProps {
  title: string;
  /** What went wrong, in the app's words: a fixed line, or the failure's reason. */
  description: string;
  retryLabel: string;
  /** A link to the app's home beside "Try again", when the app offers one. */
  home?: { href: string; label: string } | undefined;
  inLayout?: boolean;
}

/**
 * A page that could not be shown: logs the error, says so in the app's words,
 * and "Try again" renders the route again with its data reloaded.
 */
export function ErrorScreen({
  error,
  reset,
  title,
  description,
  retryLabel,
  home,
  inLayout,
}: ErrorScreenProps) {
  const router = useRouter();
  console.error(error);
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <ScreenCard title={title} description={description} inLayout={inLayout}>
      {home ? (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a href={home.href} className={buttonClasses('secondary')}>
            {home.label}
          </a>
          <Button onClick={retry}>{retryLabel}</Button>
        </div>
      ) : (
        <Button className="mt-6" onClick={retry}>
          {retryLabel}
        </Button>
      )}
    </ScreenCard>
  );
}
