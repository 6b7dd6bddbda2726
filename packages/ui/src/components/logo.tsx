import { cn } from '../cn.js';

/** The Foundly word mark. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('whitespace-nowrap', className)}>
      <svg viewBox="0 0 32 32" className="inline size-8 align-middle" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path d="M10 23V9h12v3.2h-8.4v2.6h7.4V18h-7.4v5z" fill="#fff" />
      </svg>
      <span className="ml-2 align-middle text-xl font-bold tracking-tight text-ink">Foundly</span>
    </span>
  );
}
