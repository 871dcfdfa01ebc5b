import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

/** The back button of the entry screens, to the landing page. */
export function BackLink() {
  return (
    <Button asChild variant="ghost" size="small" className="text-white hover:bg-white/10">
      <Link to="/">
        <ArrowLeftIcon aria-hidden="true" />
        Back
      </Link>
    </Button>
  );
}
