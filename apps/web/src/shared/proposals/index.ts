export { ProposalsTab } from './ProposalsTab';
