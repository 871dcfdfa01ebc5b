import { TabHeading } from './tab-heading';

/** The Settings tab; its content arrives with its own issue. */
export function AdminSettings() {
  return <TabHeading>Settings</TabHeading>;
}
