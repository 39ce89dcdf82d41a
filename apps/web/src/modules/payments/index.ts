export { CardHolds } from './components/CardHolds';
export { DepositButton } from './components/DepositButton';
export { DepositModal, type DepositModalProps } from './components/DepositModal';
export { InvoicePayments } from './components/InvoicePayments';
export { IssueCreditButton } from './components/IssueCreditButton';
export {
  blankLine as blankGlLine,
  glLineColumns,
  IssueCreditModal,
  type Line as GlLine,
} from './components/IssueCreditModal';
export { ReceivePaymentModal } from './components/ReceivePaymentModal';
