import { formatSignedFen } from '@/utils/money';
import { MONEY_FLOW_COLOURS } from './tone-colours';

/** Money in with + in its colour, money out with - in its own, nothing moved plain. */
export function SignedMoney({ fen }: { fen: number }) {
  const flow = fen > 0 ? 'in' : fen < 0 ? 'out' : null;
  return (
    <span style={flow ? { color: MONEY_FLOW_COLOURS[flow] } : undefined}>
      {formatSignedFen(fen)}
    </span>
  );
}
