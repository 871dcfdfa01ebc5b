import { cn } from '@/lib/utils';

/** The company logo: a mobile crane (public/logo.svg). */
export function Logo({ className }: { className?: string }) {
  return <img src="/logo.svg" alt="Crane Safety logo" width={48} height={48} className={cn('size-12', className)} />;
}
