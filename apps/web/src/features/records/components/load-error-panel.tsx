import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Spec §2: a records screen that could not load says so, with the reason and Refresh Page. */
export function LoadErrorPanel(props: { title: string; error: Error }) {
  return (
    <Card role="alert" className="space-y-3 p-6 text-red-800">
      <h3 className="text-lg font-semibold">{props.title}</h3>
      <p>{props.error.message || 'There was an error connecting to the database. Please try again.'}</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        Refresh Page
      </Button>
    </Card>
  );
}
