export { GlAccountSelect, type GlAccountSelectProps } from './GlAccountSelect';
export { glAccountColumn } from './glAccountColumn';
export { type PostingDate, postingNotice, usePostingNotice, withPostingNotice } from './posting-date';
export {
  CHART_CACHE_KEY,
  type ChartOfAccounts,
  chartKeys,
  loadChartOfAccounts,
  useChartOfAccounts,
} from './useChartOfAccounts';
