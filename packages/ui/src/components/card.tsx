import type { HTMLAttributes } from 'react';
import { cn } from '../cn.js';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-2xl border border-line bg-surface-raised p-6 shadow-sm', className)}
      {...props}
    />
  );
}
