export { IntegrationsPanel } from './components/integrations-panel';
