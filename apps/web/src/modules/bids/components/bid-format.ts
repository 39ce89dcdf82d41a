import type { BidStatus } from '@fieldline/contracts/bids/bids.contract';

export const BID_STATUS_COLORS: Record<BidStatus, string> = {
  Open: 'blue',
  Sent: 'cyan',
  Accepted: 'teal',
  Declined: 'red',
  Converted: 'violet',
};
