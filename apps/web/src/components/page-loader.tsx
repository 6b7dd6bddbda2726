import { Spinner } from '@foundly/ui';

/** Shown while a page loads its data. Not translated: it may show before the messages load. */
export function PageLoader() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-700" role="status">
      <Spinner className="size-8" label="…" />
    </div>
  );
}
