import { sellType } from '@/lib/enums/sell-type';
import { offerTerms, type SellOffer } from '@/lib/sell-offer';
import { StatusTag } from './status-tag';

/** A good's promotion as its sell type's tag with the terms (满减 满¥100.00减¥10.00); nothing without one. */
export function OfferTag({ offer }: { offer: SellOffer }) {
  if (offer.sellType === null) return null;
  const terms = offerTerms(offer);
  const label = sellType.label(offer.sellType);
  return (
    <StatusTag label={terms ? `${label} ${terms}` : label} tone={sellType.tone(offer.sellType)} />
  );
}
