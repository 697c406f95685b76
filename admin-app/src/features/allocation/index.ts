export { AllocationPage } from './components/allocation-page';
