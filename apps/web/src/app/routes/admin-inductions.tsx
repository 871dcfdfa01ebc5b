import { TabHeading } from './tab-heading';

/** The Manage Inductions tab; its content arrives with its own issue. */
export function AdminInductions() {
  return <TabHeading>Manage Inductions</TabHeading>;
}
