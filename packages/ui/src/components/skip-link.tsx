/**
 * The first focusable element of a layout: hidden until focused, it jumps
 * over the navigation to the page's content (the element with id `content`).
 */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#content"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface-raised focus:px-3 focus:py-2 focus:text-ink"
    >
      {label}
    </a>
  );
}
