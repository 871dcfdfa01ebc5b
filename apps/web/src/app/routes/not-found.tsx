import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

export function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-navy-900">404 Page Not Found</h1>
        <p className="mt-3 text-slate-700">Did you forget to add the page to the router?</p>
        <Button asChild className="mt-6">
          <Link to="/">Go to the home page</Link>
        </Button>
      </div>
    </main>
  );
}
