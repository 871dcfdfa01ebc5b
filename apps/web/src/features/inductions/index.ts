export {
  CreateInductionScreen,
  InductionDetailsScreen,
  InductionPagesScreen,
  PageEditorScreen,
} from './components/builder-screens';
export { InductionsTable } from './components/inductions-table';
