import { LabelTag } from '@/components/ui/status-tag';

/** What a category offers, as marks. */
export function OfferList({ offers }: { offers: readonly string[] }) {
  return (
    <ul className="medical-offers">
      {offers.map((offer) => (
        <li key={offer}>
          <LabelTag>{offer}</LabelTag>
        </li>
      ))}
    </ul>
  );
}
