import { TabHeading } from './tab-heading';

/** The Completed Inductions tab; its content arrives with its own issue. */
export function AdminCompletions() {
  return <TabHeading>Completed Inductions</TabHeading>;
}
