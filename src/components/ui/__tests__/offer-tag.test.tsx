import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_OFFER } from '@/lib/sell-offer';
import { TONE_COLOURS } from '../tone-colours';
import { OfferTag } from '../offer-tag';

describe('OfferTag', () => {
  it('names the sell type in Chinese with its terms, in the sell type’s tone', () => {
    render(
      <OfferTag offer={{ ...NO_OFFER, sellType: 'FULL', fullAmount: 10000, reduceAmount: 1000 }} />,
    );
    expect(screen.getByText('满减 满¥100.00减¥10.00')).toHaveStyle({
      color: TONE_COLOURS.error.text,
    });
  });

  it('names a plain promotion alone', () => {
    render(<OfferTag offer={{ ...NO_OFFER, sellType: 'NULL' }} />);
    expect(screen.getByText('促销')).toBeInTheDocument();
  });

  it('shows nothing for a good without a promotion', () => {
    const { container } = render(<OfferTag offer={NO_OFFER} />);
    expect(container).toBeEmptyDOMElement();
  });
});
