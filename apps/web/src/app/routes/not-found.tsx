import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button';

export function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-navy-900">
          <Trans>404 Page Not Found</Trans>
        </h1>
        <p className="mt-3 text-slate-700">
          <Trans>Did you forget to add the page to the router?</Trans>
        </p>
        <ButtonLink className="mt-6" to="/">
          <Trans>Go to the home page</Trans>
        </ButtonLink>
      </div>
    </main>
  );
}
