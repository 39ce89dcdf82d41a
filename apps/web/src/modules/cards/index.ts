export { AddCardModal, validateCard } from './components/AddCardModal';
export { CustomerCardsTab } from './components/CustomerCardsTab';
export { StoredCardPicker } from './components/StoredCardPicker';
