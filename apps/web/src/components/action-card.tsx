import { buttonClasses, Card } from '@foundly/ui';
import { Link } from '@tanstack/react-router';

/** A call-to-action card: a title, a sentence and a link. */
export function ActionCard({
  title,
  body,
  action,
  to,
}: {
  title: string;
  body: string;
  action: string;
  to: string;
}) {
  return (
    <Card className="flex flex-col">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-2 flex-1 text-ink-muted">{body}</p>
      <Link to={to} className={buttonClasses('secondary', 'mt-4 self-start')}>
        {action}
      </Link>
    </Card>
  );
}
