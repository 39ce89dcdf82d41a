export { alertModal, type ConfirmOptions, confirmModal } from './dialogs';
export { ModalContent, type ModalContentProps, NO_DATA_MESSAGE } from './ModalContent';
