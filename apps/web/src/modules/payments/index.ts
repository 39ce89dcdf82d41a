export { CardHolds } from './components/CardHolds';
export { DepositButton } from './components/DepositButton';
export { DepositModal, type DepositModalProps } from './components/DepositModal';
export {
  blankLine as blankGlLine,
  GlLines,
  type Line as GlLine,
} from './components/GlLines';
export { InvoicePayments } from './components/InvoicePayments';
export { IssueCreditButton } from './components/IssueCreditButton';
export { IssueCreditModal } from './components/IssueCreditModal';
export { ReceivePaymentModal } from './components/ReceivePaymentModal';
