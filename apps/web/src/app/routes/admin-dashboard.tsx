import { TabHeading } from './tab-heading';

/** The Dashboard tab; its content arrives with its own issue. */
export function AdminDashboard() {
  return <TabHeading>Dashboard</TabHeading>;
}
