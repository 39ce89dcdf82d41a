export { GlAccountSelect, type GlAccountSelectProps } from './GlAccountSelect';
export { glAccountColumn } from './glAccountColumn';
export {
  CHART_CACHE_KEY,
  type ChartOfAccounts,
  chartKeys,
  loadChartOfAccounts,
  useChartOfAccounts,
} from './useChartOfAccounts';
