import { CARD_MESSAGES as M } from '@fieldline/contracts/cards/cards.contract';
import { describe, expect, it } from 'vitest';
import { validateCard } from './AddCardModal';

const card = (over: object = {}) => ({
  nameOnCard: 'Jane Buyer',
  number: '4242 4242 4242 4242',
  expiry: '2026-11-01',
  cvv: '123',
  friendlyName: '',
  makePrimary: true,
  ...over,
});

describe('the card rules of spec 3 §5', () => {
  it('passes a whole card and names each rule that fails in its words', () => {
    expect(validateCard(card(), true, '2026-11-01')).toEqual({
      nameOnCard: null,
      number: null,
      expiry: null,
      cvv: null,
    });
    expect(
      validateCard(
        card({ nameOnCard: ' Jo  ', number: '4242 4242 4242 42', expiry: '2026-10-01', cvv: '12' }),
        true,
        '2026-11-01',
      ),
    ).toEqual({
      nameOnCard: M.nameRequired,
      number: M.invalidLength,
      expiry: M.invalidDate,
      cvv: M.invalidCvv,
    });
    expect(validateCard(card({ expiry: null, cvv: '1a3' }), true, '2026-11-01')).toMatchObject({
      expiry: 'Invalid date',
      cvv: 'Invalid CVV',
    });
    // The CVV is asked for only when the settings require it.
    expect(validateCard(card({ cvv: '' }), false, '2026-11-01').cvv).toBeNull();
    // Amex numbers have 15 digits: long enough.
    expect(validateCard(card({ number: '3782 822463 10005' }), true, '2026-11-01').number).toBeNull();
  });
});
